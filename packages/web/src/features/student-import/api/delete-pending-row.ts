import { importMessageResponseSchema } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PENDING_IMPORT_KEY } from './query-keys';

/** DELETE /admin/students/import/pending/:id: the row is dropped, never registered. */
export function deletePendingRow(id: string): Promise<{ msg: string }> {
  return apiFetch(`/admin/students/import/pending/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: importMessageResponseSchema,
  });
}

export function useDeletePendingRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePendingRow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_IMPORT_KEY }),
  });
}
