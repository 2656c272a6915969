import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../components/page-layout';
import { paths } from '../../lib/paths';
import { readSession } from '../../lib/session';

/** `overview`: the classes at a glance (features/overview), composed in by the app. */
export function PrincipalHome({ overview }: { overview?: ReactNode }) {
  const session = readSession();
  const t = useTranslations('principal');
  const a = useTranslations('attendance.register');
  return (
    <PageLayout title={t('title')} userId={session?.userId}>
      <Text mb="lg">{t('intro')}</Text>
      <Group mb="xl">
        <Button component={Link} to={paths.principal.viewTeachers}>
          {t('viewTeachers')}
        </Button>
        <Button component={Link} to={paths.principal.viewStudents}>
          {t('viewStudents')}
        </Button>
        <Button component={Link} to={paths.principal.attendanceMonth} variant="default">
          {a('monthly')}
        </Button>
      </Group>
      {overview}
    </PageLayout>
  );
}
