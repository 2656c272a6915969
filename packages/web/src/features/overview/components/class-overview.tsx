import { Anchor, Table, Title } from '@mantine/core';
import {
  CATEGORY_DISPLAY_NAMES,
  type ClassOverview as ClassFigures,
  OVERVIEW_PASS_MARK,
  type Term,
} from '@pragati/domain';
import { Link } from 'react-router';
import { useLocale, useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { useGroupName } from '../../../lib/programme-groups';
import { paths } from '../../../lib/paths';
import { useOverview } from '../api/overview';
import { DisabilityTable } from './disability-table';
import classes from './overview.module.css';

export type OverviewRole = 'admin' | 'principal';

const PERCENT_CATEGORIES = ['personal', 'social', 'academic', 'occupational'] as const;

type OverviewT = ReturnType<typeof useTranslations<'overview'>>;

/** The screen's texts and numbers in the current language (Indian digit grouping). */
function useOverviewText() {
  const t = useTranslations('overview');
  const locale = useLocale();
  const number = new Intl.NumberFormat(`${locale}-IN`);
  const percent = new Intl.NumberFormat(`${locale}-IN`, { maximumFractionDigits: 2 });
  return { t, m: useMsg(), number, percent, groupName: useGroupName() };
}

/** "Term I", or "Mostly Term I (Entry to II)" when the active students stand in different terms. */
function classTermText(t: OverviewT, current: ClassFigures['currentTerm']): string | null {
  if (!current.mostCommon) return null;
  const term = t('term', { term: current.mostCommon });
  if (current.earliest === current.latest) return term;
  // The earliest and latest stay as the terms' codes (Entry, I, II, III), as on the teacher's screens.
  return t('mostlyTerm', {
    term,
    earliest: current.earliest as Term,
    latest: current.latest as Term,
  });
}

/** The lists behind the figures, with the list screens' own search params (issue 14 part 2). */
function listLinks(role: OverviewRole) {
  const rolePaths = role === 'admin' ? paths.admin : paths.principal;
  return {
    students: (classId?: string) =>
      classId
        ? `${rolePaths.viewStudents}?${new URLSearchParams({ class: classId })}`
        : rolePaths.viewStudents,
    teachers: (teacherId?: string) =>
      teacherId
        ? `${rolePaths.viewTeachers}?${new URLSearchParams({ q: teacherId })}`
        : rolePaths.viewTeachers,
  };
}

/**
 * Issue 14 part 4: every class at a glance on the principal's and the admin's home. One call
 * (GET /overview); each figure links to the list it counts.
 */
export function ClassOverview({ role }: { role: OverviewRole }) {
  const overview = useOverview();
  const links = listLinks(role);
  const { t, m, number, groupName } = useOverviewText();

  let body;
  if (overview.isPending) body = <p role="status">{t('loading')}</p>;
  else if (overview.isError)
    body = (
      <p role="alert" className={classes.error}>
        {t('loadFailed', { error: overview.error.message })}
      </p>
    );
  else {
    const data = overview.data;
    const withoutTeacher = data.classesWithoutTeacher;
    body = (
      <>
        <ul className={classes.totals}>
          <li>
            {t('activeStudents')}{' '}
            <Anchor component={Link} to={links.students()}>
              {number.format(data.activeStudents)}
            </Anchor>
          </li>
          <li>
            {t('withoutTeacher')}{' '}
            {withoutTeacher.length === 0 ? (
              t('none')
            ) : (
              <Anchor component={Link} to={links.teachers()}>
                {withoutTeacher.length} ({withoutTeacher.map((code) => groupName(code)).join(', ')})
              </Anchor>
            )}
          </li>
          <li>
            {t('pendingTeacherRows')}{' '}
            {role === 'admin' && data.pendingTeacherRows > 0 ? (
              <Anchor component={Link} to={paths.admin.editTeachers}>
                {number.format(data.pendingTeacherRows)}
              </Anchor>
            ) : (
              number.format(data.pendingTeacherRows)
            )}
          </li>
          {data.pendingConsents !== undefined && (
            <li>
              {t('pendingConsents')}{' '}
              {data.pendingConsents > 0 ? (
                <Anchor component={Link} to={paths[role].viewStudents}>
                  {number.format(data.pendingConsents)}
                </Anchor>
              ) : (
                number.format(data.pendingConsents)
              )}
            </li>
          )}
        </ul>
        <div
          className={classes.tableWrap}
          role="region"
          aria-labelledby="class-overview-caption"
          // Keyboard users scroll the wide table on a phone.
          tabIndex={0}
        >
          <Table className={classes.table} striped>
            <Table.Caption id="class-overview-caption" className={classes.caption}>
              {t('caption', { count: data.classes.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" className={classes.classCell}>
                  {t('colClass')}
                </Table.Th>
                <Table.Th scope="col">{t('colTeacher')}</Table.Th>
                <Table.Th scope="col">{t('colActive')}</Table.Th>
                <Table.Th scope="col">{t('colTerm')}</Table.Th>
                <Table.Th scope="col">{t('colChecklists')}</Table.Th>
                <Table.Th scope="col">{t('colLatest')}</Table.Th>
                {PERCENT_CATEGORIES.map((c) => (
                  <Table.Th scope="col" key={c}>
                    {t('colAverage', { area: m(CATEGORY_DISPLAY_NAMES[c]) })}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('colUnder', { mark: OVERVIEW_PASS_MARK })}</Table.Th>
                <Table.Th scope="col">{t('colAttendance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.classes.map((c) => (
                <ClassRow key={c.classId} figures={c} role={role} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <p className={classes.notes}>{t('notes', { mark: OVERVIEW_PASS_MARK })}</p>
        {data.disabilities && <DisabilityTable counts={data.disabilities} />}
      </>
    );
  }

  return (
    <section className={classes.section} aria-labelledby="class-overview-title">
      <Title order={2} id="class-overview-title" className={classes.title}>
        {t('title')}
      </Title>
      {body}
    </section>
  );
}

function ClassRow({ figures: c, role }: { figures: ClassFigures; role: OverviewRole }) {
  const links = listLinks(role);
  const { t, number, percent, groupName } = useOverviewText();
  const name = groupName(c.classId);
  const classList = links.students(c.classId);
  const latest = c.latestTerm;
  const under = c.underSixty.byTerm + c.underSixty.byYear;
  const basis = [
    c.underSixty.byTerm > 0 ? t('byTerm', { count: c.underSixty.byTerm }) : '',
    c.underSixty.byYear > 0 ? t('byYear', { count: c.underSixty.byYear }) : '',
  ].filter(Boolean);
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.classCell}>
        {name}
      </Table.Th>
      <Table.Td>
        {c.teacher ? (
          <Anchor component={Link} to={links.teachers(c.teacher.teacherId)}>
            {c.teacher.name}
          </Anchor>
        ) : (
          t('notAssigned')
        )}
      </Table.Td>
      <Table.Td className={classes.number}>
        <Anchor
          component={Link}
          to={classList}
          aria-label={t('activeInClass', { count: c.activeStudents, name })}
        >
          {number.format(c.activeStudents)}
        </Anchor>
      </Table.Td>
      <Table.Td>{classTermText(t, c.currentTerm) ?? t('noStudents')}</Table.Td>
      <Table.Td className={classes.number}>
        {c.checklists.due === 0 ? (
          '0 / 0'
        ) : (
          <Anchor
            component={Link}
            to={classList}
            aria-label={t('checklistsLabel', {
              evaluated: number.format(c.checklists.evaluated),
              due: number.format(c.checklists.due),
              evaluatedCount: c.checklists.evaluated,
              dueCount: c.checklists.due,
              name,
            })}
          >
            {number.format(c.checklists.evaluated)} / {number.format(c.checklists.due)}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        {latest ? (
          <>
            {t('term', { term: latest.term })}
            <span className={classes.note}>{t('students', { count: latest.students })}</span>
          </>
        ) : (
          t('noneYet')
        )}
      </Table.Td>
      {PERCENT_CATEGORIES.map((category) => (
        <Table.Td key={category} className={classes.number}>
          {latest ? `${percent.format(latest[category])} %` : '–'}
        </Table.Td>
      ))}
      <Table.Td>
        {c.underSixty.measured === 0 ? (
          t('notEvaluatedYet')
        ) : (
          <>
            <Anchor
              component={Link}
              to={classList}
              aria-label={t('underLabel', {
                under,
                measured: c.underSixty.measured,
                count: under,
                mark: OVERVIEW_PASS_MARK,
                name,
              })}
            >
              {t('underText', { under, measured: c.underSixty.measured })}
            </Anchor>
            {basis.length > 0 && <span className={classes.note}>{basis.join(', ')}</span>}
          </>
        )}
      </Table.Td>
      <AttendanceCell attendance={c.attendance} />
    </Table.Tr>
  );
}

/** The class's attendance of the last 30 days, with its number of marks; said when there is none. */
function AttendanceCell({ attendance }: { attendance: ClassFigures['attendance'] }) {
  const { t, percent } = useOverviewText();
  return (
    <Table.Td className={classes.number}>
      {attendance?.percent == null ? (
        t('attendanceNone')
      ) : (
        <>
          {percent.format(attendance.percent)} %
          <span className={classes.note}>{t('attendanceMarks', { count: attendance.marks })}</span>
        </>
      )}
    </Table.Td>
  );
}
