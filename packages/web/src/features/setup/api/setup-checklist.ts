import { setupChecklistResponseSchema, type SetupChecklistResponse } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /admin/setup-checklist: what the new installation still lacks (issue 26 item 15). */
export function getSetupChecklist(signal?: AbortSignal): Promise<SetupChecklistResponse> {
  return apiFetch('/admin/setup-checklist', { schema: setupChecklistResponseSchema, signal });
}

export const setupChecklistQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'setup-checklist'],
    queryFn: ({ signal }) => getSetupChecklist(signal),
  });

export function useSetupChecklist() {
  return useQuery(setupChecklistQueryOptions());
}
