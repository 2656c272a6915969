import { studentProfileSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /student/profile: the signed-in student's own home fields. */
export function getStudentProfile(signal?: AbortSignal) {
  return apiFetch('/student/profile', { schema: studentProfileSchema, signal });
}

export const studentProfileQueryOptions = queryOptions({
  queryKey: ['student', 'profile'],
  queryFn: ({ signal }) => getStudentProfile(signal),
  gcTime: 30_000,
});

export function useStudentProfile() {
  return useQuery(studentProfileQueryOptions);
}
