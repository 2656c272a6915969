import type { GoalArea } from '@pragati/domain';
import { TermGoalsBanner } from '../../features/programme/components/term-goals-banner';
import { ChecklistPage } from '../../features/teacher/checklist/checklist-page';

// The checklist with its area's goals for the term above the list (issue 17 part 2). Features do
// not import each other, so the portal composes them. Recreation (A–E) has no goals.
export function ChecklistScreen() {
  return (
    <ChecklistPage
      goals={({ regNo, section, year, term, category }) =>
        category === 'recreational' ? null : (
          <TermGoalsBanner
            regNo={regNo}
            at={{ section, year, term }}
            category={category as GoalArea}
          />
        )
      }
    />
  );
}
