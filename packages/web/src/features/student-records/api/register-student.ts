import {
  registerStudentResponseSchema,
  type RegisterStudentResponse,
  type StudentRegistration,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/registerStudent: `{ msg, regNo, temporaryPassword }` (decisions §2). */
export function postRegisterStudent(body: StudentRegistration): Promise<RegisterStudentResponse> {
  return apiFetch('/admin/registerStudent', {
    method: 'POST',
    body,
    schema: registerStudentResponseSchema,
  });
}

export function useRegisterStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRegisterStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['students', 'list'] }),
  });
}
