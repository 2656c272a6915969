import { Table } from '@mantine/core';
import type { Credential } from '@pragati/domain';
import classes from './credentials-table.module.css';

/**
 * New accounts with their temporary passwords (teacher upload, student import), shown once: a
 * real table with a caption, the password in a monospace font. The words come from the caller's
 * messages.
 */
export function CredentialsTable({
  credentials,
  caption,
  userIdLabel,
  passwordLabel,
}: {
  credentials: readonly Credential[];
  caption: string;
  userIdLabel: string;
  passwordLabel: string;
}) {
  return (
    <Table withTableBorder striped>
      <Table.Caption className={classes.caption}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{userIdLabel}</Table.Th>
          <Table.Th scope="col">{passwordLabel}</Table.Th>
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
  );
}
