import { PageLayout } from '../../../components/page-layout';
import { readSession } from '../../../lib/session';
import classes from './auth.module.css';
import { ChangePasswordForm } from './change-password-form';

/** Where a user signed in with a temporary password must replace it before anything else. */
export function FirstLoginPage() {
  const session = readSession();
  return (
    <PageLayout title="Set a new password" userId={session?.userId}>
      <p className={classes.intro}>
        You signed in with a temporary password. Replace it with a password of your own: enter the
        temporary password, then your new password twice. You will then log in again with the new
        password.
      </p>
      <ChangePasswordForm currentPasswordHint="The temporary password you were given." />
    </PageLayout>
  );
}
