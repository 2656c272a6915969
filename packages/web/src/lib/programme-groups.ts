import {
  classRank,
  DEFAULT_PROGRAMME_STRUCTURE,
  groupDisplayName,
  enabledClassCodes,
  enabledGroups,
  type ProgrammeGroup,
  type ProgrammeGroupRow,
  type ProgrammeGroupsResponse,
  programmeGroupsResponseSchema,
  type ProgrammeStructure,
} from '@pragati/domain';
import { QueryClient, QueryClientContext, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useLocaleState } from '../i18n/i18n-provider';
import { currentLocale } from '../i18n/locale-state';
import { apiFetch } from './api-client';
import { readSession } from './session';

/*
 * The institute's groups and classes (issue 29, decisions §16), read by every staff screen that
 * names or offers a class; the admin changes them on "Groups and classes"
 * (features/programme-structure), which refreshes this query.
 */

export const PROGRAMME_GROUPS_KEY = ['programme-groups'] as const;

/** GET /admin/groups: every group in order, with its active students. */
export async function getProgrammeGroups(): Promise<ProgrammeGroupsResponse> {
  const groups = await apiFetch('/admin/groups', { schema: programmeGroupsResponseSchema });
  latest = groups.data;
  return groups;
}

// The last structure read, for code outside React (prints, toasts, texts built in helpers).
let latest: ProgrammeStructure = DEFAULT_PROGRAMME_STRUCTURE;

/** The structure last read (its defaults before), for code outside React. */
export function programmeStructureNow(): ProgrammeStructure {
  return latest;
}

/** A group's or class's name in the current language, outside React (see useGroupName). */
export function groupNameNow(code: string): string {
  return groupDisplayName(latest, code, currentLocale() === 'hi' ? 'hi' : 'en');
}

export const programmeGroupsQueryOptions = queryOptions({
  queryKey: PROGRAMME_GROUPS_KEY,
  queryFn: getProgrammeGroups,
  staleTime: 60_000,
});

const STAFF = new Set<string>(['admin', 'principal', 'teacher', 'specialist']);

/** The groups, read by the staff roles (the student's and guardian's portals may not read them). */
export function useProgrammeGroups() {
  const role = readSession()?.role;
  // A block rendered on its own (a print, a test) has no provider: it words classes by defaults.
  const client = useContext(QueryClientContext) ?? standalone;
  return useQuery(
    { ...programmeGroupsQueryOptions, enabled: role !== undefined && STAFF.has(role) },
    client,
  );
}
const standalone = new QueryClient();

/** The structure to word and offer classes by: the table's, or its defaults until it arrives. */
export function useProgrammeStructure(): ProgrammeStructure {
  const groups = useProgrammeGroups();
  return groups.data?.data ?? DEFAULT_PROGRAMME_STRUCTURE;
}

/** The institute's enabled class codes (the table's defaults until it arrives). */
export function useEnabledClassCodes(): readonly string[] {
  const groups = useProgrammeGroups();
  return enabledClassCodes(groups.data?.data ?? DEFAULT_PROGRAMME_STRUCTURE);
}

/** The enabled groups, in order (registration's and the import's choices). */
export function useEnabledGroups(): ProgrammeGroup[] {
  const structure = useProgrammeStructure();
  return enabledGroups(structure);
}

export type { ProgrammeGroupRow };

/**
 * A group's or class's name in the screen's language, from the institute's table ("Secondary-2",
 * "सेकेंडरी-2"); the table's defaults until it arrives or where the role may not read it.
 */
export function useGroupName(): (code: string) => string {
  const structure = useProgrammeGroups().data?.data ?? DEFAULT_PROGRAMME_STRUCTURE;
  const { locale } = useLocaleState();
  const language = locale === 'hi' ? 'hi' : 'en';
  return useCallback(
    (code: string) => groupDisplayName(structure, code, language),
    [structure, language],
  );
}

/** Class codes in the table's order (Preprimary-1 before Primary-I-1 before Secondary-1). */
export function useClassOrder(): (code: string) => number {
  const structure = useProgrammeGroups().data?.data ?? DEFAULT_PROGRAMME_STRUCTURE;
  return useCallback((code: string) => classRank(structure, code), [structure]);
}
