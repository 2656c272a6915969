import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';

/** `overview`: the classes at a glance (features/overview), composed in by the app. */
export function PrincipalHome({ overview }: { overview?: ReactNode }) {
  const session = readSession();
  return (
    <PageLayout title="Principal Home" userId={session?.userId}>
      <Text mb="lg">View the institute's teachers and students.</Text>
      <Group mb="xl">
        <Button component={Link} to={paths.principal.viewTeachers}>
          View teachers
        </Button>
        <Button component={Link} to={paths.principal.viewStudents}>
          View students
        </Button>
      </Group>
      {overview}
    </PageLayout>
  );
}
