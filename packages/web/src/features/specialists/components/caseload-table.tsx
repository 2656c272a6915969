import { Table } from '@mantine/core';
import type { CaseloadStudent } from '@pragati/domain';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { useGroupName } from '../../../lib/programme-groups';
import classes from './specialists.module.css';

/**
 * A caseload as a table (issue 31 parts 2-3): each student with their class and this month's
 * sessions of the specialist's kind, planned (per week, in the month) and delivered. `linkOf`
 * (from the portal) makes each name a link to the student's record.
 */
export function CaseloadTable(props: {
  month: string;
  students: CaseloadStudent[];
  linkOf?: (regNo: string) => string;
}) {
  const { month, students, linkOf } = props;
  const t = useTranslations('specialists.table');
  const groupName = useGroupName();
  const caption = t('caption', { month });
  // A table wider than a phone scrolls in its own box, reachable by keyboard.
  return (
    <div className={classes.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('student')}</Table.Th>
            <Table.Th scope="col">{t('class')}</Table.Th>
            <Table.Th scope="col">{t('perWeek')}</Table.Th>
            <Table.Th scope="col">{t('plannedInMonth')}</Table.Th>
            <Table.Th scope="col">{t('delivered')}</Table.Th>
            <Table.Th scope="col">{t('minutes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((s) => (
            <Table.Tr key={s.regNo}>
              <Table.Th scope="row">
                {linkOf ? (
                  <Link to={linkOf(s.regNo)} className={classes.rowLink}>
                    {s.name} ({s.regNo})
                  </Link>
                ) : (
                  `${s.name} (${s.regNo})`
                )}
              </Table.Th>
              <Table.Td>{groupName(s.classId)}</Table.Td>
              <Table.Td>{s.plannedPerWeek}</Table.Td>
              <Table.Td>{s.plannedInMonth}</Table.Td>
              <Table.Td>{s.sessions}</Table.Td>
              <Table.Td>{s.minutes}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
