// The admin portal's screens as one lazy chunk: one dynamic import in the route table instead of
// one per screen keeps the login bundle's preload lists small (decisions §10 budget).
export { AdminHomeScreen as AdminHome } from './admin-home-screen';
export { AuditPage } from '../../features/audit/components/audit-page';
export { ConsentNoticePage } from '../../features/consent-notice/components/consent-notice-page';
export { AdminCorrectionsPage } from '../../features/corrections/components/admin-corrections-page';
export { BackupPage } from '../../features/backup/components/backup-page';
export { PendingTeachersPage } from '../../features/admin/components/pending-teachers-page';
export { HistoryPage } from '../../features/history/components/history-page';
export { ImportStudentsPage } from '../../features/student-import/components/import-students-page';
export { QuestionBankPage } from '../../features/question-bank/components/question-bank-page';
export { AdminStudentDetailsScreen as AdminStudentDetailsPage } from './details-screens';
export {
  BulkConsentPage,
  AdminStudentListPage,
  EditStudentPage,
  RegistrationPage,
} from '../../features/students/components/screens';
export { AdminTeacherListPage } from '../../features/teachers/components/teacher-list-page';
