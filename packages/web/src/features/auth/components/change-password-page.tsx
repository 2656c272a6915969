import { portalPathForRole } from '@pragati/domain';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { readSession } from '../../../lib/session';
import { ChangePasswordForm } from './change-password-form';

/** /changepassword (any signed-in user) and /student/changepassword. */
export function ChangePasswordPage() {
  const session = readSession();
  const t = useTranslations('auth');
  return (
    <PageLayout
      title={t('changePassword')}
      userId={session?.userId}
      backTo={portalPathForRole(session?.role)}
    >
      <ChangePasswordForm />
    </PageLayout>
  );
}
