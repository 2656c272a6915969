import type { SessionResponse } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { loadFirstScreenSchemas } from '../../../lib/lazy-schemas';

/** GET /session: whom the cookie belongs to; a 401 ends the local session (see api-client). */
export function getSession(): Promise<SessionResponse> {
  return apiFetch('/session', {
    schema: async () => (await loadFirstScreenSchemas()).sessionResponseSchema,
  });
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: getSession,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
