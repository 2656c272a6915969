import {
  CLASS_CODES,
  enabledClassCodes,
  type ProgrammeGroupRow,
  type ProgrammeGroupsResponse,
  programmeGroupsResponseSchema,
} from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/*
 * The institute's groups and classes (issue 29, decisions §16), read by every staff screen that
 * names or offers a class; the admin changes them on "Groups and classes"
 * (features/programme-structure), which refreshes this query.
 */

export const PROGRAMME_GROUPS_KEY = ['programme-groups'] as const;

/** GET /admin/groups: every group in order, with its active students. */
export function getProgrammeGroups(): Promise<ProgrammeGroupsResponse> {
  return apiFetch('/admin/groups', { schema: programmeGroupsResponseSchema });
}

export const programmeGroupsQueryOptions = queryOptions({
  queryKey: PROGRAMME_GROUPS_KEY,
  queryFn: getProgrammeGroups,
  staleTime: 60_000,
});

export function useProgrammeGroups() {
  return useQuery(programmeGroupsQueryOptions);
}

/** The institute's enabled class codes (the spec's nine until the table arrives). */
export function useEnabledClassCodes(): readonly string[] {
  const groups = useProgrammeGroups();
  return groups.data ? enabledClassCodes(groups.data.data) : CLASS_CODES;
}

export type { ProgrammeGroupRow };
