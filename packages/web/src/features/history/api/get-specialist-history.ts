import { queryOptions } from '@tanstack/react-query';
import { fetchHistory, HISTORY_STALE_TIME } from './history-request';

/** GET /specialist/viewHistory: the history of a student on the specialist's caseload. */
export function getSpecialistHistory(regNo: string, signal?: AbortSignal) {
  return fetchHistory('/specialist/viewHistory', regNo, signal);
}

export const specialistHistoryQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: ['history', 'specialist', regNo],
    queryFn: ({ signal }) => getSpecialistHistory(regNo, signal),
    staleTime: HISTORY_STALE_TIME,
  });
