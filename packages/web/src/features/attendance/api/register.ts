import {
  type RegisterResponse,
  registerResponseSchema,
  type SaveRegisterRequest,
  type SaveRegisterResponse,
  saveRegisterResponseSchema,
} from '@pragati/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { attendanceKeys } from './query-keys';

const url = (classId: string, date: string) =>
  `/teacher/attendance/${encodeURIComponent(classId)}/${encodeURIComponent(date)}`;

/** GET /teacher/attendance/:classId/:date: the roll with the day's marks (version 0: unsaved). */
export function getRegister(
  classId: string,
  date: string,
  signal?: AbortSignal,
): Promise<RegisterResponse> {
  return apiFetch(url(classId, date), { schema: registerResponseSchema, signal });
}

export const registerQueryOptions = (classId: string, date: string) =>
  queryOptions({
    queryKey: attendanceKeys.register(classId, date),
    queryFn: ({ signal }) => getRegister(classId, date, signal),
  });

export function useRegister(classId: string, date: string) {
  return useQuery({ ...registerQueryOptions(classId, date), enabled: classId !== '' });
}

/** PUT /teacher/attendance/:classId/:date: the absent at the version read (409 when stale). */
export function saveRegister(
  classId: string,
  date: string,
  body: SaveRegisterRequest,
): Promise<SaveRegisterResponse> {
  return apiFetch(url(classId, date), {
    method: 'PUT',
    body,
    schema: saveRegisterResponseSchema,
  });
}
