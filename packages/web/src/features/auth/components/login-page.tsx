import { Paper } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { LanguageSwitch } from '../../../i18n/language-switch';
import { PageLayout } from '../../../components/page-layout';
import { InstituteDetails } from './institute-details';
import { LoginForm } from './login-form';
import classes from './login-page.module.css';

/** The landing screen (/). A stored session never gets here: the route sends it to its portal. */
export function LoginPage() {
  const t = useTranslations('login');
  return (
    <PageLayout title={t('title')} withAccountActions={false}>
      <div className={classes.layout}>
        <Paper withBorder shadow="sm" p="xl" radius="md" className={classes.card}>
          <div className={classes.language}>
            <LanguageSwitch />
          </div>
          <LoginForm />
        </Paper>
        <InstituteDetails />
      </div>
    </PageLayout>
  );
}
