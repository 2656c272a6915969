import { Modal } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { useMsg } from '../../../i18n/i18n-provider';
import { ResetConfirmStep, ResetDoneStep, ResetUserStep } from './reset-password-steps';
import classes from './staff-accounts.module.css';
import { useResetPassword } from './use-reset-password';

/**
 * Spec: Reset Password modal (admin), two steps: the user's id, then the admin's own password.
 * Decisions §2: the result is a temporary password, shown here once. Closing resets everything.
 * Issue 14 part 7: step 1's errors are on the User ID field (focus there) and stay until the id
 * changes; the admin's own id is still not sent, but the field now says why.
 */
export function ResetPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const reset = useResetPassword(onClose);
  const { step, error, passwordError, close } = reset;
  const t = useTranslations('admin');
  const m = useMsg();
  // Errors about the password go on its field; others (the server failed) in a line of their own.
  const errorLine = error && !passwordError && (
    <p role="alert" className={classes.error}>
      {m(error)}
    </p>
  );

  return (
    <Modal opened={opened} onClose={close} title={t('resetPassword')} centered>
      {step.kind === 'user' && (
        <ResetUserStep
          inputRef={reset.userIdRef}
          userId={reset.userId}
          error={reset.userIdError}
          checking={reset.checking}
          onUserId={reset.setUserId}
          onCancel={close}
          onSubmit={reset.onCheck}
        />
      )}
      {step.kind === 'confirm' && (
        <ResetConfirmStep
          userId={step.userId}
          role={step.role}
          passwordRef={reset.passwordRef}
          password={reset.password}
          passwordError={passwordError}
          errorLine={errorLine}
          confirming={reset.confirming}
          onPassword={reset.onPasswordChange}
          onBack={reset.back}
          onSubmit={reset.onConfirm}
        />
      )}
      {step.kind === 'done' && (
        <ResetDoneStep
          doneRef={reset.doneRef}
          userId={step.userId}
          temporaryPassword={step.temporaryPassword}
          onDone={close}
        />
      )}
    </Modal>
  );
}
