import {
  editPendingTeacherResponseSchema,
  type EditPendingTeacherResponse,
  type PendingTeacher,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PENDING_TEACHERS_KEY, TEACHER_LIST_KEY } from './teacher-query-keys';

export type PendingTeacherEdit = Omit<PendingTeacher, 'msg' | 'classId'> & { classId: string };

/**
 * POST /admin/editPendingTeacher/: saves the edited row; when it is now valid it becomes a
 * teacher and the answer carries the temporary password.
 */
export function postEditPendingTeacher(
  updatedTeacher: PendingTeacherEdit,
): Promise<EditPendingTeacherResponse> {
  return apiFetch('/admin/editPendingTeacher/', {
    method: 'POST',
    body: updatedTeacher,
    schema: editPendingTeacherResponseSchema,
  });
}

export function useEditPendingTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEditPendingTeacher,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PENDING_TEACHERS_KEY });
      await queryClient.invalidateQueries({ queryKey: TEACHER_LIST_KEY });
    },
  });
}
