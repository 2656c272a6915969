import { Alert, Button, Stack, Text } from '@mantine/core';
import { BACKUP_MESSAGES, BACKUP_PASSPHRASE_MIN_LENGTH } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { PasswordField } from '../../../components/password-field';
import { useMsg } from '../../../i18n/i18n-provider';
import classes from './backup-page.module.css';
import { useBackupForm } from './use-backup-form';

/** Make a backup: the passphrase twice, the admin's own password; says when it has downloaded. */
export function MakeBackupForm() {
  const { values, errors, failure, savedAs, fields, change, onSubmit, making } = useBackupForm();
  const t = useTranslations('backup');
  const m = useMsg();
  return (
    <>
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
            <Button type="submit" loading={making}>
              {t('submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <div role="status" aria-live="polite" className={classes.status}>
        {making && <Text>{t('making')}</Text>}
        {savedAs && (
          <Alert color="green" title={t('made')} classNames={{ title: classes.alertTitle }}>
            <Text size="sm">{m(BACKUP_MESSAGES.done(savedAs))}</Text>
          </Alert>
        )}
      </div>
    </>
  );
}
