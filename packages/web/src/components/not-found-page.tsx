import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { readSession } from '../lib/session';
import { PageLayout } from './page-layout';

export function NotFoundPage() {
  const session = readSession();
  return (
    <PageLayout title="Page not found" userId={session?.userId} withAccountActions={!!session}>
      <Text mb="md">There is no page at this address.</Text>
      <Anchor component={Link} to={paths.login}>
        Go to the home page
      </Anchor>
    </PageLayout>
  );
}
