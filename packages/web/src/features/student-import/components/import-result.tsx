import { Button, Table, Text, Title } from '@mantine/core';
import type { Credential, StudentImportResponse } from '@pragati/domain';
import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { useStudentCredentialsSheet } from '../api/student-credentials-sheet';
import classes from './import-students.module.css';

/** What the last upload did; the heading takes the focus when a new answer arrives. */
export function ImportResult({ result }: { result: StudentImportResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  return (
    <section className={classes.section} aria-labelledby="import-result">
      <Title
        order={2}
        id="import-result"
        ref={heading}
        tabIndex={-1}
        className={classes.sectionTitle}
      >
        Upload result
      </Title>
      <Text className={classes.note}>{result.msg}</Text>
      <ul className={classes.counts}>
        <li>Registered: {result.registered}</li>
        <li>Kept to fix: {result.pending}</li>
        <li>Duplicates skipped: {result.duplicates}</li>
      </ul>
      {result.duplicateRows.length > 0 && (
        <details>
          <summary>Rows skipped as duplicates</summary>
          <ul className={classes.counts}>
            {result.duplicateRows.map((d) => (
              <li key={d.rowNumber}>
                Row {d.rowNumber}: {d.regNo || 'no registration number'} is already registered or
                waiting to be fixed
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** The new accounts' temporary passwords, shown this once, with the sheet to print. */
export function NewAccounts({ credentials }: { credentials: Credential[] }) {
  const sheet = useStudentCredentialsSheet();
  if (credentials.length === 0) return null;
  const onDownload = () =>
    sheet.mutate(credentials, {
      onError: (e) => toast.error(e.message || 'The sheet could not be made.'),
    });
  return (
    <section className={classes.section} aria-labelledby="import-accounts">
      <Title order={2} id="import-accounts" className={classes.sectionTitle}>
        New accounts
      </Title>
      <Text className={classes.note}>
        These temporary passwords are shown only this once. Download the sheet to print it, or note
        them now. Each student sets their own password at first login.
      </Text>
      <Button
        variant="default"
        className={classes.target}
        mb="sm"
        onClick={onDownload}
        loading={sheet.isPending}
      >
        Download credentials sheet (.xlsx)
      </Button>
      <Table withTableBorder striped>
        <Table.Caption className={classes.caption}>
          {credentials.length} new {credentials.length === 1 ? 'account' : 'accounts'}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">User ID</Table.Th>
            <Table.Th scope="col">Temporary password</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {credentials.map((c) => (
            <Table.Tr key={c.userId}>
              <Table.Td>{c.userId}</Table.Td>
              <Table.Td className={classes.password}>{c.temporaryPassword}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
