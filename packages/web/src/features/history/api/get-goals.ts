import { type StudentGoalsResponse, studentGoalsResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HISTORY_STALE_TIME } from './history-request';

/** GET /goals/:regNo: the student's programme goals with their answers term by term. */
export function getGoals(regNo: string, signal?: AbortSignal): Promise<StudentGoalsResponse> {
  return apiFetch(`/goals/${encodeURIComponent(regNo)}`, {
    schema: studentGoalsResponseSchema,
    signal,
  });
}

export const goalsQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: ['goals', regNo, 'all'] as const,
    queryFn: ({ signal }) => getGoals(regNo, signal),
    staleTime: HISTORY_STALE_TIME,
  });

/** The goals beside the history: a failure leaves the report as it is (the goals are extra). */
export function useGoals(regNo: string) {
  return useQuery({ ...goalsQueryOptions(regNo), enabled: regNo !== '', retry: false });
}
