import {
  type CorrectionRequestBody,
  type CorrectionSaved,
  correctionSavedSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /student/corrections: the guardian asks the office to correct one field. */
export function postCorrection(body: CorrectionRequestBody): Promise<CorrectionSaved> {
  return apiFetch('/student/corrections', {
    method: 'POST',
    body,
    schema: correctionSavedSchema,
  });
}

export function useAskCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCorrection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['corrections', 'own'] }),
  });
}
