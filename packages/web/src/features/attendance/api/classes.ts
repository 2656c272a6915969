import { enabledClassCodes, programmeGroupsResponseSchema } from '@pragati/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The institute's classes: the enabled groups' class codes (GET /admin/groups, staff roles). */
export function useInstituteClasses(enabled = true) {
  return useQuery({
    queryKey: ['attendance', 'classes'],
    queryFn: async ({ signal }) => {
      const groups = await apiFetch('/admin/groups', {
        schema: programmeGroupsResponseSchema,
        signal,
      });
      return enabledClassCodes(groups.data);
    },
    staleTime: 5 * 60_000,
    enabled,
  });
}
