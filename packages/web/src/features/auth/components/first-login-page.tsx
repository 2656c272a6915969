import { useTranslations } from 'use-intl';
import { PageLayout } from '../../../components/page-layout';
import { readSession } from '../../../lib/session';
import classes from './auth.module.css';
import { ChangePasswordForm } from './change-password-form';

/** Where a user signed in with a temporary password must replace it before anything else. */
export function FirstLoginPage() {
  const session = readSession();
  const t = useTranslations('auth');
  return (
    <PageLayout title={t('firstLoginTitle')} userId={session?.userId}>
      <p className={classes.intro}>{t('firstLoginIntro')}</p>
      <ChangePasswordForm currentPasswordHint={t('temporaryPasswordHint')} />
    </PageLayout>
  );
}
