import {
  deleteProbeResponseSchema,
  type SaveProbeRequest,
  saveProbeResponseSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { goalKeys } from './query-keys';

/** POST /goals/:goalId/probes: how the goal went on a day (issue 31 part 4). */
export function postProbe(goalId: number, body: SaveProbeRequest) {
  return apiFetch(`/goals/${goalId}/probes`, {
    method: 'POST',
    body,
    schema: saveProbeResponseSchema,
  });
}

/** DELETE /goals/:goalId/probes/:probeId: the author's own probe. */
export function deleteProbe(goalId: number, probeId: number) {
  return apiFetch(`/goals/${goalId}/probes/${probeId}`, {
    method: 'DELETE',
    schema: deleteProbeResponseSchema,
  });
}

/** The student's goals (and so each goal's probes and chart) reload after a change. */
export function useRecordProbe(regNo: string, goalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProbeRequest) => postProbe(goalId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.student(regNo) }),
  });
}

export function useDeleteProbe(regNo: string, goalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (probeId: number) => deleteProbe(goalId, probeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.student(regNo) }),
  });
}
