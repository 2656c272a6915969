import { registerTeachersResponseSchema, type RegisterTeachersResponse } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PENDING_TEACHERS_KEY, TEACHER_LIST_KEY } from './teacher-query-keys';

/** POST /admin/registerTeacher: multipart field `file`, the filled template. */
export function postRegisterTeachers(file: File): Promise<RegisterTeachersResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch('/admin/registerTeacher', {
    method: 'POST',
    body,
    schema: registerTeachersResponseSchema,
  });
}

export function useRegisterTeachers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRegisterTeachers,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PENDING_TEACHERS_KEY });
      await queryClient.invalidateQueries({ queryKey: TEACHER_LIST_KEY });
    },
  });
}
