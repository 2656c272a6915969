import { Text } from '@mantine/core';
import { useTranslations } from 'use-intl';
import { PageLayout } from '../../components/page-layout';
import { CreateInstituteForm } from '../../features/network/components/create-institute-form';
import { InstitutesPanel } from '../../features/network/components/institutes-panel';
import { NetworkActivity } from '../../features/network/components/network-activity';
import { NetworkOverview } from '../../features/network/components/network-overview';
import { readSession } from '../../lib/session';

/** The network office's home (issue 28 part 4): institutes, a new institute, the overview, and
 * the office's own activity. */
export function NetworkHome() {
  const session = readSession();
  const t = useTranslations('network');
  return (
    <PageLayout title={t('title')} userId={session?.userId}>
      <Text mb="lg">{t('intro')}</Text>
      <InstitutesPanel />
      <CreateInstituteForm />
      <NetworkOverview />
      <NetworkActivity />
    </PageLayout>
  );
}
