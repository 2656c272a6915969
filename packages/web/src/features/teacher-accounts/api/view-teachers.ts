import { teacherListResponseSchema, type Teacher } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type TeacherListRole = 'admin' | 'principal';

/** GET /{role}/viewTeacher: every teacher with their classes. */
export async function getTeachers(role: TeacherListRole): Promise<Teacher[]> {
  const { data } = await apiFetch(`/${role}/viewTeacher`, { schema: teacherListResponseSchema });
  return data;
}

/** Key prefix 'teachers': the admin feature refreshes it after uploads and pending fixes. */
export const teachersQueryOptions = (role: TeacherListRole) =>
  queryOptions({ queryKey: ['teachers', role], queryFn: () => getTeachers(role) });

export function useTeachers(role: TeacherListRole) {
  return useQuery(teachersQueryOptions(role));
}
