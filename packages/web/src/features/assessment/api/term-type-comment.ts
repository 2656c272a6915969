import { type TermCommentRequest } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { msgRevisionSchema, type MsgRevision } from './save-eval-form';

/**
 * POST /teacher/termTypeComment: the term comment ('Term evaluated') or a category's comment
 * ('checklist submitted').
 */
export function postTermTypeComment(body: TermCommentRequest): Promise<MsgRevision> {
  return apiFetch('/teacher/termTypeComment', {
    method: 'POST',
    body,
    schema: msgRevisionSchema,
  });
}

export function useTermTypeComment() {
  // Sent even when the browser reports itself offline: TanStack would pause it with no word,
  // where failing at once lets the screen say "Could not reach the server" (issue 15).
  return useMutation({ mutationFn: postTermTypeComment, networkMode: 'always' });
}
