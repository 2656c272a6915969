import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAdminCorrections } from '../api/admin-corrections';
import classes from './corrections.module.css';

/** The admin home's panel: how many correction requests wait, and the way to them. */
export function OpenCorrectionsPanel() {
  const open = useAdminCorrections('open');
  const count = open.data?.openCount;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="corrections">
      <Title order={2} id="corrections" className={classes.panelTitle}>
        Correction requests
      </Title>
      <Text size="sm" mb="sm">
        {open.isError
          ? 'The number of open requests could not be loaded.'
          : count === undefined
            ? 'Counting open requests...'
            : count === 0
              ? 'No open requests from guardians.'
              : `${count} open ${count === 1 ? 'request' : 'requests'} from guardians.`}
      </Text>
      <Group>
        <Button component={Link} to={paths.admin.corrections}>
          Review requests
        </Button>
      </Group>
    </Card>
  );
}
