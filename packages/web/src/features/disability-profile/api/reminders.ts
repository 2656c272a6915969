import { disabilityRemindersSchema } from '@pragati/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /admin/disability-reminders: what falls due within 90 days, and the gaps (issue 30 part 4). */
export function useDisabilityReminders() {
  return useQuery({
    queryKey: ['students', 'disability-reminders'],
    queryFn: ({ signal }) =>
      apiFetch('/admin/disability-reminders', { schema: disabilityRemindersSchema, signal }),
    gcTime: 30_000,
  });
}

/** GET /admin/exports/udise?year=…&format=…: the UDISE+ return of the named year (part 5). */
export function useUdiseExport() {
  return useMutation({
    mutationFn: async ({ year, format }: { year: string; format: 'xlsx' | 'csv' }) => {
      const query = new URLSearchParams({ year, format }).toString();
      const { blob, filename } = await apiDownload(`/admin/exports/udise?${query}`);
      saveFile(blob, filename ?? `udise-cwsn-${year}.${format}`);
    },
  });
}
