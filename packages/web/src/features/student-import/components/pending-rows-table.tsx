import { Button, Group, Table } from '@mantine/core';
import {
  type ImportProblem,
  type PendingStudentRow,
  STUDENT_IMPORT_HEADERS,
  STUDENT_IMPORT_FIELDS,
} from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import classes from './import-students.module.css';

interface RowActions {
  onFix: (row: PendingStudentRow) => void;
  onDelete: (row: PendingStudentRow) => void;
}

/** The rows kept to fix, each with every reason, as typed in the sheet. */
export function PendingRowsTable({ rows, ...actions }: RowActions & { rows: PendingStudentRow[] }) {
  const t = useTranslations('studentImport.pending');
  const m = useMsg();
  // Row, the sheet's columns (the registration form's labels), then Reasons and Actions.
  const columns = [
    t('row'),
    ...STUDENT_IMPORT_FIELDS.map((field) => m(STUDENT_IMPORT_HEADERS[field])),
    t('reasons'),
    t('actions'),
  ];
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <div className={classes.tableWrap} tabIndex={0} role="group" aria-label={t('label')}>
      <Table withTableBorder striped className={classes.table}>
        <Table.Caption className={classes.caption}>
          {t('caption', { count: rows.length })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c} scope="col">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <PendingRow key={row.id} row={row} {...actions} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** One kept row as typed in the sheet, its reasons, and Fix and Delete. */
function PendingRow({ row, onFix, onDelete }: RowActions & { row: PendingStudentRow }) {
  const t = useTranslations('studentImport.pending');
  const m = useMsg();
  /** A reason as importProblemText words it, in the user's language. */
  const problemText = (p: ImportProblem) =>
    p.field === 'row' ? m(p.message) : `${m(STUDENT_IMPORT_HEADERS[p.field])}: ${m(p.message)}`;
  return (
    <Table.Tr>
      <Table.Th scope="row">{row.rowNumber}</Table.Th>
      <Table.Td>{row.regNo}</Table.Td>
      <Table.Td>{row.name}</Table.Td>
      <Table.Td>{row.regDate}</Table.Td>
      <Table.Td>{row.dob}</Table.Td>
      <Table.Td>{row.sex}</Table.Td>
      <Table.Td>{row.aadhaarMasked}</Table.Td>
      <Table.Td>{row.mobileNo}</Table.Td>
      <Table.Td>{row.section}</Table.Td>
      <Table.Td>
        <ul className={classes.reasons}>
          {row.problems.map((p) => (
            <li key={`${p.field}:${p.message}`}>{problemText(p)}</li>
          ))}
        </ul>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            className={classes.target}
            onClick={() => onFix(row)}
            aria-label={t('fixRow', { row: row.rowNumber })}
          >
            {t('fix')}
          </Button>
          <Button
            className={classes.target}
            variant="default"
            color="red"
            onClick={() => onDelete(row)}
            aria-label={t('deleteRow', { row: row.rowNumber })}
          >
            {t('delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
