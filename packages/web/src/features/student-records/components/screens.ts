// The students screens, loaded together on first visit: one dynamic import keeps the route table
// (part of the login bundle) small.
export { EditStudentPage } from './edit-student-page';
export { AdminStudentListPage, PrincipalStudentListPage } from './student-list-page';
export { BulkConsentPage } from './bulk-consent-page';
