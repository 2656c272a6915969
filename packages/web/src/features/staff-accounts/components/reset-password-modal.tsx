import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { RESET_MESSAGES, type Role, sameLoginId } from '@pragati/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { PasswordField } from '../../../components/password-field';
import { useMsg } from '../../../i18n/i18n-provider';
import { msg } from '../../../i18n/locale-state';
import { ApiError } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCheckUserForReset } from '../api/check-user-for-reset';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';
import classes from './staff-accounts.module.css';

type Step =
  | { kind: 'user' }
  | { kind: 'confirm'; userId: string; role: Role }
  | { kind: 'done'; userId: string; temporaryPassword: string };

function checkFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return RESET_MESSAGES.notFound;
  return RESET_MESSAGES.checkError;
}

function resetFailure(error: unknown): string {
  if (error instanceof ApiError) return error.message || RESET_MESSAGES.failed;
  return RESET_MESSAGES.requestError;
}

/** Messages about the confirmation password itself, shown on that field. */
const PASSWORD_FIELD_MESSAGES: string[] = [
  RESET_MESSAGES.enterPassword,
  RESET_MESSAGES.wrongPassword,
];

/** The server's answers arrive in the user's language: compare with both wordings. */
const isPasswordMessage = (text: string) =>
  PASSWORD_FIELD_MESSAGES.some((known) => text === known || text === msg(known));

/**
 * Spec: Reset Password modal (admin), two steps: the user's id, then the admin's own password.
 * Decisions §2: the result is a temporary password, shown here once. Closing resets everything.
 * Issue 14 part 7: step 1's errors are on the User ID field (focus there) and stay until the id
 * changes; the admin's own id is still not sent, but the field now says why.
 */
export function ResetPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'user' });
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Step 1's refusal and the id it was about: shown on the field while it holds that id.
  const [idError, setIdError] = useState<{ message: string; userId: string } | null>(null);
  const userIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const check = useCheckUserForReset();
  const confirm = useResetPasswordConfirm();
  const t = useTranslations('admin');
  const common = useTranslations('common');
  const m = useMsg();

  // The submit button that had the focus is gone with its form: the focus goes to the result,
  // so a screen reader announces it (issue 26 item 11). Closing returns it to the trigger.
  useEffect(() => {
    if (step.kind === 'done') doneRef.current?.focus();
  }, [step.kind]);

  const close = () => {
    setStep({ kind: 'user' });
    setUserId('');
    setPassword('');
    setError(null);
    setIdError(null);
    check.reset();
    confirm.reset();
    onClose();
  };

  const refuseId = (message: string, id: string) => {
    setIdError({ message, userId: id });
    userIdRef.current?.focus();
  };

  const onCheck = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = userId.trim();
    if (!id) return refuseId(RESET_MESSAGES.enterUserId, id);
    const admin = readSession()?.userId ?? '';
    // Spec section 5: the admin's own id is not processed (nothing is sent); the field says why.
    if (sameLoginId(id, admin)) return refuseId(RESET_MESSAGES.ownIdInForm, id);
    setIdError(null);
    check.mutate(id, {
      onSuccess: (answer) => {
        if (!answer.success || !answer.role)
          return refuseId(answer.message || RESET_MESSAGES.notFound, id);
        setStep({ kind: 'confirm', userId: id, role: answer.role });
      },
      onError: (failure) => refuseId(checkFailure(failure), id),
    });
  };

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'confirm') return;
    if (!password) {
      setError(RESET_MESSAGES.enterPassword);
      return passwordRef.current?.focus();
    }
    setError(null);
    confirm.mutate(
      { userId: step.userId, adminID: readSession()?.userId ?? '', confirmationPassword: password },
      {
        onSuccess: (answer) => {
          setPassword('');
          setStep({
            kind: 'done',
            userId: step.userId,
            temporaryPassword: answer.temporaryPassword,
          });
          toast.success(RESET_MESSAGES.toast(step.userId));
        },
        onError: (failure) => {
          const message = resetFailure(failure);
          setError(message);
          if (isPasswordMessage(message)) passwordRef.current?.focus();
        },
      },
    );
  };

  const userIdError = idError && idError.userId === userId.trim() ? m(idError.message) : undefined;
  // Errors about the password go on its field; others (the server failed) in a line of their own.
  const passwordError = error && isPasswordMessage(error) ? m(error) : undefined;
  const errorLine = error && !passwordError && (
    <p role="alert" className={classes.error}>
      {m(error)}
    </p>
  );

  return (
    <Modal opened={opened} onClose={close} title={t('resetPassword')} centered>
      {step.kind === 'user' && (
        <form onSubmit={onCheck} noValidate>
          <Stack gap="md">
            <TextInput
              ref={userIdRef}
              label={t('userId')}
              error={userIdError}
              value={userId}
              onChange={(event) => setUserId(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {common('cancel')}
              </Button>
              <Button type="submit" loading={check.isPending}>
                {common('next')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {step.kind === 'confirm' && (
        <form onSubmit={onConfirm} noValidate>
          <Stack gap="md">
            <dl className={classes.note}>
              <Text component="dt" fw={600}>
                {t('userId')}
              </Text>
              <Text component="dd" ml={0} mb="xs">
                {step.userId}
              </Text>
              <Text component="dt" fw={600}>
                {t('role')}
              </Text>
              <Text component="dd" ml={0}>
                {common(`roles.${step.role}`)}
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
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                // A password error stays until the password is typed again.
                if (passwordError) setError(null);
              }}
              data-autofocus
            />
            {errorLine}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setError(null);
                  setPassword('');
                  setStep({ kind: 'user' });
                }}
              >
                {common('back')}
              </Button>
              <Button type="submit" loading={confirm.isPending}>
                {t('resetPassword')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {step.kind === 'done' && (
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
              userId: step.userId,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </Text>
          <p className={classes.password} data-testid="temporary-password">
            {step.temporaryPassword}
          </p>
          <Text size="sm">{t('shownOnce')}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>{common('done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
