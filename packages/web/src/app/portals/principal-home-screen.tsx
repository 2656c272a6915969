import { lazy, Suspense } from 'react';
import { useTranslations } from 'use-intl';
import { PrincipalHome } from './principal-home';

// Its own chunk, so the home's heading and buttons never wait for the overview's code.
const ClassOverview = lazy(async () => ({
  default: (await import('../../features/overview/components/class-overview')).ClassOverview,
}));

// Issue 17 part 5: the programme goals' attainment, below the classes (its own chunk, too).
const GoalAttainment = lazy(async () => ({
  default: (await import('../../features/overview/components/goal-attainment')).GoalAttainment,
}));

// Features do not import each other: the home takes the overview from here (issue 14 part 4).
export function PrincipalHomeScreen() {
  const t = useTranslations('app');
  return (
    <PrincipalHome
      overview={
        <>
          <Suspense fallback={<p role="status">{t('loadingClasses')}</p>}>
            <ClassOverview role="principal" />
          </Suspense>
          <Suspense fallback={<p role="status">{t('loadingGoals')}</p>}>
            <GoalAttainment />
          </Suspense>
        </>
      }
    />
  );
}
