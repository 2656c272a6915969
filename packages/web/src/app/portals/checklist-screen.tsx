import type { GoalArea } from '@pragati/domain';
import { useRefreshStudentGoals } from '../../features/programme-goals/api/get-student-goals';
import { TermGoalsBanner } from '../../features/programme-goals/components/term-goals-banner';
import { useGoalMarks } from '../../features/programme-goals/components/use-goal-marks';
import { ChecklistPage } from '../../features/assessment/checklist/checklist-page';

// The checklist with its area's goals for the term above the list, each goal item marked in its
// row, and the goals read again after Evaluate, which settles them (issue 17 part 2, issue 26
// item 10). Features do not import each other, so the portal composes them. Recreation (A–E) has
// no goals.
export function ChecklistScreen() {
  const refreshGoals = useRefreshStudentGoals();
  return (
    <ChecklistPage
      goals={({ regNo, section, year, term, category }) =>
        category === 'recreational' ? null : (
          <TermGoalsBanner
            regNo={regNo}
            at={{ section, year, term }}
            category={category as GoalArea}
            probes
          />
        )
      }
      useGoalMarks={useGoalMarks}
      onEvaluated={({ regNo }) => void refreshGoals(regNo)}
    />
  );
}
