import type { Role } from '@pragati/domain';
import { useQuery } from '@tanstack/react-query';
import { adminHistoryQueryOptions } from './get-admin-history';
import { principalHistoryQueryOptions } from './get-principal-history';
import { specialistHistoryQueryOptions } from './get-specialist-history';
import { studentHistoryQueryOptions } from './get-student-history';
import { teacherHistoryQueryOptions } from './get-teacher-history';

const OPTIONS_BY_ROLE = {
  admin: adminHistoryQueryOptions,
  principal: principalHistoryQueryOptions,
  teacher: teacherHistoryQueryOptions,
  student: studentHistoryQueryOptions,
  specialist: specialistHistoryQueryOptions,
} satisfies Record<Exclude<Role, 'network'>, unknown>;

/**
 * The history screen is shared by every role; each role has its own call (spec section 7). One
 * query per screen, chosen by the stored role; with no role or no student it does not run (spec
 * section 8: "Any other role triggers no fetch").
 */
export function useHistoryForRole(role: Role | undefined, regNo: string | null) {
  // The network office opens no child's record (decisions §20): its role asks nothing.
  const known = role && role !== 'network' ? role : undefined;
  const options = OPTIONS_BY_ROLE[known ?? 'student'](regNo ?? '');
  return useQuery({ ...options, enabled: Boolean(known && regNo) });
}
