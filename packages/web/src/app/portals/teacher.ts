// The teacher portal's screens as one lazy chunk (see admin.ts).
import type { QueryClient } from '@tanstack/react-query';
import { studentsQueryOptions } from '../../features/assessment/api/get-students';
import { teacherQueryOptions } from '../../features/assessment/api/get-teacher';

export { StaffHistoryScreen as HistoryPage } from './attendance-screens';
export { ChecklistScreen as ChecklistPage } from './checklist-screen';
export { EvalHubScreen as EvalHubPage } from './eval-hub-screen';
export {
  TeacherHomeScreen as TeacherHome,
  RegisterScreen,
  TeacherMonthlyScreen,
} from './attendance-screens';
export { TermEntryPage } from '../../features/assessment/components/term-entry-page';
export { TermsPage } from '../../features/assessment/components/terms-page';
export { ChooseGoalsPage } from '../../features/programme-goals/components/choose-goals-page';

/**
 * The teacher's home data, asked for as soon as this chunk is in after a login (issue 26 item
 * 9), not after the home has rendered: on a slow phone that render alone took seconds.
 */
export function prefetchFirstScreen(queryClient: QueryClient, userId: string): void {
  void queryClient.prefetchQuery(teacherQueryOptions(userId));
  void queryClient.prefetchQuery(studentsQueryOptions(userId));
}
