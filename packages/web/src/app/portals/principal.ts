// The principal portal's screens as one lazy chunk (see admin.ts).
export { StaffHistoryScreen as HistoryPage } from './attendance-screens';
export { PrincipalHomeScreen as PrincipalHome } from './principal-home-screen';
export { PrincipalStudentDetailsScreen as PrincipalStudentDetailsPage } from './details-screens';
export { PrincipalStudentListPage } from '../../features/student-records/components/screens';
export { PrincipalTeacherListPage } from '../../features/teacher-accounts/components/teacher-list-page';
export { MonthlyRegisterPage } from '../../features/attendance/components/monthly-register-page';
