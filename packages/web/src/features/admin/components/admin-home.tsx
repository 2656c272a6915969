import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import classes from './admin-home.module.css';
import { StaffAccountsPanel } from './staff-accounts-panel';
import { TeachersPanel } from './teachers-panel';

/**
 * `overview`: the classes at a glance (features/overview); `corrections`: the open correction
 * requests' panel (features/corrections); both composed in by the app.
 */
export function AdminHome({
  overview,
  corrections,
}: {
  overview?: ReactNode;
  corrections?: ReactNode;
}) {
  const session = readSession();
  return (
    <PageLayout title="Admin Home" userId={session?.userId}>
      {overview}
      <div className={classes.panels}>
        <TeachersPanel />
        {corrections}
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="students">
          <Title order={2} id="students" className={classes.panelTitle}>
            Students
          </Title>
          <Group>
            <Button component={Link} to={paths.admin.addStudents} aria-label="Register student">
              Register
            </Button>
            <Button
              component={Link}
              to={paths.admin.viewStudents}
              variant="default"
              aria-label="View students"
            >
              View
            </Button>
            <Button component={Link} to={paths.admin.importStudents} variant="default">
              Import from a sheet
            </Button>
            <Button component={Link} to={paths.admin.consentNotice} variant="default">
              Consent notice
            </Button>
          </Group>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="questions">
          <Title order={2} id="questions" className={classes.panelTitle}>
            Question Bank
          </Title>
          <Group>
            <Button component={Link} to={paths.admin.questions} aria-label="Open question bank">
              Open
            </Button>
          </Group>
        </Card>
        <StaffAccountsPanel />
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="backup">
          <Title order={2} id="backup" className={classes.panelTitle}>
            Backup
          </Title>
          <Text size="sm" mb="sm">
            Download an encrypted copy of every record, to keep somewhere safe.
          </Text>
          <Group>
            <Button component={Link} to={paths.admin.backup}>
              Make a backup
            </Button>
          </Group>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="audit">
          <Title order={2} id="audit" className={classes.panelTitle}>
            Audit Log
          </Title>
          <Text size="sm" mb="sm">
            Who signed in, changed or viewed what, and when; filter and export it.
          </Text>
          <Group>
            <Button component={Link} to={paths.admin.audit}>
              Open audit log
            </Button>
          </Group>
        </Card>
      </div>
    </PageLayout>
  );
}
