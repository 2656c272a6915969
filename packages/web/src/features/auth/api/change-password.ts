import {
  changePasswordResponseSchema,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
} from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/changepassword (the spec's path, under the API base). On success the server ends
 * every session of the user, including this one.
 */
export function postChangePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiFetch('/api/changepassword', {
    method: 'POST',
    body,
    schema: changePasswordResponseSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
