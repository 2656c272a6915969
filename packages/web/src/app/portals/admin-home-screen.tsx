import { lazy, Suspense } from 'react';
import { useTranslations } from 'use-intl';
import { AdminHome } from './admin-home';
import { OpenCorrectionsPanel } from '../../features/corrections/components/open-corrections-panel';
import { DisabilityRemindersPanel } from '../../features/disability-profile/components/reminders-panel';

// Its own chunk, so the home's heading and panels never wait for the overview's code.
const ClassOverview = lazy(async () => ({
  default: (await import('../../features/overview/components/class-overview')).ClassOverview,
}));

// Features do not import each other: the home takes the overview from here (issue 14 part 4).
export function AdminHomeScreen() {
  const t = useTranslations('app');
  return (
    <AdminHome
      corrections={
        <>
          <OpenCorrectionsPanel />
          <DisabilityRemindersPanel />
        </>
      }
      overview={
        <Suspense fallback={<p role="status">{t('loadingClasses')}</p>}>
          <ClassOverview role="admin" />
        </Suspense>
      }
    />
  );
}
