import {
  teacherMessageResponseSchema,
  type PendingTeacher,
  type TeacherMessageResponse,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PENDING_TEACHERS_KEY } from './teacher-query-keys';

/** POST /admin/deletePendingTeacher/: the body is the pending record. */
export function postDeletePendingTeacher(record: PendingTeacher): Promise<TeacherMessageResponse> {
  return apiFetch('/admin/deletePendingTeacher/', {
    method: 'POST',
    body: record,
    schema: teacherMessageResponseSchema,
  });
}

export function useDeletePendingTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeletePendingTeacher,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_TEACHERS_KEY }),
  });
}
