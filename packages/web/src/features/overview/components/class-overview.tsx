import { Anchor, Table, Title } from '@mantine/core';
import {
  CATEGORY_DISPLAY_NAMES,
  type ClassOverview as ClassFigures,
  classDisplayName,
  classTermLabel,
  OVERVIEW_PASS_MARK,
} from '@pragati/domain';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useOverview } from '../api/overview';
import classes from './overview.module.css';

export type OverviewRole = 'admin' | 'principal';

const PERCENT_CATEGORIES = ['personal', 'social', 'academic', 'occupational'] as const;
const number = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const plural = (n: number, one: string, many = `${one}s`) =>
  `${number.format(n)} ${n === 1 ? one : many}`;

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

  let body;
  if (overview.isPending) body = <p role="status">Loading the classes...</p>;
  else if (overview.isError)
    body = (
      <p role="alert" className={classes.error}>
        The classes could not be loaded ({overview.error.message}). Reload the page to try again.
      </p>
    );
  else {
    const data = overview.data;
    const withoutTeacher = data.classesWithoutTeacher;
    body = (
      <>
        <ul className={classes.totals}>
          <li>
            Active students:{' '}
            <Anchor component={Link} to={links.students()}>
              {number.format(data.activeStudents)}
            </Anchor>
          </li>
          <li>
            Classes without a teacher:{' '}
            {withoutTeacher.length === 0 ? (
              'none'
            ) : (
              <Anchor component={Link} to={links.teachers()}>
                {withoutTeacher.length} ({withoutTeacher.map(classDisplayName).join(', ')})
              </Anchor>
            )}
          </li>
          <li>
            Pending teacher rows:{' '}
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
              Students with consent pending:{' '}
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
              {plural(data.classes.length, 'class', 'classes')}, active students only
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" className={classes.classCell}>
                  Class
                </Table.Th>
                <Table.Th scope="col">Teacher</Table.Th>
                <Table.Th scope="col">Active students</Table.Th>
                <Table.Th scope="col">Current term</Table.Th>
                <Table.Th scope="col">Checklists evaluated / due this term</Table.Th>
                <Table.Th scope="col">Latest evaluated term</Table.Th>
                {PERCENT_CATEGORIES.map((c) => (
                  <Table.Th scope="col" key={c}>
                    {CATEGORY_DISPLAY_NAMES[c]} average
                  </Table.Th>
                ))}
                <Table.Th scope="col">Under {OVERVIEW_PASS_MARK} %</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.classes.map((c) => (
                <ClassRow key={c.classId} figures={c} role={role} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <p className={classes.notes}>
          Checklists: five per active student in the term they are in now. Averages: the latest term
          of the class in which students have all five checklists evaluated. Under{' '}
          {OVERVIEW_PASS_MARK} %: the mean of the four percent categories of a student&apos;s latest
          evaluated term this year, or last year&apos;s percent (from the year-end transfer) while
          nothing is evaluated this year; each cell says which.
        </p>
      </>
    );
  }

  return (
    <section className={classes.section} aria-labelledby="class-overview-title">
      <Title order={2} id="class-overview-title" className={classes.title}>
        Classes at a glance
      </Title>
      {body}
    </section>
  );
}

function ClassRow({ figures: c, role }: { figures: ClassFigures; role: OverviewRole }) {
  const links = listLinks(role);
  const name = classDisplayName(c.classId);
  const classList = links.students(c.classId);
  const latest = c.latestTerm;
  const under = c.underSixty.byTerm + c.underSixty.byYear;
  const basis = [
    c.underSixty.byTerm > 0 ? `${c.underSixty.byTerm} by latest term` : '',
    c.underSixty.byYear > 0 ? `${c.underSixty.byYear} by last year's percent` : '',
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
          'Not assigned'
        )}
      </Table.Td>
      <Table.Td className={classes.number}>
        <Anchor
          component={Link}
          to={classList}
          aria-label={`${plural(c.activeStudents, 'active student')} in ${name}`}
        >
          {number.format(c.activeStudents)}
        </Anchor>
      </Table.Td>
      <Table.Td>{classTermLabel(c.currentTerm) ?? 'No students'}</Table.Td>
      <Table.Td className={classes.number}>
        {c.checklists.due === 0 ? (
          '0 / 0'
        ) : (
          <Anchor
            component={Link}
            to={classList}
            aria-label={`${number.format(c.checklists.evaluated)} / ${number.format(c.checklists.due)}: ${c.checklists.evaluated} of ${c.checklists.due} checklists evaluated in ${name}`}
          >
            {number.format(c.checklists.evaluated)} / {number.format(c.checklists.due)}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        {latest ? (
          <>
            Term {latest.term}
            <span className={classes.note}>{plural(latest.students, 'student')}</span>
          </>
        ) : (
          'None yet'
        )}
      </Table.Td>
      {PERCENT_CATEGORIES.map((category) => (
        <Table.Td key={category} className={classes.number}>
          {latest ? `${percent.format(latest[category])} %` : '–'}
        </Table.Td>
      ))}
      <Table.Td>
        {c.underSixty.measured === 0 ? (
          'Not evaluated yet'
        ) : (
          <>
            <Anchor
              component={Link}
              to={classList}
              aria-label={`${under} of ${c.underSixty.measured}: ${plural(under, 'student')} under ${OVERVIEW_PASS_MARK} % in ${name}`}
            >
              {under} of {c.underSixty.measured}
            </Anchor>
            {basis.length > 0 && <span className={classes.note}>{basis.join(', ')}</span>}
          </>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
