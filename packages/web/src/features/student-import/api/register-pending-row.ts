import {
  registerPendingStudentResponseSchema,
  type RegisterPendingStudentResponse,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PENDING_IMPORT_KEY, STUDENT_LIST_KEY } from './query-keys';

/** POST /admin/students/import/pending/:id/register: the row as saved becomes a student. */
export function postRegisterPendingRow(id: string): Promise<RegisterPendingStudentResponse> {
  return apiFetch(`/admin/students/import/pending/${encodeURIComponent(id)}/register`, {
    method: 'POST',
    schema: registerPendingStudentResponseSchema,
  });
}

export function useRegisterPendingRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRegisterPendingRow,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PENDING_IMPORT_KEY });
      await queryClient.invalidateQueries({ queryKey: STUDENT_LIST_KEY });
    },
  });
}
