import {
  type Goal,
  type GoalArea,
  GOAL_MESSAGES,
  type GoalPlanResponse,
  type GoalTarget,
  type SaveGoalsRequest,
  targetsAbove,
} from '@pragati/domain';

/*
 * The choose-goals screen's state as a pure reducer: per item whether it is a goal, its target,
 * notes, and, for a goal carried over from an earlier term that the teacher unticks, the reason
 * it is dropped (decisions §14).
 */

export type Plan = NonNullable<GoalPlanResponse['plan']>;

export interface Choice {
  itemId: number;
  category: GoalArea;
  question: string;
  answer: string | null;
  /** The goal already on this item, if any (open, or set in this term and met or dropped). */
  goal: Goal | null;
  /** An open goal from an earlier term: unticking it drops it, which needs a reason. */
  carried: boolean;
  /** Met or dropped already: shown, not changed here. */
  settled: boolean;
  chosen: boolean;
  target: GoalTarget | '';
  notes: string;
  reason: string;
}

export interface GoalChoices {
  term: Pick<Plan, 'section' | 'year' | 'term' | 'revision'>;
  choices: Choice[];
  /** Errors are shown once the teacher has tried to save. */
  showErrors: boolean;
}

export type GoalAction =
  | { type: 'toggle'; itemId: number }
  | { type: 'target'; itemId: number; target: GoalTarget }
  | { type: 'notes'; itemId: number; notes: string }
  | { type: 'reason'; itemId: number; reason: string }
  | { type: 'tried' }
  | { type: 'reset'; plan: Plan };

const sameTerm = (a: Goal['setIn'], b: Pick<Plan, 'section' | 'year' | 'term'>) =>
  a.section === b.section && a.year === b.year && a.term === b.term;

function choiceOf(
  plan: Plan,
  item: { itemId: number; question: string; answer: string | null; goal: Goal | null },
  category: GoalArea,
): Choice {
  const goal = item.goal;
  const open = goal?.status === 'open';
  return {
    itemId: item.itemId,
    category,
    question: item.question,
    answer: item.answer,
    goal,
    carried: open && !sameTerm(goal.setIn, plan),
    settled: goal !== null && !open,
    chosen: open,
    target: open ? goal.target : '',
    notes: open ? goal.notes : '',
    reason: '',
  };
}

export function initialChoices(plan: Plan): GoalChoices {
  const choices = plan.areas.flatMap((area) =>
    area.items.map((item) => choiceOf(plan, item, area.category)),
  );
  for (const goal of plan.elsewhere) {
    choices.push(
      choiceOf(
        plan,
        { itemId: goal.itemId, question: goal.question, answer: null, goal },
        goal.category,
      ),
    );
  }
  const { section, year, term, revision } = plan;
  return { term: { section, year, term, revision }, choices, showErrors: false };
}

export function goalChoicesReducer(state: GoalChoices, action: GoalAction): GoalChoices {
  if (action.type === 'reset') return initialChoices(action.plan);
  if (action.type === 'tried') return { ...state, showErrors: true };
  const update = (patch: (c: Choice) => Partial<Choice>) => ({
    ...state,
    choices: state.choices.map((c) =>
      c.itemId === action.itemId && !c.settled ? { ...c, ...patch(c) } : c,
    ),
  });
  switch (action.type) {
    case 'toggle':
      return update((c) => ({ chosen: !c.chosen }));
    case 'target':
      return update(() => ({ target: action.target }));
    case 'notes':
      return update(() => ({ notes: action.notes }));
    case 'reason':
      return update(() => ({ reason: action.reason }));
  }
}

export const GOAL_SCREEN_MESSAGES = {
  chooseTarget: 'Choose a target level for this goal.',
  fixErrors: 'Some goals need a target level or a reason: see the marked items.',
} as const;

/** What is missing on one item, or null. */
export function choiceError(choice: Choice): string | null {
  if (choice.settled) return null;
  if (choice.chosen && !choice.target) return GOAL_SCREEN_MESSAGES.chooseTarget;
  if (choice.carried && !choice.chosen && !choice.reason.trim()) return GOAL_MESSAGES.dropReason;
  return null;
}

/** The targets offered for an item: above its answer this term (any, when it was not asked). */
export const targetsFor = (choice: Choice): GoalTarget[] =>
  choice.answer === null ? ['C-P2', 'C-P1', 'Yes'] : targetsAbove(choice.answer);

/** The request body, or null while an item still has an error. */
export function saveRequest(state: GoalChoices): SaveGoalsRequest | null {
  if (state.choices.some((c) => choiceError(c) !== null)) return null;
  const live = state.choices.filter((c) => !c.settled);
  return {
    ...state.term,
    goals: live
      .filter((c) => c.chosen && c.target)
      .map((c) => ({ itemId: c.itemId, target: c.target as GoalTarget, notes: c.notes.trim() })),
    drops: live
      .filter((c) => c.carried && !c.chosen)
      .map((c) => ({ itemId: c.itemId, reason: c.reason.trim() })),
  };
}
