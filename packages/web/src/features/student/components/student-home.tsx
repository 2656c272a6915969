import { Text } from '@mantine/core';
import { PageLayout } from '../../../components/page-layout';
import { readSession } from '../../../lib/session';

export function StudentHome() {
  const session = readSession();
  return (
    <PageLayout title="Student Home" userId={session?.userId}>
      <Text>Welcome, {session?.userId}.</Text>
    </PageLayout>
  );
}
