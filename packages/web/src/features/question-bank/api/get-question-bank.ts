import { questionBankSchema, type QuestionBank } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /admin/questions: the current list of every section and category. */
export function getQuestionBank(): Promise<QuestionBank> {
  return apiFetch('/admin/questions', { schema: questionBankSchema });
}

export const questionBankQueryOptions = queryOptions({
  queryKey: ['admin', 'questions'],
  queryFn: getQuestionBank,
});

export function useQuestionBank() {
  return useQuery(questionBankQueryOptions);
}
