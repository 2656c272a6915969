import { pendingStudentListResponseSchema, type PendingStudentListResponse } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PENDING_IMPORT_KEY } from './query-keys';

/** GET /admin/students/import/pending: rows still to fix, each with every reason. */
export function getPendingImportRows(): Promise<PendingStudentListResponse> {
  return apiFetch('/admin/students/import/pending', { schema: pendingStudentListResponseSchema });
}

export const pendingImportRowsQueryOptions = queryOptions({
  queryKey: PENDING_IMPORT_KEY,
  queryFn: getPendingImportRows,
});

export function usePendingImportRows() {
  return useQuery(pendingImportRowsQueryOptions);
}
