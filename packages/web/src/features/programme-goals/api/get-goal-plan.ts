import { type GoalPlanResponse, goalPlanResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { goalKeys } from './query-keys';

/** GET /teacher/goals/:regNo: the latest fully evaluated term's items to choose goals from. */
export function getGoalPlan(regNo: string, signal?: AbortSignal): Promise<GoalPlanResponse> {
  return apiFetch(`/teacher/goals/${encodeURIComponent(regNo)}`, {
    schema: goalPlanResponseSchema,
    signal,
  });
}

export const goalPlanQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: goalKeys.plan(regNo),
    queryFn: ({ signal }) => getGoalPlan(regNo, signal),
  });

export function useGoalPlan(regNo: string) {
  // Not on window focus: a new revision would start the form afresh under the teacher's hands.
  return useQuery({
    ...goalPlanQueryOptions(regNo),
    enabled: regNo !== '',
    refetchOnWindowFocus: false,
  });
}
