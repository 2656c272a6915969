import { Button, Card, Group, Title } from '@mantine/core';
import type { RegisterTeachersResponse } from '@pragati/domain';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDownloadTeacherTemplate } from '../api/download-teacher-template';
import homeClasses from '../../../components/home-panel.module.css';
import { CredentialsDialog } from './credentials-dialog';
import classes from './teachers-admin.module.css';
import { useTeacherUpload } from './use-teacher-upload';

function UploadCounts({ result }: { result: RegisterTeachersResponse }) {
  const t = useTranslations('admin');
  return (
    <ul className={classes.counts}>
      <li>{t('registeredCount', { count: result.registered })}</li>
      <li>{t('pendingCount', { count: result.pending })}</li>
      {result.alreadyRegistered > 0 && (
        <li>{t('alreadyCount', { count: result.alreadyRegistered })}</li>
      )}
      {result.reissued > 0 && <li>{t('reissuedCount', { count: result.reissued })}</li>}
    </ul>
  );
}

/**
 * Spec: Admin home Teachers panel. View, View Upload Errors, Download Spreadsheet, a file chooser
 * with Register for the bulk upload, and Reset Password. `resetPassword`: the staff accounts' reset
 * dialog (features/staff-accounts), composed in by the admin portal so features stay apart.
 */
export function TeachersPanel({
  resetPassword,
}: {
  resetPassword: (props: { opened: boolean; onClose: () => void }) => ReactNode;
}) {
  const inputId = useId();
  const { input, inputKey, result, uploading, onRegister, onContinue } = useTeacherUpload();
  const [resetOpen, setResetOpen] = useState(false);
  const template = useDownloadTeacherTemplate();
  const t = useTranslations('admin');

  const onDownload = () =>
    template.mutate(undefined, {
      onError: (error) => toast.error(error.message || t('templateFailed')),
    });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="teachers">
      <Title order={2} id="teachers" className={homeClasses.panelTitle}>
        {t('teachers')}
      </Title>
      <Group>
        <Button component={Link} to={paths.admin.viewTeachers} aria-label={t('viewTeachers')}>
          {t('view')}
        </Button>
        <Button component={Link} to={paths.admin.editTeachers} variant="default">
          {t('viewUploadErrors')}
        </Button>
        <Button variant="default" onClick={onDownload} loading={template.isPending}>
          {t('downloadSpreadsheet')}
        </Button>
        <Button variant="default" onClick={() => setResetOpen(true)}>
          {t('resetPassword')}
        </Button>
      </Group>
      <div className={classes.fileRow}>
        <label className={classes.fileField} htmlFor={inputId}>
          {t('spreadsheet')}
          <input
            key={inputKey}
            ref={input}
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          />
        </label>
        <Button onClick={onRegister} loading={uploading} aria-label={t('registerTeachers')}>
          {t('register')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {uploading && (
          <div className={classes.progress}>
            {/* No value: an indeterminate bar; the server reports only when it is done. */}
            <progress className={classes.progressBar} aria-label={t('uploadProgress')} />
            <p className={classes.progressText}>{t('uploading')}</p>
          </div>
        )}
      </div>
      <CredentialsDialog
        opened={result !== null}
        title={t('uploadResult')}
        credentials={result?.credentials ?? []}
        onContinue={onContinue}
      >
        {result && <UploadCounts result={result} />}
      </CredentialsDialog>
      {resetPassword({ opened: resetOpen, onClose: () => setResetOpen(false) })}
    </Card>
  );
}
