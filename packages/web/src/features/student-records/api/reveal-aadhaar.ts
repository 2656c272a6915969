import { aadhaarRevealResponseSchema, type AadhaarRevealResponse } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /admin/students/{regNo}/aadhaar: the full number, written to the audit log by the server.
 * A mutation, never cached: the number lives only in the dialog that shows it.
 */
export function postRevealAadhaar(regNo: string): Promise<AadhaarRevealResponse> {
  return apiFetch(`/admin/students/${encodeURIComponent(regNo)}/aadhaar`, {
    method: 'POST',
    schema: aadhaarRevealResponseSchema,
  });
}

export function useRevealAadhaar() {
  return useMutation({ mutationFn: postRevealAadhaar, gcTime: 0 });
}
