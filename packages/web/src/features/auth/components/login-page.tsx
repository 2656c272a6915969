import { Paper } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { LanguageSwitch } from '../../../i18n/language-switch';
import { PageLayout } from '../../../components/page-layout';
import { InstituteDetails } from './institute-details';
import { LoginForm, type LoginFormProps } from './login-form';
import classes from './login-page.module.css';

/**
 * The landing screen (/). A stored session never gets here: the route sends it to its portal.
 * It needs neither the router nor TanStack Query: the login screen loads without them (issue 33
 * part 2), and the host says where a login goes (LoginFormProps).
 */
export function LoginPage(props: LoginFormProps) {
  const t = useTranslations('login');
  return (
    <PageLayout title={t('title')} withAccountActions={false}>
      <div className={classes.layout}>
        <Paper withBorder shadow="sm" p="xl" radius="md" className={classes.card}>
          <div className={classes.language}>
            <LanguageSwitch />
          </div>
          <LoginForm {...props} />
        </Paper>
        <InstituteDetails />
      </div>
    </PageLayout>
  );
}
