import {
  staffAccountResponseSchema,
  type StaffAccountRequest,
  type StaffAccountResponse,
} from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/users: a principal or admin account with a temporary password (shown once). */
export function postStaffAccount(body: StaffAccountRequest): Promise<StaffAccountResponse> {
  return apiFetch('/admin/users', { method: 'POST', body, schema: staffAccountResponseSchema });
}

export function useCreateStaffAccount() {
  return useMutation({ mutationFn: postStaffAccount });
}
