import {
  type EvalFormRequest,
  type MsgRevisionResponse,
  msgRevisionResponseSchema,
} from '@pragati/domain';
import { apiFetch } from '../../../lib/api-client';

export const msgRevisionSchema = msgRevisionResponseSchema;
export type MsgRevision = MsgRevisionResponse;

/**
 * POST /teacher/eval/form: the whole list of a category, existing items first in order, added
 * ones appended. A `revision` older than the server's is refused with 409 (another window saved).
 */
export interface EvalFormInput extends Omit<EvalFormRequest, 'data'> {
  /** Answers as the screen holds them ('' while unanswered); the server checks the values. */
  data: { username?: string; questions: { question: string; answer: string }[] };
}

export function postEvalForm(body: EvalFormInput): Promise<MsgRevision> {
  return apiFetch('/teacher/eval/form', { method: 'POST', body, schema: msgRevisionSchema });
}
