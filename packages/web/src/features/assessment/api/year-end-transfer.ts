import {
  type Section,
  type Year,
  type YearEndTransferRequest,
  type YearEndTransferResponse,
  yearEndTransferResponseSchema,
} from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type TransferResponse = YearEndTransferResponse;

export interface TransferInput {
  regNo: string;
  section: Section;
  year: Year;
  comments: YearEndTransferRequest['comments'];
}

/** POST /teacher/yearEndTransfer: headers id, section, year; body the six year comments. */
export function postYearEndTransfer(input: TransferInput): Promise<TransferResponse> {
  return apiFetch('/teacher/yearEndTransfer', {
    method: 'POST',
    headers: { id: input.regNo, section: input.section, year: input.year },
    body: { comments: input.comments },
    schema: yearEndTransferResponseSchema,
  });
}

export function useYearEndTransfer() {
  // Sent even when the browser reports itself offline: TanStack would pause it with no word,
  // where failing at once lets the screen say "Could not reach the server" (issue 15).
  return useMutation({ mutationFn: postYearEndTransfer, networkMode: 'always' });
}
