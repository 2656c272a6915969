import { type StudentAttendanceResponse, studentAttendanceResponseSchema } from '@pragati/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { attendanceKeys } from './query-keys';

/** GET /attendance/:regNo?month=: a month's days and the percentage per term (any role). */
export function getStudentAttendance(
  regNo: string,
  month: string,
  signal?: AbortSignal,
): Promise<StudentAttendanceResponse> {
  return apiFetch(`/attendance/${encodeURIComponent(regNo)}?month=${month}`, {
    schema: studentAttendanceResponseSchema,
    signal,
  });
}

export function useStudentAttendance(regNo: string, month: string) {
  return useQuery({
    queryKey: attendanceKeys.student(regNo, month),
    queryFn: ({ signal }) => getStudentAttendance(regNo, month, signal),
    enabled: regNo !== '',
  });
}
