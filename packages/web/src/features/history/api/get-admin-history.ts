import { queryOptions } from '@tanstack/react-query';
import { fetchHistory, HISTORY_STALE_TIME } from './history-request';

/** GET /admin/student/viewHistory: any student's history. */
export function getAdminHistory(regNo: string, signal?: AbortSignal) {
  return fetchHistory('/admin/student/viewHistory', regNo, signal);
}

export const adminHistoryQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: ['history', 'admin', regNo],
    queryFn: ({ signal }) => getAdminHistory(regNo, signal),
    staleTime: HISTORY_STALE_TIME,
  });
