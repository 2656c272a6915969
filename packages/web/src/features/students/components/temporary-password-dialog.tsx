import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import classes from './intake/intake.module.css';

/**
 * The new student's temporary password, shown this once (decisions §2). Closing the dialog is
 * the only way on, so it cannot be dismissed by accident before it is noted.
 */
export function TemporaryPasswordDialog({
  result,
  onDone,
}: {
  result: { regNo: string; temporaryPassword: string } | null;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Modal
      opened={Boolean(result)}
      onClose={onDone}
      title="Temporary password"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      {result && (
        <>
          <Text mb="xs">
            Login ID (registration number): <strong>{result.regNo}</strong>
          </Text>
          <Text mb="xs">Temporary password:</Text>
          <p className={classes.password} data-testid="temporary-password">
            {result.temporaryPassword}
          </p>
          <Text mb="lg">
            It is shown only this once. Give it to the student or guardian; they set their own
            password at first login.
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(result.temporaryPassword)
                  .then(() => setCopied(true))
                  .catch(() => setCopied(false));
              }}
            >
              {copied ? 'Copied' : 'Copy password'}
            </Button>
            <Button onClick={onDone}>Done</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
