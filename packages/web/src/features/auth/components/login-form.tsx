import { Button, Stack, TextInput } from '@mantine/core';
import type { LoginResponse } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { PasswordField } from '../../../components/password-field';
import classes from './auth.module.css';
import { useLoginForm } from './use-login-form';

export interface LoginFormProps {
  /** The address's query (a return path, issue 26 item 17). */
  search: string;
  /**
   * Takes the user to `target` once the session is stored: the router when the app is routed,
   * the routed app's start when the login screen was loaded alone (app/login-root.tsx).
   */
  onSignedIn: (answer: LoginResponse, target: string) => void;
}

export function LoginForm({ search, onSignedIn }: LoginFormProps) {
  const {
    form,
    id,
    setId,
    password,
    setPassword,
    institute,
    setInstitute,
    error,
    submitting,
    onSubmit,
  } = useLoginForm(search, onSignedIn);
  const t = useTranslations('login');

  return (
    <form
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className={classes.form}
      aria-label={t('title')}
      aria-busy={submitting || undefined}
    >
      <Stack gap="md">
        <TextInput
          label={t('userId')}
          name="id"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={id}
          onChange={(event) => setId(event.currentTarget.value)}
        />
        <PasswordField
          label={t('password')}
          name="password"
          toggleLabel={t('showPassword')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {institute !== null && (
          <TextInput
            label={t('instituteCode')}
            description={t('instituteCodeHint')}
            name="institute"
            autoCapitalize="none"
            spellCheck={false}
            value={institute}
            onChange={(event) => setInstitute(event.currentTarget.value)}
          />
        )}
        {error && (
          <p role="alert" className={classes.error}>
            {error}
          </p>
        )}
        <Button type="submit" loading={submitting} aria-busy={submitting || undefined} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
