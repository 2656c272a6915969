import { checkUserForResetResponseSchema, type CheckUserForResetResponse } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/checkUserForReset (the spec's path, under the API base): step 1 of a reset. */
export function postCheckUserForReset(userId: string): Promise<CheckUserForResetResponse> {
  return apiFetch('/api/checkUserForReset', {
    method: 'POST',
    body: { userId },
    schema: checkUserForResetResponseSchema,
  });
}

export function useCheckUserForReset() {
  return useMutation({ mutationFn: postCheckUserForReset });
}
