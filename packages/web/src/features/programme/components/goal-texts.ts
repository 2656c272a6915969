import {
  answerShort,
  CATEGORY_DISPLAY_NAMES,
  type Goal,
  GOAL_TARGET_LABELS,
  termRefLabel,
} from '@pragati/domain';

/* Wording shared by the goal screens. */

export const GOALS_TITLE = 'Choose goals';

/** "NE → PP → VP → +": a goal's answers term by term. */
export function progressText(goal: Goal): string {
  return goal.progress.length === 0
    ? '–'
    : goal.progress.map((p) => answerShort(p.answer)).join(' → ');
}

/** "Met in Term I, Preprimary-1", "Open", "Dropped in Term II, …: reason". */
export function statusText(goal: Goal): string {
  if (goal.status === 'met' && goal.metIn) return `Met in ${termRefLabel(goal.metIn)}`;
  if (goal.status === 'dropped') {
    const where = goal.droppedIn ? ` in ${termRefLabel(goal.droppedIn)}` : '';
    return `Dropped${where}${goal.dropReason ? `: ${goal.dropReason}` : ''}`;
  }
  return 'Open: carried over until met or dropped';
}

export const targetText = (goal: Pick<Goal, 'target'>) => GOAL_TARGET_LABELS[goal.target];
export const areaName = (category: Goal['category']) => CATEGORY_DISPLAY_NAMES[category];
