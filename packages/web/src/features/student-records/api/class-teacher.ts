import { classTeacherResponseSchema } from '@pragati/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ListRole } from './student-list';

/** GET /{admin,principal}/teacher/{classId}: the class's teacher, or "Not assigned". */
export async function getClassTeacher(role: ListRole, classId: string, signal?: AbortSignal) {
  const { teacher } = await apiFetch(`/${role}/teacher/${encodeURIComponent(classId)}`, {
    schema: classTeacherResponseSchema,
    signal,
  });
  return teacher;
}

export const classTeacherQueryOptions = (role: ListRole, classId: string) =>
  queryOptions({
    queryKey: ['teachers', 'class', role, classId],
    queryFn: ({ signal }) => getClassTeacher(role, classId, signal),
    staleTime: 60_000,
  });

/** One lookup per distinct class (spec section 4: teacher names load per distinct class id). */
export function useClassTeachers(role: ListRole, classIds: readonly string[]) {
  return useQueries({
    queries: classIds.map((classId) => classTeacherQueryOptions(role, classId)),
    combine: (results) =>
      new Map(
        classIds.map((classId, index) => {
          const result = results[index];
          return [classId, { teacher: result?.data, error: result?.error ?? null }] as const;
        }),
      ),
  });
}
