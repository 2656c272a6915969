import { type CorrectionSaved, correctionSavedSchema } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/corrections/:id/decline: the reason is shown to the guardian. */
export function postDeclineCorrection({
  id,
  reason,
}: {
  id: number;
  reason: string;
}): Promise<CorrectionSaved> {
  return apiFetch(`/admin/corrections/${id}/decline`, {
    method: 'POST',
    body: { reason },
    schema: correctionSavedSchema,
  });
}

export function useDeclineCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeclineCorrection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['corrections'] }),
  });
}
