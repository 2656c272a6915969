import {
  resetPasswordConfirmResponseSchema,
  type ResetPasswordConfirmRequest,
  type ResetPasswordConfirmResponse,
} from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/resetPasswordConfirm: step 2, confirmed with the admin's own password. The answer
 * carries the user's temporary password, shown once.
 */
export function postResetPasswordConfirm(
  body: ResetPasswordConfirmRequest,
): Promise<ResetPasswordConfirmResponse> {
  return apiFetch('/api/resetPasswordConfirm', {
    method: 'POST',
    body,
    schema: resetPasswordConfirmResponseSchema,
  });
}

export function useResetPasswordConfirm() {
  return useMutation({ mutationFn: postResetPasswordConfirm });
}
