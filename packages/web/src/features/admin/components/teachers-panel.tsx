import { Button, Card, Group, Title } from '@mantine/core';
import { TEACHER_MESSAGES, type RegisterTeachersResponse } from '@pragati/domain';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDownloadTeacherTemplate } from '../api/download-teacher-template';
import { useRegisterTeachers } from '../api/register-teachers';
import homeClasses from './admin-home.module.css';
import { CredentialsDialog } from './credentials-dialog';
import { ResetPasswordModal } from './reset-password-modal';
import classes from './teachers-admin.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function UploadCounts({ result }: { result: RegisterTeachersResponse }) {
  return (
    <ul className={classes.counts}>
      <li>{count(result.registered, 'teacher registered', 'teachers registered')}</li>
      <li>
        {count(result.pending, 'row with errors', 'rows with errors')} (see View Upload Errors)
      </li>
      {result.alreadyRegistered > 0 && (
        <li>
          {count(result.alreadyRegistered, 'row already registered', 'rows already registered')}
        </li>
      )}
      {result.reissued > 0 && (
        <li>
          {count(
            result.reissued,
            'teacher who had never signed in got a new temporary password',
            'teachers who had never signed in got new temporary passwords',
          )}
        </li>
      )}
    </ul>
  );
}

/**
 * Spec: Admin home Teachers panel. View, View Upload Errors, Download Spreadsheet, a file chooser
 * with Register for the bulk upload, and Reset Password.
 */
export function TeachersPanel() {
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [inputKey, setInputKey] = useState(0);
  const [result, setResult] = useState<RegisterTeachersResponse | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const template = useDownloadTeacherTemplate();
  const register = useRegisterTeachers();

  const onDownload = () =>
    template.mutate(undefined, {
      onError: (error) => toast.error(error.message || 'The template could not be downloaded.'),
    });

  const onRegister = () => {
    const file = input.current?.files?.[0];
    if (!file) return toast.error(TEACHER_MESSAGES.noFile);
    register.mutate(file, {
      onSuccess: (answer) => {
        setInputKey((k) => k + 1);
        setResult(answer);
      },
      onError: (error) => toast.error(TEACHER_MESSAGES.uploadError(error.message)),
    });
  };

  const onContinue = () => {
    setResult(null);
    toast.success(TEACHER_MESSAGES.uploaded);
    void navigate(paths.admin.editTeachers);
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="teachers">
      <Title order={2} id="teachers" className={homeClasses.panelTitle}>
        Teachers
      </Title>
      <Group>
        <Button component={Link} to={paths.admin.viewTeachers} aria-label="View teachers">
          View
        </Button>
        <Button component={Link} to={paths.admin.editTeachers} variant="default">
          View Upload Errors
        </Button>
        <Button variant="default" onClick={onDownload} loading={template.isPending}>
          Download Spreadsheet
        </Button>
        <Button variant="default" onClick={() => setResetOpen(true)}>
          Reset Password
        </Button>
      </Group>
      <div className={classes.fileRow}>
        <label className={classes.fileField} htmlFor={inputId}>
          Teacher spreadsheet (.xlsx)
          <input
            key={inputKey}
            ref={input}
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          />
        </label>
        <Button onClick={onRegister} loading={register.isPending} aria-label="Register teachers">
          Register
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {register.isPending && (
          <div className={classes.progress}>
            {/* No value: an indeterminate bar; the server reports only when it is done. */}
            <progress className={classes.progressBar} aria-label="Upload progress" />
            <p className={classes.progressText}>
              Uploading and registering teachers… a large sheet takes a few seconds.
            </p>
          </div>
        )}
      </div>
      <CredentialsDialog
        opened={result !== null}
        title="Upload result"
        credentials={result?.credentials ?? []}
        onContinue={onContinue}
      >
        {result && <UploadCounts result={result} />}
      </CredentialsDialog>
      <ResetPasswordModal opened={resetOpen} onClose={() => setResetOpen(false)} />
    </Card>
  );
}
