import { Anchor, Table, Title } from '@mantine/core';
import {
  CATEGORY_DISPLAY_NAMES,
  type Overview as OverviewData,
  OVERVIEW_PASS_MARK,
} from '@pragati/domain';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useOverview } from '../api/overview';
import { ClassRow } from './class-row';
import { DisabilityTable } from './disability-table';
import classes from './overview.module.css';
import { listLinks, type OverviewRole, PERCENT_CATEGORIES, useOverviewText } from './overview-text';

/**
 * Issue 14 part 4: every class at a glance on the principal's and the admin's home. One call
 * (GET /overview); each figure links to the list it counts.
 */
export function ClassOverview({ role }: { role: OverviewRole }) {
  const overview = useOverview();
  const { t } = useOverviewText();

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
    body = (
      <>
        <OverviewTotals data={data} role={role} />
        <ClassesTable data={data} role={role} />
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

/** The institute's totals, each linked to the list it counts. */
function OverviewTotals({ data, role }: { data: OverviewData; role: OverviewRole }) {
  const links = listLinks(role);
  const { t, number, groupName } = useOverviewText();
  const withoutTeacher = data.classesWithoutTeacher;
  return (
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
  );
}

/** Every class, one row each; on a phone the wide table scrolls in its own region. */
function ClassesTable({ data, role }: { data: OverviewData; role: OverviewRole }) {
  const { t, m } = useOverviewText();
  return (
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
  );
}
