import {
  type ReopenStudentRequest,
  type ReopenStudentResponse,
  reopenStudentResponseSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/students/:regNo/restore: a completed student goes on in the next group (issue 29 part 6). */
export function postReopenStudent({
  regNo,
  ...body
}: ReopenStudentRequest & { regNo: string }): Promise<ReopenStudentResponse> {
  return apiFetch(`/admin/students/${encodeURIComponent(regNo)}/reopen`, {
    method: 'POST',
    body,
    schema: reopenStudentResponseSchema,
  });
}

export function useReopenStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReopenStudent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['history'] }),
      ]),
  });
}
