import { answerShort, GOAL_TARGET_LABELS, type GoalArea, type TermRef } from '@pragati/domain';
import { useStudentGoals } from '../api/get-student-goals';
import { areaName } from './goal-texts';
import classes from './programme.module.css';
import { type TermGoalOutcome, termGoalRows } from './term-goals';

const OUTCOME_TEXT: Record<TermGoalOutcome, string> = {
  met: 'Met',
  continues: 'Continues next term',
  notEvaluated: 'Not evaluated yet',
};

/**
 * The goals of one term (issue 17 part 2), for the checklist screen: each goal item with its
 * target and, once its checklist is evaluated, whether it was met or continues. Give `category`
 * to show one area only. Renders nothing without goals or when they cannot be read.
 */
export function TermGoalsBanner({
  regNo,
  at,
  category,
}: {
  regNo: string;
  at: TermRef;
  category?: GoalArea;
}) {
  const query = useStudentGoals(regNo);
  const rows = termGoalRows(query.data?.goals ?? [], at, category);
  if (rows.length === 0) return null;
  const caption = category ? `Goals this term: ${areaName(category)}` : 'Goals this term';
  return (
    // On a phone the table scrolls sideways: a named, focusable region lets a keyboard scroll it.
    <div className={classes.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={classes.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {!category && <th scope="col">Area</th>}
            <th scope="col">Item</th>
            <th scope="col">Target</th>
            <th scope="col">Answer this term</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ goal, answer, outcome }) => (
            <tr key={goal.id}>
              {!category && <td>{areaName(goal.category)}</td>}
              <th scope="row">{goal.question}</th>
              <td>{GOAL_TARGET_LABELS[goal.target]}</td>
              <td>{answer === null ? '–' : answerShort(answer)}</td>
              <td>{OUTCOME_TEXT[outcome]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
