import { GOAL_AREAS, type GoalArea, type GoalTarget, type TermRef } from '@pragati/domain';
import { useMemo } from 'react';
import { useStudentGoals } from '../api/get-student-goals';
import { goalMarks } from './term-goals';

const isGoalArea = (category: string): category is GoalArea =>
  (GOAL_AREAS as readonly string[]).includes(category);

const NONE: ReadonlyMap<string, GoalTarget> = new Map();

/**
 * The goal items of one checklist (decisions §14: "the next term's checklist marks the goal
 * items"): English item text → target. Empty for recreation (graded A–E, no goals) and while the
 * goals load or cannot be read: the banner above the list says what went wrong.
 */
export function useGoalMarks(
  where: TermRef & { regNo: string; category: string },
): ReadonlyMap<string, GoalTarget> {
  const { regNo, section, year, term, category } = where;
  const goals = useStudentGoals(isGoalArea(category) ? regNo : '').data?.goals;
  return useMemo(
    () =>
      goals && isGoalArea(category) ? goalMarks(goals, { section, year, term }, category) : NONE,
    [goals, section, year, term, category],
  );
}
