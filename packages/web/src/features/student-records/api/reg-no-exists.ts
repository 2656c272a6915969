import { regNoExistsResponseSchema, type RegNoExistsResponse } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /admin/students/{regNo}/exists: whether registering the number would be refused, asked
 * when step 1 of the wizard is left (issue 14 part 7). Asked afresh each time, never cached: another
 * admin may register the number meanwhile.
 */
export function getRegNoExists(regNo: string): Promise<RegNoExistsResponse> {
  return apiFetch(`/admin/students/${encodeURIComponent(regNo)}/exists`, {
    schema: regNoExistsResponseSchema,
  });
}

export function useRegNoExists() {
  return useMutation({ mutationFn: getRegNoExists, gcTime: 0 });
}
