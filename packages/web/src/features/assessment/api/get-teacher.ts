import { type TeacherRecordResponse, teacherRecordResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teacherKeys } from './query-keys';

export type TeacherResponse = TeacherRecordResponse;

/** GET /teacher/getTeacher: header `id` is the signed-in teacher's own login id. */
export function getTeacher(teacherId: string, signal?: AbortSignal): Promise<TeacherResponse> {
  return apiFetch('/teacher/getTeacher', {
    headers: { id: teacherId },
    schema: teacherRecordResponseSchema,
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
