import {
  type RestoreStudentRequest,
  type RestoreStudentResponse,
  restoreStudentResponseSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/students/:regNo/restore: a student who left is active again. */
export function postRestoreStudent({
  regNo,
  ...body
}: RestoreStudentRequest & { regNo: string }): Promise<RestoreStudentResponse> {
  return apiFetch(`/admin/students/${encodeURIComponent(regNo)}/restore`, {
    method: 'POST',
    body,
    schema: restoreStudentResponseSchema,
  });
}

export function useRestoreStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRestoreStudent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['history'] }),
      ]),
  });
}
