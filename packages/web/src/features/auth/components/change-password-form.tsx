import { Button, Group, Stack, TextInput } from '@mantine/core';
import {
  NOT_AUTHORIZED_MESSAGE,
  PASSWORD_MESSAGES,
  changePasswordFormError,
  type ChangePasswordForm as FormValues,
} from '@pragati/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslations } from 'use-intl';
import { PasswordField } from '../../../components/password-field';
import { useMsg } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { endSession, readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import classes from './auth.module.css';

const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function failureMessage(error: unknown): string {
  // The server answered `{ success: false, msg, message }`: the spec's "success is false" case.
  if (error instanceof ApiError) return error.message || PASSWORD_MESSAGES.failed;
  return (error instanceof Error && error.message) || PASSWORD_MESSAGES.requestError;
}

export interface ChangePasswordFormProps {
  /** Shown under Current Password, e.g. to say the temporary password goes there. */
  currentPasswordHint?: string;
  onCancel?: () => void;
}

/** The three passwords, checked by the domain rule, then sent; success ends the session. */
function useChangePasswordForm() {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const changePassword = useChangePassword();
  const navigate = useNavigate();

  const field = (name: keyof FormValues) => ({
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = changePasswordFormError(values);
    if (problem) return setError(problem);
    const session = readSession();
    if (!session) return setError(NOT_AUTHORIZED_MESSAGE);
    setError(null);
    changePassword.mutate(
      {
        userId: session.userId,
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      },
      {
        onSuccess: (result) => {
          if (!result.success) return setError(result.message || PASSWORD_MESSAGES.failed);
          setValues(EMPTY);
          endSession();
          toast.success(PASSWORD_MESSAGES.changedLoginAgain);
          void navigate(paths.login, { replace: true });
        },
        onError: (failure) => setError(failureMessage(failure)),
      },
    );
  };

  return { field, error, onSubmit, pending: changePassword.isPending };
}

/**
 * Current, new and confirmed password (spec sections 2 and 5). Success ends the session on the
 * server, so the user logs in again with the new password.
 */
export function ChangePasswordForm({ currentPasswordHint, onCancel }: ChangePasswordFormProps) {
  const { field, error, onSubmit, pending } = useChangePasswordForm();
  const t = useTranslations('auth');
  const common = useTranslations('common');
  const m = useMsg();

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      <Stack gap="md">
        <TextInput
          type="password"
          label={t('currentPassword')}
          description={currentPasswordHint}
          autoComplete="current-password"
          {...field('currentPassword')}
          // In the dialog the focus starts here, not on its close button (issue 26 item 17).
          data-autofocus
        />
        <PasswordField
          label={t('newPassword')}
          toggleLabel={t('showNewPassword')}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordField
          label={t('confirmPassword')}
          toggleLabel={t('showConfirmedPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {error && (
          <p role="alert" className={classes.error}>
            {m(error)}
          </p>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {common('cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {t('changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
