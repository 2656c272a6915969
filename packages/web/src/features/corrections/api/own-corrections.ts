import { studentCorrectionsResponseSchema, type StudentCorrectionsResponse } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /student/corrections: the signed-in student's requests and their outcomes, newest first. */
export function getOwnCorrections(signal?: AbortSignal): Promise<StudentCorrectionsResponse> {
  return apiFetch('/student/corrections', { schema: studentCorrectionsResponseSchema, signal });
}

export const ownCorrectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['corrections', 'own'],
    queryFn: ({ signal }) => getOwnCorrections(signal),
  });

export function useOwnCorrections() {
  return useQuery(ownCorrectionsQueryOptions());
}
