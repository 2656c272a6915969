// The student portal's screens as one lazy chunk (see admin.ts).
export { ChangePasswordPage } from '../../features/auth/components/change-password-page';
export { StudentCorrectionsPage } from '../../features/corrections/components/student-corrections-page';
export { HistoryScreen as HistoryPage } from './attendance-screens';
export { MyDataPage } from '../../features/my-data/components/my-data-page';
export { StudentHomeScreen as StudentHome } from './student-home-screen';
export { OwnStudentDetailsScreen as OwnStudentDetailsPage } from './details-screens';
