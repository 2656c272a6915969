import {
  answerShort,
  CATEGORY_DISPLAY_NAMES,
  type Goal,
  GOAL_TARGET_LABELS,
  goalTermSummary,
  type Section,
  termLabel,
  termRefLabel,
  TERMS,
  type Year,
} from '@pragati/domain';
import { useGoals } from '../api/get-goals';
import classes from './history.module.css';

/** "NE → PP → VP → +": a goal's answers term by term. */
export const goalProgressText = (goal: Goal) =>
  goal.progress.map((p) => answerShort(p.answer)).join(' → ') || '–';

function statusText(goal: Goal): string {
  if (goal.status === 'met' && goal.metIn) return `Met in ${termRefLabel(goal.metIn)}`;
  if (goal.status === 'dropped') {
    const where = goal.droppedIn ? ` in ${termRefLabel(goal.droppedIn)}` : '';
    return `Dropped${where}${goal.dropReason ? `: ${goal.dropReason}` : ''}`;
  }
  return 'Open';
}

/**
 * Issue 17 part 3: the programme goals set in each term of one year, per area how many were set,
 * met and are open, and each goal's answers term by term (e.g. NE → PP → VP → +). Nothing is
 * shown for a student without goals, or when the goals cannot be read.
 */
export function YearGoals({
  regNo,
  section,
  year,
  idPrefix = 'history',
  level = 2,
}: {
  regNo: string;
  section: Section;
  year: Year;
  idPrefix?: string;
  level?: 2 | 3;
}) {
  const query = useGoals(regNo);
  const goals = query.data?.goals ?? [];
  if (goals.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const id = `${idPrefix}-goals`;
  const terms = TERMS.map((term) => ({ section, year, term }))
    .map((at) => ({
      at,
      summary: goalTermSummary(goals, at),
      goals: goals.filter(
        (g) => g.setIn.section === section && g.setIn.year === year && g.setIn.term === at.term,
      ),
    }))
    .filter((t) => t.goals.length > 0);

  return (
    <section aria-labelledby={id} className={classes.block}>
      <Heading id={id} className={classes.heading}>
        Programme goals
      </Heading>
      {terms.length === 0 ? (
        <p className={classes.muted}>No goals were set in this year.</p>
      ) : (
        terms.map(({ at, summary, goals: set }) => (
          <div key={at.term} className={classes.goalTerm}>
            <Sub className={classes.subheading}>Goals set after {termLabel(at.term)}</Sub>
            <ul className={classes.goalSummary}>
              {summary.map((row) => (
                <li key={row.category}>
                  {CATEGORY_DISPLAY_NAMES[row.category]}: {row.set} set, {row.met} met, {row.open}{' '}
                  open{row.dropped ? `, ${row.dropped} dropped` : ''}
                </li>
              ))}
            </ul>
            {/* On a phone the table scrolls sideways: a named, focusable region lets a keyboard scroll it. */}
            <div
              className={classes.tableWrap}
              role="region"
              aria-label={`Goals set after ${termLabel(at.term)}`}
              tabIndex={0}
            >
              <table className={classes.goalTable}>
                <caption className={classes.caption}>
                  Goals set after {termLabel(at.term)}: answers term by term
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Area</th>
                    <th scope="col">Item</th>
                    <th scope="col">Target</th>
                    <th scope="col">Answers</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {set.map((g) => (
                    <tr key={g.id}>
                      <td>{CATEGORY_DISPLAY_NAMES[g.category]}</td>
                      <th scope="row">{g.question}</th>
                      <td>{GOAL_TARGET_LABELS[g.target]}</td>
                      <td>{goalProgressText(g)}</td>
                      <td>{statusText(g)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ))
      )}
    </section>
  );
}
