import { StudentHome } from '../../features/student/components/student-home';

// Features do not import each other: the easy-read home (issue 16 part 5) takes "What I am
// learning now" (features/programme, the student's current goals, issue 17 part 4) from here,
// through its `learning` slot, shown after the report's first lines and before the areas.
export function StudentHomeScreen() {
  return <StudentHome learning={undefined} />;
}
