import { type StudentGoalsResponse, studentGoalsResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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

/**
 * Reloads a student's goals and plan: an Evaluate settles goals on the server (met in this term),
 * which the goal tables on screen must show at once (decisions §14), not after a reload.
 */
export function useRefreshStudentGoals() {
  const queryClient = useQueryClient();
  return useCallback(
    (regNo: string) => queryClient.invalidateQueries({ queryKey: goalKeys.student(regNo) }),
    [queryClient],
  );
}
