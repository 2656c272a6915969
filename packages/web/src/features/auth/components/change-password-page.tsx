import { portalPathForRole } from '@pragati/domain';
import { PageLayout } from '../../../components/page-layout';
import { readSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';

/** /changepassword (any signed-in user) and /student/changepassword. */
export function ChangePasswordPage() {
  const session = readSession();
  return (
    <PageLayout
      title="Change Password"
      userId={session?.userId}
      backTo={portalPathForRole(session?.role)}
    >
      <ChangePasswordForm />
    </PageLayout>
  );
}
