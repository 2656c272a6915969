import { type Overview, overviewResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /overview: every class's figures for the principal's and the admin's home. */
export function getOverview(): Promise<Overview> {
  return apiFetch('/overview', { schema: overviewResponseSchema });
}

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: ['overview'], queryFn: getOverview });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
