import { easyReadHomeSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /student/easy-read: the signed-in student's plain-language summary (issue 16 part 5). */
export function getEasyRead(signal?: AbortSignal) {
  return apiFetch('/student/easy-read', { schema: easyReadHomeSchema, signal });
}

export const easyReadQueryOptions = queryOptions({
  queryKey: ['student', 'easy-read'],
  queryFn: ({ signal }) => getEasyRead(signal),
  gcTime: 30_000,
});

export function useEasyRead() {
  return useQuery(easyReadQueryOptions);
}
