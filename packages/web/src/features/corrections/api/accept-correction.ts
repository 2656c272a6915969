import { type CorrectionSaved, correctionSavedSchema } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/corrections/:id/accept: the change is applied to the student's record. */
export function postAcceptCorrection(id: number): Promise<CorrectionSaved> {
  return apiFetch(`/admin/corrections/${id}/accept`, {
    method: 'POST',
    schema: correctionSavedSchema,
  });
}

export function useAcceptCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAcceptCorrection,
    // The record changed too: its details and the lists read it again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
