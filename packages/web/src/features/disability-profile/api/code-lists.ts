import { codeListsResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /disability-code-lists: the UDISE+ code lists by year, newest first (reference data). */
export function getCodeLists(signal?: AbortSignal) {
  return apiFetch('/disability-code-lists', { schema: codeListsResponseSchema, signal });
}

export const codeListsQueryOptions = () =>
  queryOptions({
    queryKey: ['disability-code-lists'],
    queryFn: ({ signal }) => getCodeLists(signal),
    staleTime: Infinity,
  });

export function useCodeLists() {
  return useQuery(codeListsQueryOptions());
}
