import { useQueries } from '@tanstack/react-query';
import { paths } from '../../lib/paths';
import { useLocale, useTranslations } from 'use-intl';
import { PageLayout } from '../../components/page-layout';
import { PageStatus } from '../../components/page-status';
import { HistoryPage } from '../../features/history/components/history-page';
import { PlannedVsDelivered } from '../../features/service-sessions/components/planned-vs-delivered';
import { SessionsSummary } from '../../features/service-sessions/components/sessions-summary';
import { studentGoalsQueryOptions } from '../../features/programme-goals/api/get-student-goals';
import { StudentProbes } from '../../features/programme-goals/components/student-probes';
import {
  LogSessionForm,
  type SessionGoal,
} from '../../features/service-sessions/components/log-session-form';
import { useOwnCaseload, useSpecialistKinds } from '../../features/specialists/api/specialists';
import { CaseloadTable } from '../../features/specialists/components/caseload-table';

/**
 * The specialist's home (issue 31 parts 2-3): their caseload and the session form, with the
 * open goals of their students (programme-goals) and the institute's kinds (specialists).
 */
export function SpecialistHomeScreen() {
  const t = useTranslations('specialists');
  const locale = useLocale();
  const caseload = useOwnCaseload();
  const kinds = useSpecialistKinds();
  const students = caseload.data?.students ?? [];
  const goalQueries = useQueries({
    queries: students.map((s) => studentGoalsQueryOptions(s.regNo)),
  });
  const goals: SessionGoal[] = goalQueries.flatMap((q) =>
    (q.data?.goals ?? [])
      .filter((g) => g.status === 'open')
      .map((g) => ({ id: g.id, regNo: q.data!.regNo, question: g.question })),
  );
  if (!caseload.data || !kinds.data) {
    return (
      <PageLayout title={t('home')}>
        <PageStatus />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('home')}>
      <section aria-labelledby="caseload">
        <h2 id="caseload">{t('caseload')}</h2>
        {students.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <CaseloadTable
            month={caseload.data.month}
            students={students}
            linkOf={paths.specialist.history}
          />
        )}
      </section>
      {students.length > 0 && (
        <LogSessionForm
          students={students}
          kinds={kinds.data.kinds.map((k) => ({
            code: k.code,
            label: locale === 'hi' ? k.nameHi : k.nameEn,
          }))}
          defaultKind={caseload.data.kind}
          goals={goals}
        />
      )}
    </PageLayout>
  );
}

/**
 * A caseload student's history with this month's sessions, their planned vs delivered sessions
 * by month and the open goals' probes, which the specialist records there (the history's
 * permissions; issue 31 parts 3-4); the specialist plans the sessions of their own kind only.
 */
export function SpecialistHistoryScreen() {
  const locale = useLocale();
  const caseload = useOwnCaseload();
  const kinds = useSpecialistKinds();
  const own = kinds.data?.kinds.find((k) => k.code === caseload.data?.kind);
  const planKinds = own
    ? [{ code: own.code, label: locale === 'hi' ? own.nameHi : own.nameEn }]
    : [];
  return (
    <HistoryPage
      extra={(regNo) => (
        <>
          <SessionsSummary regNo={regNo} />
          <PlannedVsDelivered key={regNo} regNo={regNo} planKinds={planKinds} />
          <StudentProbes regNo={regNo} />
        </>
      )}
    />
  );
}
