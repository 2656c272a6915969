import { studentDetailsRecordSchema, type Role } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /student/viewStudentDetails and /{role}/viewStudentDetails, header regNo. Health data: the
 * copy is dropped soon after the screen closes.
 */
export function getStudentDetails(role: Role, regNo: string, signal?: AbortSignal) {
  return apiFetch(`/${role}/viewStudentDetails`, {
    headers: { regNo },
    schema: studentDetailsRecordSchema,
    signal,
  });
}

export const studentDetailsQueryOptions = (role: Role, regNo: string) =>
  queryOptions({
    queryKey: ['students', 'details', role, regNo],
    queryFn: ({ signal }) => getStudentDetails(role, regNo, signal),
    gcTime: 30_000,
  });

export function useStudentDetails(role: Role, regNo: string) {
  return useQuery({ ...studentDetailsQueryOptions(role, regNo), enabled: Boolean(regNo) });
}
