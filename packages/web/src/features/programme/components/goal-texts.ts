import { CATEGORY_DISPLAY_NAMES, type Goal, termRefLabel } from '@pragati/domain';

/* Wording shared by the goal screens. */

export const GOALS_TITLE = 'Choose goals';

/** "Met in Term I, Preprimary-1", "Open", "Dropped in Term II, …: reason". */
export function statusText(goal: Goal): string {
  if (goal.status === 'met' && goal.metIn) return `Met in ${termRefLabel(goal.metIn)}`;
  if (goal.status === 'dropped') {
    const where = goal.droppedIn ? ` in ${termRefLabel(goal.droppedIn)}` : '';
    return `Dropped${where}${goal.dropReason ? `: ${goal.dropReason}` : ''}`;
  }
  return 'Open: carried over until met or dropped';
}

export const areaName = (category: Goal['category']) => CATEGORY_DISPLAY_NAMES[category];
