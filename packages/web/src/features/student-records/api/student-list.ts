import { studentListResponseSchema, type StudentListItem } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ListRole = 'admin' | 'principal';

/**
 * GET /{admin,principal}/viewstudents?status=all: every student, list fields only. The screen
 * filters by status itself; without the parameter the call answers active students only (what
 * the original front end, which reads no status, must show).
 */
export async function getStudentList(role: ListRole, signal?: AbortSignal) {
  const { data } = await apiFetch(`/${role}/viewstudents?status=all`, {
    schema: studentListResponseSchema,
    signal,
  });
  return data;
}

export const studentListQueryOptions = (role: ListRole) =>
  queryOptions<StudentListItem[]>({
    queryKey: ['students', 'list', role],
    queryFn: ({ signal }) => getStudentList(role, signal),
  });

export function useStudentList(role: ListRole) {
  return useQuery(studentListQueryOptions(role));
}
