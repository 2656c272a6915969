import { pendingTeacherListResponseSchema, type PendingTeacherListResponse } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PENDING_TEACHERS_KEY } from './teacher-query-keys';

/** GET /admin/pendingTeacher: upload rows still to fix, with their reasons. */
export function getPendingTeachers(): Promise<PendingTeacherListResponse> {
  return apiFetch('/admin/pendingTeacher', { schema: pendingTeacherListResponseSchema });
}

export const pendingTeachersQueryOptions = queryOptions({
  queryKey: PENDING_TEACHERS_KEY,
  queryFn: getPendingTeachers,
});

export function usePendingTeachers() {
  return useQuery(pendingTeachersQueryOptions);
}
