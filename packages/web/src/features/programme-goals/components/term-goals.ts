import {
  type Goal,
  type GoalArea,
  type GoalTarget,
  type TermRef,
  termOrder,
} from '@pragati/domain';

/*
 * Which goals a term's checklist works on and where each stands (issue 17 part 2): the goals set
 * before this term and still open, or met in it, with the outcome once the area is evaluated.
 */

export type TermGoalOutcome = 'met' | 'continues' | 'notEvaluated';
export interface TermGoalRow {
  goal: Goal;
  /** This term's answer once its checklist is evaluated, else null. */
  answer: string | null;
  outcome: TermGoalOutcome;
}

const same = (a: TermRef | null, b: TermRef) =>
  a !== null && a.section === b.section && a.year === b.year && a.term === b.term;

export function termGoalRows(
  goals: readonly Goal[],
  at: TermRef,
  category?: GoalArea,
): TermGoalRow[] {
  return goals
    .filter((g) => (category ? g.category === category : true))
    .filter((g) => termOrder(g.setIn) < termOrder(at))
    .filter((g) => g.status === 'open' || same(g.metIn, at))
    .map((goal) => {
      const entry = goal.progress.find((p) => same(p, at));
      const outcome: TermGoalOutcome = same(goal.metIn, at)
        ? 'met'
        : entry
          ? 'continues'
          : 'notEvaluated';
      return { goal, answer: entry?.answer ?? null, outcome };
    });
}

/**
 * The English item text → target of this term's goals in one area, to mark the goal items in the
 * checklist's rows (decisions §14). By text: a term's checklist items carry no bank id, and a
 * goal's question is the bank's English text, which the term copied.
 */
export function goalMarks(
  goals: readonly Goal[],
  at: TermRef,
  category?: GoalArea,
): Map<string, GoalTarget> {
  return new Map(termGoalRows(goals, at, category).map((r) => [r.goal.question, r.goal.target]));
}
