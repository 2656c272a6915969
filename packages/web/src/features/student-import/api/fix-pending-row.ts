import {
  fixPendingStudentResponseSchema,
  type FixPendingStudentResponse,
  type StudentImportRowInput,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PENDING_IMPORT_KEY } from './query-keys';

/** PUT /admin/students/import/pending/:id: saves the fixed cells; the answer has the reasons left. */
export function putFixPendingRow({
  id,
  cells,
}: {
  id: string;
  cells: StudentImportRowInput;
}): Promise<FixPendingStudentResponse> {
  return apiFetch(`/admin/students/import/pending/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: cells,
    schema: fixPendingStudentResponseSchema,
  });
}

export function useFixPendingRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putFixPendingRow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_IMPORT_KEY }),
  });
}
