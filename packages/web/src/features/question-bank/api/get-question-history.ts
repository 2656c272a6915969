import {
  questionHistorySchema,
  type Category,
  type QuestionHistory,
  type Section,
} from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /admin/questions/:section/:category/versions: every saved version, newest first. */
export function getQuestionHistory(section: Section, category: Category): Promise<QuestionHistory> {
  return apiFetch(`/admin/questions/${section}/${category}/versions`, {
    schema: questionHistorySchema,
  });
}

export const questionHistoryQueryOptions = (section: Section, category: Category) =>
  queryOptions({
    queryKey: ['admin', 'questions', 'history', section, category],
    queryFn: () => getQuestionHistory(section, category),
  });

export function useQuestionHistory(section: Section, category: Category, enabled: boolean) {
  return useQuery({ ...questionHistoryQueryOptions(section, category), enabled });
}
