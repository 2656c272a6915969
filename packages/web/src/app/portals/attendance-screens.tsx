import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useLocale, useTranslations } from 'use-intl';
import { PageStatus } from '../../components/page-status';
import { useTeacher } from '../../features/assessment/api/get-teacher';
import { TeacherHome } from '../../features/assessment/components/teacher-home';
import { AttendanceSummary } from '../../features/attendance/components/attendance-summary';
import { SessionsSummary } from '../../features/service-sessions/components/sessions-summary';
import {
  type PlanKind,
  PlannedVsDelivered,
} from '../../features/service-sessions/components/planned-vs-delivered';
import { useSpecialistKinds } from '../../features/specialists/api/specialists';
import { HistoryPage } from '../../features/history/components/history-page';
import { MonthlyRegisterPage } from '../../features/attendance/components/monthly-register-page';
import { RegisterPage } from '../../features/attendance/components/register-page';
import { paths } from '../../lib/paths';
import { readSession } from '../../lib/session';

// Features do not import each other: the teacher's classes (assessment) reach the register
// (attendance) from here (issue 31).

function useTeacherClasses(): string[] | undefined {
  const teacher = useTeacher(readSession()?.userId ?? '');
  return teacher.data?.data.classId;
}

/** /teacher: the home with today's register one tap away. */
export function TeacherHomeScreen() {
  const t = useTranslations('attendance.register');
  return (
    <TeacherHome
      actions={
        <Group mb="md">
          <Button component={Link} to={paths.teacher.attendance}>
            {t('title')}
          </Button>
          <Button component={Link} to={paths.teacher.attendanceMonth} variant="default">
            {t('monthly')}
          </Button>
        </Group>
      }
    />
  );
}

/** /teacher/attendance: today's register of the teacher's classes. */
export function RegisterScreen() {
  const t = useTranslations('attendance.register');
  const classIds = useTeacherClasses();
  if (!classIds) return <PageStatus />;
  return (
    <RegisterPage
      classIds={classIds}
      monthlyLink={
        <Button component={Link} to={paths.teacher.attendanceMonth} variant="default" mt="lg">
          {t('monthly')}
        </Button>
      }
    />
  );
}

/** /teacher/attendance/month: the monthly register of the teacher's classes. */
export function TeacherMonthlyScreen() {
  const classIds = useTeacherClasses();
  if (!classIds) return <PageStatus />;
  return <MonthlyRegisterPage classIds={classIds} />;
}

/** The history report with the student's attendance per term below it (every role). */
export const HistoryScreen = () => (
  <HistoryPage
    extra={(regNo) => (
      <>
        <AttendanceSummary regNo={regNo} />
        <SessionsSummary regNo={regNo} />
      </>
    )}
  />
);

/** The staff's history report: attendance per term, then planned vs delivered sessions by month. */
function StaffHistory({ planKinds }: { planKinds: PlanKind[] }) {
  return (
    <HistoryPage
      extra={(regNo) => (
        <>
          <AttendanceSummary regNo={regNo} />
          <PlannedVsDelivered key={regNo} regNo={regNo} planKinds={planKinds} />
        </>
      )}
    />
  );
}

/** The teacher's and principal's history report: they read the plans, they do not set them. */
export const StaffHistoryScreen = () => <StaffHistory planKinds={[]} />;

/** The admin's history report: the admin plans sessions of every kind (issue 31 part 3). */
export function AdminHistoryScreen() {
  const locale = useLocale();
  const kinds = useSpecialistKinds();
  const planKinds = (kinds.data?.kinds ?? []).map((k) => ({
    code: k.code,
    label: locale === 'hi' ? k.nameHi : k.nameEn,
  }));
  return <StaffHistory planKinds={planKinds} />;
}
