import { Button, Group, Modal, Text } from '@mantine/core';
import type { Credential } from '@pragati/domain';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { CredentialsTable } from '../../../components/credentials-table';
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
  const t = useTranslations('admin');
  const common = useTranslations('common');
  const [downloaded, setDownloaded] = useState(false);

  const onDownload = () =>
    sheet.mutate(credentials, {
      onSuccess: () => setDownloaded(true),
      onError: (error) => toast.error(error.message || t('sheetFailed')),
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
          <Text className={classes.note}>{t('credentialsNote')}</Text>
          <div className={classes.credentialsWrap}>
            <CredentialsTable
              credentials={credentials}
              caption={t('credentialsCaption')}
              userIdLabel={t('userId')}
              passwordLabel={t('temporaryPassword')}
            />
          </div>
        </>
      )}
      <Group justify="flex-end">
        {credentials.length > 0 && (
          <Button variant="default" onClick={onDownload} loading={sheet.isPending}>
            {downloaded ? t('downloadSheetAgain') : t('downloadSheet')}
          </Button>
        )}
        <Button onClick={onDone}>{common('continue')}</Button>
      </Group>
    </Modal>
  );
}
