import { openCorrectionsCountSchema, type OpenCorrectionsCount } from '@pragati/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /admin/corrections/count: how many requests wait (the admin home's panel). */
export function useOpenCorrectionsCount() {
  return useQuery({
    queryKey: ['corrections', 'admin', 'count'],
    queryFn: ({ signal }) =>
      apiFetch<OpenCorrectionsCount>('/admin/corrections/count', {
        schema: openCorrectionsCountSchema,
        signal,
      }),
  });
}
