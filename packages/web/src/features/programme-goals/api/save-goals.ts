import { type SaveGoalsRequest, saveGoalsResponseSchema } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { goalKeys } from './query-keys';

/**
 * PUT /teacher/goals/:regNo: the goals kept or set and those dropped, with the term report's
 * revision; an older revision is refused with 409 (saved in another window).
 */
export function putGoals(regNo: string, body: SaveGoalsRequest) {
  return apiFetch(`/teacher/goals/${encodeURIComponent(regNo)}`, {
    method: 'PUT',
    body,
    schema: saveGoalsResponseSchema,
  });
}

export function useSaveGoals(regNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveGoalsRequest) => putGoals(regNo, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.student(regNo) }),
  });
}
