import { Anchor, Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { paths } from '../lib/paths';
import { PageLayout } from './page-layout';

/**
 * Shown when a screen fails to render or its code cannot be loaded (typically after a new
 * release replaced the hashed chunks: reloading fetches the new ones).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <PageLayout title="Something went wrong" withAccountActions={false}>
      <Text mb="md">This page could not be shown. Reloading usually helps.</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Anchor component={Link} to={paths.login}>
          Go to the home page
        </Anchor>
      </Group>
    </PageLayout>
  );
}
