import { type GoalAttainment, goalAttainmentResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /overview/goals: goal attainment per class and area in the last completed term. */
export function getGoalAttainment(): Promise<GoalAttainment> {
  return apiFetch('/overview/goals', { schema: goalAttainmentResponseSchema });
}

export const goalAttainmentQueryOptions = () =>
  queryOptions({ queryKey: ['overview', 'goals'], queryFn: getGoalAttainment });

export function useGoalAttainment() {
  return useQuery(goalAttainmentQueryOptions());
}
