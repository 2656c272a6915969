import { Button, Group, Modal, Table, Text } from '@mantine/core';
import type { Credential } from '@pragati/domain';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { useCredentialsSheet } from '../api/credentials-sheet';
import classes from './teachers-admin.module.css';

/**
 * New accounts with their temporary passwords, shown this once (decisions §2), with the sheet to
 * print. Only Continue closes it, so it is not dismissed by accident before the passwords are kept.
 */
export function CredentialsDialog({
  opened,
  title,
  credentials,
  children,
  onContinue,
}: {
  opened: boolean;
  title: string;
  credentials: Credential[];
  /** What happened, above the passwords. */
  children?: ReactNode;
  onContinue: () => void;
}) {
  const sheet = useCredentialsSheet();
  const [downloaded, setDownloaded] = useState(false);

  const onDownload = () =>
    sheet.mutate(credentials, {
      onSuccess: () => setDownloaded(true),
      onError: (error) => toast.error(error.message || 'The sheet could not be made.'),
    });

  const onDone = () => {
    setDownloaded(false);
    onContinue();
  };

  return (
    <Modal
      opened={opened}
      onClose={onDone}
      title={title}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      {children}
      {credentials.length > 0 && (
        <>
          <Text className={classes.note}>
            These temporary passwords are shown only this once. Download the sheet to print it, or
            note them now. Each teacher sets their own password at first login.
          </Text>
          <div className={classes.credentialsWrap}>
            <Table withTableBorder striped>
              <Table.Caption className={classes.caption}>
                New accounts and temporary passwords
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
          </div>
        </>
      )}
      <Group justify="flex-end">
        {credentials.length > 0 && (
          <Button variant="default" onClick={onDownload} loading={sheet.isPending}>
            {downloaded ? 'Download the sheet again' : 'Download credentials sheet (.xlsx)'}
          </Button>
        )}
        <Button onClick={onDone}>Continue</Button>
      </Group>
    </Modal>
  );
}
