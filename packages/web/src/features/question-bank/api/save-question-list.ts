import {
  saveQuestionListResponseSchema,
  type Category,
  type QuestionBank,
  type SaveQuestionListRequest,
  type SaveQuestionListResponse,
  type Section,
} from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { questionBankQueryOptions } from './get-question-bank';

export type SaveQuestionListInput = SaveQuestionListRequest & {
  section: Section;
  category: Category;
};

/** PUT /admin/questions/:section/:category: the whole ordered list becomes a new version. */
export function putQuestionList({
  section,
  category,
  ...body
}: SaveQuestionListInput): Promise<SaveQuestionListResponse> {
  return apiFetch(`/admin/questions/${section}/${category}`, {
    method: 'PUT',
    body,
    schema: saveQuestionListResponseSchema,
  });
}

export function useSaveQuestionList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putQuestionList,
    onSuccess: ({ list }) => {
      queryClient.setQueryData(
        questionBankQueryOptions.queryKey,
        (bank: QuestionBank | undefined) => {
          if (!bank) return bank;
          const data = bank.data.map((l) =>
            l.section === list.section && l.category === list.category ? list : l,
          );
          // The group's item count: an empty group's notice goes once it has items.
          const items = (code: string) =>
            data.filter((l) => l.section === code).reduce((n, l) => n + l.items.length, 0);
          return {
            data,
            groups: bank.groups.map((g) => ({ ...g, items: items(g.code) })),
          };
        },
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'questions', 'history'] });
    },
  });
}
