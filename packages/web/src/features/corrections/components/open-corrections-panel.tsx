import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '../../../lib/paths';
import { useOpenCorrectionsCount } from '../api/open-corrections-count';
import classes from './corrections.module.css';

/** The admin home's panel: how many correction requests wait, and the way to them. */
export function OpenCorrectionsPanel() {
  const open = useOpenCorrectionsCount();
  const count = open.data?.openCount;
  const t = useTranslations('corrections');
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="corrections">
      <Title order={2} id="corrections" className={classes.panelTitle}>
        {t('panelTitle')}
      </Title>
      <Text size="sm" mb="sm">
        {open.isError
          ? t('panelError')
          : count === undefined
            ? t('panelCounting')
            : t('panelCount', { count })}
      </Text>
      <Group>
        <Button component={Link} to={paths.admin.corrections}>
          {t('review')}
        </Button>
      </Group>
    </Card>
  );
}
