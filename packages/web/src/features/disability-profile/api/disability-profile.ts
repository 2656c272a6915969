import { disabilityProfileResponseSchema } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ProfileReader = 'admin' | 'principal' | 'teacher' | 'student';

/**
 * GET /{admin,principal,teacher}/students/:regNo/disability-profile, or the student's own
 * /student/disability-profile. Health data: the copy is dropped soon after the screen closes.
 */
export function getDisabilityProfile(role: ProfileReader, regNo: string, signal?: AbortSignal) {
  const url =
    role === 'student'
      ? '/student/disability-profile'
      : `/${role}/students/${encodeURIComponent(regNo)}/disability-profile`;
  return apiFetch(url, { schema: disabilityProfileResponseSchema, signal });
}

export const disabilityProfileQueryOptions = (role: ProfileReader, regNo: string) =>
  queryOptions({
    queryKey: ['students', 'disability-profile', role, regNo],
    queryFn: ({ signal }) => getDisabilityProfile(role, regNo, signal),
    gcTime: 30_000,
  });

export function useDisabilityProfile(role: ProfileReader, regNo: string) {
  return useQuery({ ...disabilityProfileQueryOptions(role, regNo), enabled: Boolean(regNo) });
}
