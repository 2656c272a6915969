import { type StudentGoalsResponse, studentGoalsResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { goalKeys } from './query-keys';

/** GET /goals/:regNo: every goal of a student with its answers term by term (any role). */
export function getStudentGoals(
  regNo: string,
  signal?: AbortSignal,
): Promise<StudentGoalsResponse> {
  return apiFetch(`/goals/${encodeURIComponent(regNo)}`, {
    schema: studentGoalsResponseSchema,
    signal,
  });
}

export const studentGoalsQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: goalKeys.all(regNo),
    queryFn: ({ signal }) => getStudentGoals(regNo, signal),
  });

export function useStudentGoals(regNo: string) {
  return useQuery({ ...studentGoalsQueryOptions(regNo), enabled: regNo !== '' });
}
