import { importQuestionsResponseSchema, type ImportQuestionsResponse } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { questionBankQueryOptions } from './get-question-bank';

/** POST /admin/questions/import: multipart field `file`, an .xlsx in the export layout. */
export function postQuestionBankImport(file: File): Promise<ImportQuestionsResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch('/admin/questions/import', {
    method: 'POST',
    body,
    schema: importQuestionsResponseSchema,
  });
}

export function useImportQuestionBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postQuestionBankImport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionBankQueryOptions.queryKey }),
  });
}
