import { studentImportResponseSchema, type StudentImportResponse } from '@pragati/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { PENDING_IMPORT_KEY, STUDENT_LIST_KEY } from './query-keys';

/** POST /admin/students/import: multipart field `file`, the filled template. */
export function postImportStudents(file: File): Promise<StudentImportResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch('/admin/students/import', {
    method: 'POST',
    body,
    schema: studentImportResponseSchema,
  });
}

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postImportStudents,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PENDING_IMPORT_KEY });
      await queryClient.invalidateQueries({ queryKey: STUDENT_LIST_KEY });
    },
  });
}
