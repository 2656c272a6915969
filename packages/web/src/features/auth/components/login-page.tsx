import { Paper } from '@mantine/core';
import { PageLayout } from '../../../components/page-layout';
import { InstituteDetails } from './institute-details';
import { LoginForm } from './login-form';
import classes from './login-page.module.css';

/** The landing screen (/). A stored session never gets here: the route sends it to its portal. */
export function LoginPage() {
  return (
    <PageLayout title="Login" withAccountActions={false}>
      <div className={classes.layout}>
        <Paper withBorder shadow="sm" p="xl" radius="md" className={classes.card}>
          <LoginForm />
        </Paper>
        <InstituteDetails />
      </div>
    </PageLayout>
  );
}
