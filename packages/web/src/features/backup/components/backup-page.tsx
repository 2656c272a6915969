import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import {
  BACKUP_MESSAGES,
  BACKUP_PASSPHRASE_MIN_LENGTH,
  backupRequestSchema,
} from '@pragati/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { PasswordField } from '../../../components/password-field';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { useCreateBackup } from '../api/create-backup';
import classes from './backup-page.module.css';

type Field = 'passphrase' | 'again' | 'password';
type Errors = Partial<Record<Field, string>>;

/** The server's own rule (the request schema), then the two passphrases must match. */
function checkForm(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  const parsed = backupRequestSchema.safeParse({
    password: values.password,
    passphrase: values.passphrase,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'password' ? 'password' : 'passphrase';
      errors[field] ??= issue.message;
    }
  }
  if (!errors.passphrase && values.again !== values.passphrase) {
    errors.again = BACKUP_MESSAGES.passphraseMismatch;
  }
  return errors;
}

/** What the screen says when the server refuses or the download breaks off. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BACKUP_MESSAGES.failed;
  if (error.status === 403) return error.message || BACKUP_MESSAGES.wrongPassword;
  if (error.status === 429) return error.message || BACKUP_MESSAGES.locked;
  if (error.status === 400) return error.message;
  return BACKUP_MESSAGES.failed;
}

const EMPTY = { passphrase: '', again: '', password: '' };

/**
 * Decisions §12: the admin makes a backup of the whole database, encrypted with a passphrase they
 * choose, confirmed with their own password (audited on the server). The archive downloads.
 */
export function BackupPage() {
  const session = readSession();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const create = useCreateBackup();
  const t = useTranslations('backup');
  const m = useMsg();
  const fields = {
    passphrase: useRef<HTMLInputElement>(null),
    again: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const change = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSavedAs(null);
    const found = checkForm(values);
    setErrors(found);
    const first = (['passphrase', 'again', 'password'] as const).find((f) => found[f]);
    if (first) return fields[first].current?.focus();
    create.mutate(
      { password: values.password, passphrase: values.passphrase },
      {
        onSuccess: (name) => {
          setValues(EMPTY);
          setSavedAs(name);
        },
        onError: (error) => {
          setFailure(failureMessage(error));
          // A wrong password is retyped; everything else can be tried again as it is.
          if (error instanceof ApiError && error.status === 403) {
            setValues((v) => ({ ...v, password: '' }));
            fields.password.current?.focus();
          }
        },
        // The call's password and passphrase are not kept in the query cache.
        onSettled: () => create.reset(),
      },
    );
  };

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
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <PasswordField
                ref={fields.passphrase}
                label={t('passphrase')}
                description={t('passphraseHint', { min: BACKUP_PASSPHRASE_MIN_LENGTH })}
                toggleLabel={t('showPassphrase')}
                autoComplete="new-password"
                value={values.passphrase}
                onChange={change('passphrase')}
                error={errors.passphrase && m(errors.passphrase)}
                aria-invalid={Boolean(errors.passphrase)}
                required
              />
              <PasswordField
                ref={fields.again}
                label={t('again')}
                toggleLabel={t('showAgain')}
                autoComplete="new-password"
                value={values.again}
                onChange={change('again')}
                error={errors.again && m(errors.again)}
                aria-invalid={Boolean(errors.again)}
                required
              />
              <PasswordField
                ref={fields.password}
                label={t('yourPassword')}
                description={t('passwordHint')}
                toggleLabel={t('showYourPassword')}
                autoComplete="current-password"
                value={values.password}
                onChange={change('password')}
                error={errors.password && m(errors.password)}
                aria-invalid={Boolean(errors.password)}
                required
              />
              {failure && (
                <p role="alert" className={classes.error}>
                  {m(failure)}
                </p>
              )}
              <div>
                <Button type="submit" loading={create.isPending}>
                  {t('submit')}
                </Button>
              </div>
            </Stack>
          </form>
          <div role="status" aria-live="polite" className={classes.status}>
            {create.isPending && <Text>{t('making')}</Text>}
            {savedAs && (
              <Alert color="green" title={t('made')} classNames={{ title: classes.alertTitle }}>
                <Text size="sm">{m(BACKUP_MESSAGES.done(savedAs))}</Text>
              </Alert>
            )}
          </div>
        </Card>
      </Stack>
    </PageLayout>
  );
}
