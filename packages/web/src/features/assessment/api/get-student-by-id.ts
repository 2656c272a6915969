import { progressRecordSchema, type ProgressRecord } from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teacherKeys } from './query-keys';

/** GET /teacher/getStudentbyId: the progress record (header `id` = the student's regNo). */
export function getStudentById(regNo: string, signal?: AbortSignal): Promise<ProgressRecord> {
  return apiFetch('/teacher/getStudentbyId', {
    headers: { id: regNo },
    schema: progressRecordSchema,
    signal,
  });
}

export const studentRecordQueryOptions = (regNo: string) =>
  queryOptions({
    queryKey: teacherKeys.record(regNo),
    queryFn: ({ signal }) => getStudentById(regNo, signal),
  });

export function useStudentRecord(regNo: string) {
  // Nothing to ask for before a student is chosen.
  return useQuery({ ...studentRecordQueryOptions(regNo), enabled: regNo !== '' });
}
