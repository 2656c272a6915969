import {
  type DeleteStudentRequest,
  type DeleteStudentResponse,
  deleteStudentResponseSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/deleteStudent: withdraws the student (status left; decisions §7). */
export function postWithdrawStudent(body: DeleteStudentRequest): Promise<DeleteStudentResponse> {
  return apiFetch('/admin/deleteStudent', {
    method: 'POST',
    body,
    schema: deleteStudentResponseSchema,
  });
}

/** The student's details, the lists and the history record all show the status. */
export function useWithdrawStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdrawStudent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['history'] }),
      ]),
  });
}
