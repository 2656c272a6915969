import { queryOptions } from '@tanstack/react-query';
import { fetchHistory, HISTORY_STALE_TIME } from './history-request';

/** GET /student/viewHistory: the signed-in student's own history (header id = their regNo). */
export function getStudentHistory(regNo: string, signal?: AbortSignal) {
  return fetchHistory('/student/viewHistory', regNo, signal);
}

export const studentHistoryQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: ['history', 'student', regNo],
    queryFn: ({ signal }) => getStudentHistory(regNo, signal),
    staleTime: HISTORY_STALE_TIME,
  });
