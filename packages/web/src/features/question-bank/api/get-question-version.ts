import { questionVersionSchema, type QuestionVersion } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /admin/questions/versions/:versionId: one saved version with its items as they were. */
export function getQuestionVersion(versionId: number): Promise<QuestionVersion> {
  return apiFetch(`/admin/questions/versions/${versionId}`, { schema: questionVersionSchema });
}

export const questionVersionQueryOptions = (versionId: number) =>
  queryOptions({
    queryKey: ['admin', 'questions', 'version', versionId],
    queryFn: () => getQuestionVersion(versionId),
    // Versions never change.
    staleTime: Infinity,
  });

export function useQuestionVersion(versionId: number | null) {
  return useQuery({ ...questionVersionQueryOptions(versionId ?? 0), enabled: versionId !== null });
}
