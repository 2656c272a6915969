import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('studentRecords.temporaryPassword');
  const [copied, setCopied] = useState(false);
  return (
    <Modal
      opened={Boolean(result)}
      onClose={onDone}
      title={t('title')}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      {result && (
        <>
          <Text mb="xs">
            {t.rich('loginId', {
              regNo: result.regNo,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </Text>
          <Text mb="xs">{t('passwordLabel')}</Text>
          <p className={classes.password} data-testid="temporary-password">
            {result.temporaryPassword}
          </p>
          <Text mb="lg">{t('shownOnce')}</Text>
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
              {copied ? t('copied') : t('copy')}
            </Button>
            <Button onClick={onDone}>{t('done')}</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
