import { teacherStudentsSchema, type TeacherStudents } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teacherKeys } from './query-keys';

/** GET /teacher/getStudents: the teacher's students grouped by class (header `id` = own id). */
export function getStudents(teacherId: string, signal?: AbortSignal): Promise<TeacherStudents> {
  return apiFetch('/teacher/getStudents', {
    headers: { id: teacherId },
    schema: teacherStudentsSchema,
    signal,
  });
}

export const studentsQueryOptions = (teacherId: string) =>
  queryOptions({
    queryKey: teacherKeys.students(teacherId),
    queryFn: ({ signal }) => getStudents(teacherId, signal),
  });

export function useStudents(teacherId: string) {
  return useQuery(studentsQueryOptions(teacherId));
}
