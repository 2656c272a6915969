import { Anchor, Table } from '@mantine/core';
import { type ClassOverview as ClassFigures, OVERVIEW_PASS_MARK, type Term } from '@pragati/domain';
import { Link } from 'react-router';
import classes from './overview.module.css';
import {
  listLinks,
  type OverviewRole,
  type OverviewT,
  PERCENT_CATEGORIES,
  useOverviewText,
} from './overview-text';

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

/** One class's figures, each linked to the list it counts. */
export function ClassRow({ figures: c, role }: { figures: ClassFigures; role: OverviewRole }) {
  const links = listLinks(role);
  const { t, number, percent, groupName } = useOverviewText();
  const name = groupName(c.classId);
  const classList = links.students(c.classId);
  const latest = c.latestTerm;
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
      <UnderPassMarkCell figures={c} name={name} classList={classList} />
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

/** How many of the measured students are under the pass mark, by term's or year's figures. */
function UnderPassMarkCell({
  figures: c,
  name,
  classList,
}: {
  figures: ClassFigures;
  name: string;
  classList: string;
}) {
  const { t } = useOverviewText();
  const under = c.underSixty.byTerm + c.underSixty.byYear;
  const basis = [
    c.underSixty.byTerm > 0 ? t('byTerm', { count: c.underSixty.byTerm }) : '',
    c.underSixty.byYear > 0 ? t('byYear', { count: c.underSixty.byYear }) : '',
  ].filter(Boolean);
  return (
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
  );
}
