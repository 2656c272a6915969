import { CATEGORY_DISPLAY_NAMES, classCode, type Goal, type TermRef } from '@pragati/domain';
import type { useTranslations } from 'use-intl';

import { groupNameNow as groupName } from '../../../lib/programme-groups';

/* Wording shared by the goal screens. */

export type ProgrammeT = ReturnType<typeof useTranslations<'programmeGoals'>>;

/** "Term I, Preprimary-1" in the current language, the class's name too. */
export const termRefText = (t: ProgrammeT, at: TermRef) =>
  `${t('term', { term: at.term })}, ${groupName(classCode(at.section, at.year))}`;

/** "Met in Term I, Preprimary-1", "Open", "Dropped in Term II, …: reason". */
export function statusText(t: ProgrammeT, goal: Goal): string {
  if (goal.status === 'met' && goal.metIn) return t('metIn', { term: termRefText(t, goal.metIn) });
  if (goal.status === 'dropped') {
    const status = goal.droppedIn
      ? t('droppedIn', { term: termRefText(t, goal.droppedIn) })
      : t('dropped');
    return goal.dropReason ? `${status}: ${goal.dropReason}` : status;
  }
  return t('open');
}

/** The area's name in English (a domain label): show it through `msg()`. */
export const areaName = (category: Goal['category']) => CATEGORY_DISPLAY_NAMES[category];
