// The admin portal's screens as one lazy chunk: one dynamic import in the route table instead of
// one per screen keeps the login bundle's preload lists small (decisions §10 budget).
export { AdminHomeScreen as AdminHome } from './admin-home-screen';
export { AuditPage } from '../../features/audit/components/audit-page';
export { ConsentNoticePage } from '../../features/consent/components/consent-notice-page';
export { AdminCorrectionsPage } from '../../features/corrections/components/admin-corrections-page';
export { BackupPage } from '../../features/backup/components/backup-page';
export { PendingTeachersPage } from '../../features/teacher-accounts/components/pending-teachers-page';
export { AdminHistoryScreen as HistoryPage } from './attendance-screens';
export { ImportStudentsPage } from '../../features/student-import/components/import-students-page';
export { QuestionBankPage } from '../../features/question-bank/components/question-bank-page';
export { AdminStudentDetailsScreen as AdminStudentDetailsPage } from './details-screens';
export {
  BulkConsentPage,
  AdminStudentListPage,
  EditStudentPage,
} from '../../features/student-records/components/screens';
export { RegistrationScreen as RegistrationPage } from './registration-screen';
export { AdminTeacherListPage } from '../../features/teacher-accounts/components/teacher-list-page';
export { InstituteSettingsPage } from '../../features/institute-settings/components/institute-settings-page';
export { HolidaysPage } from '../../features/attendance/components/holidays-page';
export { MonthlyRegisterPage } from '../../features/attendance/components/monthly-register-page';
export { ProgrammeStructurePage } from '../../features/programme-structure/components/programme-structure-page';
export { AdminCaseloadScreen as CaseloadPage } from './caseload-screen';
