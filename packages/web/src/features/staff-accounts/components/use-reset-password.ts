import { RESET_MESSAGES, type Role, sameLoginId } from '@pragati/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMsg } from '../../../i18n/i18n-provider';
import { msg } from '../../../i18n/locale-state';
import { ApiError } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCheckUserForReset } from '../api/check-user-for-reset';
import { useResetPasswordConfirm } from '../api/reset-password-confirm';

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

/** Step 1: the User ID, checked with the server; its refusal stays on the field for that id. */
function useUserIdStep(onFound: (userId: string, role: Role) => void) {
  const [userId, setUserId] = useState('');
  // Step 1's refusal and the id it was about: shown on the field while it holds that id.
  const [idError, setIdError] = useState<{ message: string; userId: string } | null>(null);
  const userIdRef = useRef<HTMLInputElement>(null);
  const check = useCheckUserForReset();
  const m = useMsg();

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
        onFound(id, answer.role);
      },
      onError: (failure) => refuseId(checkFailure(failure), id),
    });
  };

  const reset = () => {
    setUserId('');
    setIdError(null);
    check.reset();
  };
  const userIdError = idError && idError.userId === userId.trim() ? m(idError.message) : undefined;
  return { userId, setUserId, userIdRef, userIdError, checking: check.isPending, onCheck, reset };
}

/** Step 2: the admin's own password confirms the reset of `step`'s account. */
function useConfirmStep(step: Step, onDone: (userId: string, temporaryPassword: string) => void) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirm = useResetPasswordConfirm();
  const m = useMsg();

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
          onDone(step.userId, answer.temporaryPassword);
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

  // Errors about the password go on its field; others (the server failed) in a line of their own.
  const passwordError = error && isPasswordMessage(error) ? m(error) : undefined;
  const onPasswordChange = (value: string) => {
    setPassword(value);
    // A password error stays until the password is typed again.
    if (passwordError) setError(null);
  };
  const reset = (all: boolean) => {
    setPassword('');
    setError(null);
    if (all) confirm.reset();
  };
  const confirming = confirm.isPending;
  return {
    password,
    onPasswordChange,
    passwordRef,
    error,
    passwordError,
    confirming,
    onConfirm,
    reset,
  };
}

/**
 * The reset's two steps and their errors. Issue 14 part 7: step 1's errors are on the User ID
 * field (focus there) and stay until the id changes; the admin's own id is still not sent.
 */
export function useResetPassword(onClose: () => void) {
  const [step, setStep] = useState<Step>({ kind: 'user' });
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { reset: resetUser, ...user } = useUserIdStep((userId, role) =>
    setStep({ kind: 'confirm', userId, role }),
  );
  const { reset: resetConfirm, ...confirm } = useConfirmStep(step, (userId, temporaryPassword) =>
    setStep({ kind: 'done', userId, temporaryPassword }),
  );

  // The submit button that had the focus is gone with its form: the focus goes to the result,
  // so a screen reader announces it (issue 26 item 11). Closing returns it to the trigger.
  useEffect(() => {
    if (step.kind === 'done') doneRef.current?.focus();
  }, [step.kind]);

  const close = () => {
    setStep({ kind: 'user' });
    resetUser();
    resetConfirm(true);
    onClose();
  };
  const back = () => {
    resetConfirm(false);
    setStep({ kind: 'user' });
  };
  return { ...user, ...confirm, step, doneRef, close, back };
}
