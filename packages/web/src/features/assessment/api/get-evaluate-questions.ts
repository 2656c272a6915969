import { type EvaluateQuestionsResponse, evaluateQuestionsResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teacherKeys } from './query-keys';

export type QuestionsResponse = EvaluateQuestionsResponse;

/** GET /teacher/evaluate/questions: every section with its term reports and items. */
export function getEvaluateQuestions(
  regNo: string,
  signal?: AbortSignal,
): Promise<QuestionsResponse> {
  return apiFetch('/teacher/evaluate/questions', {
    headers: { id: regNo },
    schema: evaluateQuestionsResponseSchema,
    signal,
  });
}

export const evaluateQuestionsQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: teacherKeys.questions(regNo),
    queryFn: ({ signal }) => getEvaluateQuestions(regNo, signal),
    // A refetch while answers are being chosen is reconciled, but there is no need to invite it.
    refetchOnWindowFocus: false,
  });

export function useEvaluateQuestions(regNo: string) {
  // Nothing to ask for before a student is chosen.
  return useQuery({ ...evaluateQuestionsQueryOptions(regNo), enabled: regNo !== '' });
}
