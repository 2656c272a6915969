import { Table } from '@mantine/core';
import { instituteDate } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useGroupName } from '../../../lib/programme-groups';
import { useStudentAttendance } from '../api/student-attendance';

/**
 * A student's attendance (issue 31 part 1): the percentage per term as a table (details and
 * history), or one plain sentence for the easy-read home. `headingLevel` fits the screen.
 */
export function AttendanceSummary({
  regNo,
  easyRead = false,
  headingLevel = 2,
}: {
  regNo: string;
  easyRead?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('attendance.summary');
  const groupName = useGroupName();
  const month = instituteDate(new Date()).slice(0, 7);
  const attendance = useStudentAttendance(regNo, month);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!attendance.data) return null;
  const { terms, monthSummary } = attendance.data;
  if (easyRead) {
    return (
      <section aria-labelledby="attendance-heading">
        <Heading id="attendance-heading">{t('title')}</Heading>
        <p>{t('easy', { present: monthSummary.present })}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="attendance-heading">
      <Heading id="attendance-heading">{t('title')}</Heading>
      <p>{t('thisMonth', monthSummary)}</p>
      {terms.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('term')}</Table.Th>
              <Table.Th scope="col">{t('present')}</Table.Th>
              <Table.Th scope="col">{t('absent')}</Table.Th>
              <Table.Th scope="col">{t('percent')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {terms.map((term) => (
              <Table.Tr key={`${term.section}-${term.year}-${term.term}`}>
                <Table.Th scope="row">
                  {t('termLabel', {
                    section: groupName(`${term.section}_${term.year}`),
                    term: term.term,
                  })}
                </Table.Th>
                <Table.Td>{term.present}</Table.Td>
                <Table.Td>{term.absent}</Table.Td>
                <Table.Td>{term.percent === null ? '—' : `${term.percent}%`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
