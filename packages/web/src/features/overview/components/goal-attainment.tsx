import { Table, Title } from '@mantine/core';
import {
  CATEGORY_DISPLAY_NAMES,
  type ClassCode,
  classCode,
  GOAL_AREAS,
  type GoalArea,
  type GoalAttainment as Attainment,
  type GoalAttainmentFigures,
  parseClassCode,
  type TermRef,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';

import { useGoalAttainment } from '../api/goal-attainment';
import classes from './overview.module.css';

type T = ReturnType<typeof useTranslations<'overview'>>;

/** "2 set, 1 met, 1 carried over" (and the dropped ones when there are). */
const figuresText = (t: T, f: GoalAttainmentFigures) =>
  t(f.dropped > 0 ? 'goalsFiguresDropped' : 'goalsFigures', { ...f });

/** The class's own terms as "Term I"; a term of an earlier class (before a transfer) in full. */
function termsText(
  t: T,
  groupName: (code: string) => string,
  classId: ClassCode,
  terms: readonly TermRef[],
): string {
  const { section, year } = parseClassCode(classId);
  return terms
    .map((at) =>
      at.section === section && at.year === year
        ? t('goalsTerm', { term: at.term })
        : t('goalsTermOf', {
            term: at.term,
            className: groupName(classCode(at.section, at.year)),
          }),
    )
    .join('; ');
}

type AreaRow = { category: GoalArea } & GoalAttainmentFigures;
function AreaCells({ areas, total }: { areas: readonly AreaRow[]; total: GoalAttainmentFigures }) {
  const t = useTranslations('overview');
  return (
    <>
      {GOAL_AREAS.map((category) => {
        const row = areas.find((a) => a.category === category);
        return <Table.Td key={category}>{row ? figuresText(t, row) : t('goalsNoGoals')}</Table.Td>;
      })}
      <Table.Td>{figuresText(t, total)}</Table.Td>
    </>
  );
}

/**
 * Issue 17 part 5: how the programme goals went, per class and FACP area, in each student's last
 * completed term: the goals worked on, met at its Evaluate, carried over to the next term, and
 * dropped. One call (GET /overview/goals), for the principal's home beside the classes.
 */
export function GoalAttainment() {
  const t = useTranslations('overview');
  const query = useGoalAttainment();
  let body;
  if (query.isPending) body = <p role="status">{t('goalsLoading')}</p>;
  else if (query.isError)
    body = (
      <p role="alert" className={classes.error}>
        {t('goalsFailed', { reason: query.error.message })}
      </p>
    );
  else body = <AttainmentTable data={query.data} />;
  return (
    <section className={classes.section} aria-labelledby="goal-attainment-title">
      <Title order={2} id="goal-attainment-title" className={classes.title}>
        {t('goalsTitle')}
      </Title>
      {body}
    </section>
  );
}

function AttainmentTable({ data }: { data: Attainment }) {
  const t = useTranslations('overview');
  const m = useMsg();
  const groupName = useGroupName();
  if (data.classes.length === 0) return <p>{t('goalsNone')}</p>;
  return (
    <>
      <div
        className={classes.tableWrap}
        role="region"
        aria-labelledby="goal-attainment-caption"
        // Keyboard users scroll the wide table on a phone.
        tabIndex={0}
      >
        <Table className={classes.table} striped>
          <Table.Caption id="goal-attainment-caption" className={classes.caption}>
            {t('goalsCaption')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.classCell}>
                {t('goalsClass')}
              </Table.Th>
              <Table.Th scope="col">{t('goalsTermHeader')}</Table.Th>
              {GOAL_AREAS.map((c) => (
                <Table.Th scope="col" key={c}>
                  {m(CATEGORY_DISPLAY_NAMES[c])}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('goalsAllAreas')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.classes.map((c) => (
              <Table.Tr key={c.classId}>
                <Table.Th scope="row" className={classes.classCell}>
                  {groupName(c.classId)}
                </Table.Th>
                <Table.Td>
                  {termsText(t, groupName, c.classId, c.terms)}
                  <span className={classes.note}>{t('goalsStudents', { count: c.students })}</span>
                </Table.Td>
                <AreaCells areas={c.areas} total={c.total} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" className={classes.classCell}>
                {t('goalsAllClasses')}
              </Table.Th>
              <Table.Td />
              <AreaCells areas={data.areas} total={data.total} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
      <p className={classes.notes}>{t('goalsNotes')}</p>
    </>
  );
}
