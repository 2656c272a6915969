import {
  type UndoTransferRequest,
  type UndoTransferResponse,
  undoTransferResponseSchema,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /admin/students/:regNo/undo-transfer: the last year-end transfer taken back. */
export function postUndoTransfer({
  regNo,
  ...body
}: UndoTransferRequest & { regNo: string }): Promise<UndoTransferResponse> {
  return apiFetch(`/admin/students/${encodeURIComponent(regNo)}/undo-transfer`, {
    method: 'POST',
    body,
    schema: undoTransferResponseSchema,
  });
}

export function useUndoTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUndoTransfer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['history'] }),
      ]),
  });
}
