import { studentListResponseSchema, type StudentListItem } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ListRole = 'admin' | 'principal';

/** GET /{admin,principal}/viewstudents: every student, list fields only. */
export async function getStudentList(role: ListRole, signal?: AbortSignal) {
  const { data } = await apiFetch(`/${role}/viewstudents`, {
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
