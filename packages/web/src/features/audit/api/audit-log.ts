import { type AuditPage, auditPageSchema } from '@pragati/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiQuery, type FilterValues } from '../state/audit-view';

export interface AuditLogRequest {
  filters: FilterValues;
  limit: number;
  offset: number;
}

/** GET /admin/audit: one page of the filtered log, newest first, with the matching total. */
export function getAuditLog(request: AuditLogRequest, signal?: AbortSignal): Promise<AuditPage> {
  const { filters, limit, offset } = request;
  return apiFetch(`/admin/audit${apiQuery(filters, { limit, offset })}`, {
    schema: auditPageSchema,
    signal,
  });
}

export const auditLogQueryOptions = (request: AuditLogRequest) =>
  queryOptions({
    queryKey: ['audit', 'page', request],
    queryFn: ({ signal }) => getAuditLog(request, signal),
    // The log grows while the admin reads it: always ask again when the screen opens.
    staleTime: 0,
    // The previous page stays on screen while the next one loads (no jump to "Loading...").
    placeholderData: keepPreviousData,
    // A 400 (a filter the server refuses) is an answer, not a fault to retry.
    retry: false,
  });

export function useAuditLog(request: AuditLogRequest) {
  return useQuery(auditLogQueryOptions(request));
}
