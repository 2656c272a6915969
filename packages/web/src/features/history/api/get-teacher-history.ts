import { queryOptions } from '@tanstack/react-query';
import { fetchHistory, HISTORY_STALE_TIME } from './history-request';

/** GET /teacher/abc: the history of a student in one of the teacher's current classes. */
export function getTeacherHistory(regNo: string, signal?: AbortSignal) {
  return fetchHistory('/teacher/abc', regNo, signal);
}

export const teacherHistoryQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: ['history', 'teacher', regNo],
    queryFn: ({ signal }) => getTeacherHistory(regNo, signal),
    staleTime: HISTORY_STALE_TIME,
  });
