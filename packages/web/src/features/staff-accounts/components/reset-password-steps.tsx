import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { RESET_MESSAGES, type Role } from '@pragati/domain';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useTranslations } from 'use-intl';
import { PasswordField } from '../../../components/password-field';
import { useMsg } from '../../../i18n/i18n-provider';
import classes from './staff-accounts.module.css';

/** Step 1: whose password to reset. */
export function ResetUserStep({
  inputRef,
  userId,
  error,
  checking,
  onUserId,
  onCancel,
  onSubmit,
}: {
  inputRef: Ref<HTMLInputElement>;
  userId: string;
  error: string | undefined;
  checking: boolean;
  onUserId: (userId: string) => void;
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useTranslations('admin');
  const common = useTranslations('common');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={inputRef}
          label={t('userId')}
          error={error}
          value={userId}
          onChange={(event) => onUserId(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {common('cancel')}
          </Button>
          <Button type="submit" loading={checking}>
            {common('next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Step 2: the account found, and the admin's own password to confirm the reset. */
export function ResetConfirmStep({
  userId,
  role,
  passwordRef,
  password,
  passwordError,
  errorLine,
  confirming,
  onPassword,
  onBack,
  onSubmit,
}: {
  userId: string;
  role: Role;
  passwordRef: Ref<HTMLInputElement>;
  password: string;
  passwordError: string | undefined;
  /** An error that is not about the password (the server failed), in a line of its own. */
  errorLine: ReactNode;
  confirming: boolean;
  onPassword: (password: string) => void;
  onBack: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useTranslations('admin');
  const common = useTranslations('common');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <dl className={classes.note}>
          <Text component="dt" fw={600}>
            {t('userId')}
          </Text>
          <Text component="dd" ml={0} mb="xs">
            {userId}
          </Text>
          <Text component="dt" fw={600}>
            {t('role')}
          </Text>
          <Text component="dd" ml={0}>
            {common(`roles.${role}`)}
          </Text>
        </dl>
        <PasswordField
          ref={passwordRef}
          error={passwordError}
          label={t('yourPassword')}
          description={t('confirmReset')}
          toggleLabel={t('showYourPassword')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => onPassword(event.currentTarget.value)}
          data-autofocus
        />
        {errorLine}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {common('back')}
          </Button>
          <Button type="submit" loading={confirming}>
            {t('resetPassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The result: the temporary password, shown once. */
export function ResetDoneStep({
  doneRef,
  userId,
  temporaryPassword,
  onDone,
}: {
  doneRef: Ref<HTMLParagraphElement>;
  userId: string;
  temporaryPassword: string;
  onDone: () => void;
}) {
  const t = useTranslations('admin');
  const common = useTranslations('common');
  const m = useMsg();
  return (
    <Stack gap="md">
      <p
        role="status"
        className={classes.note}
        ref={doneRef}
        tabIndex={-1}
        data-testid="reset-result"
      >
        <strong>{m(RESET_MESSAGES.success)}</strong>
      </p>
      <Text>
        {t.rich('temporaryPasswordFor', {
          userId,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </Text>
      <p className={classes.password} data-testid="temporary-password">
        {temporaryPassword}
      </p>
      <Text size="sm">{t('shownOnce')}</Text>
      <Group justify="flex-end">
        <Button onClick={onDone}>{common('done')}</Button>
      </Group>
    </Stack>
  );
}
