import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '../lib/paths';
import { readSession } from '../lib/session';
import { PageLayout } from './page-layout';

export function NotFoundPage() {
  const session = readSession();
  const t = useTranslations('app');
  return (
    <PageLayout title={t('notFoundTitle')} userId={session?.userId} withAccountActions={!!session}>
      <Text mb="md">{t('notFoundText')}</Text>
      <Anchor component={Link} to={paths.login}>
        {t('home')}
      </Anchor>
    </PageLayout>
  );
}
