import { Card, Stack, Text } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import classes from './backup-page.module.css';
import { MakeBackupForm } from './make-backup-form';

/**
 * Decisions §12: the admin makes a backup of the whole database, encrypted with a passphrase they
 * choose, confirmed with their own password (audited on the server). The archive downloads.
 */
export function BackupPage() {
  const session = readSession();
  const t = useTranslations('backup');

  return (
    <PageLayout title={t('title')} userId={session?.userId} backTo={paths.admin.home} focusTitle>
      <Stack gap="lg" className={classes.column}>
        <div className={classes.intro}>
          <Text>{t('intro')}</Text>
          <Text>{t.rich('aadhaarKey', { code: (chunks) => <code>{chunks}</code> })}</Text>
        </div>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="make">
          <h2 id="make" className={classes.heading}>
            {t('make')}
          </h2>
          <MakeBackupForm />
        </Card>
      </Stack>
    </PageLayout>
  );
}
