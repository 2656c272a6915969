import { Button, Group, Table } from '@mantine/core';
import { importProblemText, type PendingStudentRow } from '@pragati/domain';
import classes from './import-students.module.css';

const COLUMNS = [
  'Row',
  'Registration Number',
  'Name',
  'Registration Date',
  'Date of Birth',
  'Sex',
  'Aadhar Number',
  'Mobile No.',
  'Class',
  'Reasons',
  'Actions',
] as const;

/** The rows kept to fix, each with every reason, as typed in the sheet. */
export function PendingRowsTable({
  rows,
  onFix,
  onDelete,
}: {
  rows: PendingStudentRow[];
  onFix: (row: PendingStudentRow) => void;
  onDelete: (row: PendingStudentRow) => void;
}) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <div className={classes.tableWrap} tabIndex={0} role="group" aria-label="Rows to fix">
      <Table withTableBorder striped className={classes.table}>
        <Table.Caption className={classes.caption}>
          {rows.length} {rows.length === 1 ? 'row' : 'rows'} to fix
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
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
                    <li key={`${p.field}:${p.message}`}>{importProblemText(p)}</li>
                  ))}
                </ul>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    className={classes.target}
                    onClick={() => onFix(row)}
                    aria-label={`Fix row ${row.rowNumber}`}
                  >
                    Fix
                  </Button>
                  <Button
                    className={classes.target}
                    variant="default"
                    color="red"
                    onClick={() => onDelete(row)}
                    aria-label={`Delete row ${row.rowNumber}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
