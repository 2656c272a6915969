import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { teacherKeys } from './query-keys';

// The route declares this shape inline (server evaluation routes); kept identical here.
const teacherResponseSchema = z.object({
  data: z.object({
    teacherId: z.string(),
    teacherName: z.string(),
    classId: z.array(z.string()),
  }),
});
export type TeacherResponse = z.infer<typeof teacherResponseSchema>;

/** GET /teacher/getTeacher: header `id` is the signed-in teacher's own login id. */
export function getTeacher(teacherId: string, signal?: AbortSignal): Promise<TeacherResponse> {
  return apiFetch('/teacher/getTeacher', {
    headers: { id: teacherId },
    schema: teacherResponseSchema,
    signal,
  });
}

export const teacherQueryOptions = (teacherId: string) =>
  queryOptions({
    queryKey: teacherKeys.profile(teacherId),
    queryFn: ({ signal }) => getTeacher(teacherId, signal),
    staleTime: 5 * 60_000,
  });

export function useTeacher(teacherId: string) {
  return useQuery(teacherQueryOptions(teacherId));
}
