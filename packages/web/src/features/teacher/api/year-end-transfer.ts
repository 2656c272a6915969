import { type Section, type Year, type YearEndTransferRequest } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

// The route declares this shape inline (server evaluation routes); kept identical here.
const transferResponseSchema = z.object({
  msg: z.string(),
  outcome: z.enum(['pass', 'repeat', 'promoted', 'completed']),
  currSection: z.string().nullable(),
  currYear: z.string().nullable(),
  figures: z.object({
    personalPercent: z.number(),
    socialPercent: z.number(),
    academicPercent: z.number(),
    occupationalPercent: z.number(),
    mode: z.string().nullable(),
    yearPercent: z.number(),
  }),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

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
    schema: transferResponseSchema,
  });
}

export function useYearEndTransfer() {
  return useMutation({ mutationFn: postYearEndTransfer });
}
