import { type PlannedRequest, plannedSavedResponseSchema } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * PUT /sessions/:regNo/planned: a student's sessions planned per week of one kind (issue 31
 * part 3). Afterwards the student's months and any caseload list are read again.
 */
export function useSavePlan(regNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlannedRequest) =>
      apiFetch(`/sessions/${encodeURIComponent(regNo)}/planned`, {
        method: 'PUT',
        body,
        schema: plannedSavedResponseSchema,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['service-sessions'] });
      void queryClient.invalidateQueries({ queryKey: ['specialists'] });
    },
  });
}
