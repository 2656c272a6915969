import {
  type Category,
  isGoalMet,
  type GoalTarget,
  type TermRef,
  termOrder,
} from '@pragati/domain';
import type { Executor } from '../../db/client.js';
import type { ReportItem } from '../../db/schema/index.js';
import { audit, type Actor } from '../../lib/audit.js';
import { refOf, sameTerm } from './build.js';
import { findSettleable, updateGoal } from './repository.js';

/**
 * At Evaluate of one checklist (in its transaction): each open goal of that area set in an
 * earlier term whose item this checklist answered at its target is met in this term; one met
 * here before whose answer was changed since is open again. Goals of later terms are left alone
 * (a teacher may re-evaluate an earlier term of the year).
 */
export async function settleGoals(
  tx: Executor,
  input: {
    actor: Actor;
    studentId: number;
    regNo: string;
    at: TermRef;
    category: Category;
    items: readonly ReportItem[];
  },
) {
  if (input.category === 'recreational') return;
  const { at } = input;
  const goals = await findSettleable(tx, input.studentId, input.category, at);
  const met: number[] = [];
  const reopened: number[] = [];
  for (const goal of goals) {
    if (termOrder(refOf(goal)) >= termOrder(at)) continue;
    const item = input.items.find((i) => i.itemId === goal.itemId);
    if (!item) continue;
    const reached = isGoalMet(item.answer, goal.target as GoalTarget);
    if (goal.status === 'open' && reached) {
      await updateGoal(tx, goal.id, {
        status: 'met',
        metSection: at.section,
        metYear: at.year,
        metTerm: at.term,
      });
      met.push(goal.id);
    } else if (
      goal.status === 'met' &&
      !reached &&
      goal.metSection &&
      goal.metYear &&
      goal.metTerm
    ) {
      // Only a goal met in this very term (findSettleable) and no newer open goal on the item.
      const newerOpen = goals.some(
        (g) => g.id !== goal.id && g.itemId === goal.itemId && g.status === 'open',
      );
      if (
        newerOpen ||
        !sameTerm(refOf({ section: goal.metSection, year: goal.metYear, term: goal.metTerm }), at)
      )
        continue;
      await updateGoal(tx, goal.id, {
        status: 'open',
        metSection: null,
        metYear: null,
        metTerm: null,
      });
      reopened.push(goal.id);
    }
  }
  if (met.length || reopened.length) {
    await audit(tx, {
      actor: input.actor,
      action: 'goals.met',
      target: input.regNo,
      outcome: 'success',
      detail: { ...at, category: input.category, met, reopened },
    });
  }
}
