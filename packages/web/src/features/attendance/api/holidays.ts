import {
  holidayRemovedResponseSchema,
  holidaySavedResponseSchema,
  type HolidaysResponse,
  holidaysResponseSchema,
} from '@pragati/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { attendanceKeys } from './query-keys';

/** GET /holidays?year=: the institute's holidays of a year (every staff role). */
export function useHolidays(year: string) {
  return useQuery({
    queryKey: attendanceKeys.holidays(year),
    queryFn: ({ signal }): Promise<HolidaysResponse> =>
      apiFetch(`/holidays?year=${year}`, { schema: holidaysResponseSchema, signal }),
  });
}

/** PUT and DELETE /admin/holidays/:date (admin). */
export function useHolidayChanges(year: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: attendanceKeys.holidays(year) });
  const save = useMutation({
    mutationFn: ({ date, name }: { date: string; name: string }) =>
      apiFetch(`/admin/holidays/${date}`, {
        method: 'PUT',
        body: { name },
        schema: holidaySavedResponseSchema,
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (date: string) =>
      apiFetch(`/admin/holidays/${date}`, {
        method: 'DELETE',
        schema: holidayRemovedResponseSchema,
      }),
    onSuccess,
  });
  return { save, remove };
}
