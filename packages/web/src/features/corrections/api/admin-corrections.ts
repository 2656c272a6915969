import {
  adminCorrectionsResponseSchema,
  type AdminCorrectionsResponse,
  type CorrectionStatus,
} from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type CorrectionFilter = CorrectionStatus | 'all';

/** GET /admin/corrections?status=: the requests (open ones by default) and the open count. */
export function getAdminCorrections(
  status: CorrectionFilter,
  signal?: AbortSignal,
): Promise<AdminCorrectionsResponse> {
  return apiFetch(`/admin/corrections?status=${encodeURIComponent(status)}`, {
    schema: adminCorrectionsResponseSchema,
    signal,
  });
}

export const adminCorrectionsQueryOptions = (status: CorrectionFilter) =>
  queryOptions({
    queryKey: ['corrections', 'admin', status],
    queryFn: ({ signal }) => getAdminCorrections(status, signal),
  });

export function useAdminCorrections(status: CorrectionFilter) {
  return useQuery(adminCorrectionsQueryOptions(status));
}
