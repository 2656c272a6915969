import {
  evaluateResponseSchema,
  type EvaluateResponse,
  type QaType,
  type Section,
  type Term,
  type Year,
} from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface EvaluateHeaders {
  id: string;
  section: Section;
  year: Year;
  term: Term;
  type: QaType;
}

/**
 * GET /teacher/evaluate: computes and stores a category's figure (idempotent on the server). It
 * changes state, so the screens run it as a mutation, not a cached query.
 */
export function getEvaluate(headers: EvaluateHeaders): Promise<EvaluateResponse> {
  return apiFetch('/teacher/evaluate', {
    headers: { ...headers },
    schema: evaluateResponseSchema,
  });
}

export function useEvaluate() {
  // Sent even when the browser reports itself offline: TanStack would pause it with no word,
  // where failing at once lets the screen say "Could not reach the server" (issue 15).
  return useMutation({ mutationFn: getEvaluate, networkMode: 'always' });
}
