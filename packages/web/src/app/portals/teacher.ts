// The teacher portal's screens as one lazy chunk (see admin.ts).
export { HistoryPage } from '../../features/history/components/history-page';
export { ChecklistScreen as ChecklistPage } from './checklist-screen';
export { EvalHubPage } from '../../features/teacher/components/eval-hub-page';
export { TeacherHome } from '../../features/teacher/components/teacher-home';
export { TermEntryPage } from '../../features/teacher/components/term-entry-page';
export { TermsPage } from '../../features/teacher/components/terms-page';
export { ChooseGoalsPage } from '../../features/programme/components/choose-goals-page';
