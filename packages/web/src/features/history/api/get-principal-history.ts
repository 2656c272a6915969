import { queryOptions } from '@tanstack/react-query';
import { fetchHistory, HISTORY_STALE_TIME } from './history-request';

/** GET /principal/student/viewHistory: any student's history, read-only. */
export function getPrincipalHistory(regNo: string, signal?: AbortSignal) {
  return fetchHistory('/principal/student/viewHistory', regNo, signal);
}

export const principalHistoryQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: ['history', 'principal', regNo],
    queryFn: ({ signal }) => getPrincipalHistory(regNo, signal),
    staleTime: HISTORY_STALE_TIME,
  });
