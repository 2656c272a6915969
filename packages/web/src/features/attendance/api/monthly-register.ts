import { type MonthlyRegister, monthlyRegisterResponseSchema } from '@pragati/domain';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { attendanceKeys } from './query-keys';

const url = (classId: string) => `/attendance/classes/${encodeURIComponent(classId)}`;

/** GET /attendance/classes/:classId?month=: the monthly register (students × days, totals). */
export function useMonthlyRegister(classId: string, month: string) {
  return useQuery({
    queryKey: attendanceKeys.month(classId, month),
    queryFn: ({ signal }): Promise<MonthlyRegister> =>
      apiFetch(`${url(classId)}?month=${month}`, {
        schema: monthlyRegisterResponseSchema,
        signal,
      }),
    enabled: classId !== '',
  });
}

/** GET /attendance/classes/:classId/export?month=: the same register as an .xlsx, saved. */
export async function downloadMonthlyRegister(classId: string, month: string): Promise<void> {
  const { blob, filename } = await apiDownload(`${url(classId)}/export?month=${month}`);
  saveFile(blob, filename ?? `register-${classId}-${month}.xlsx`);
}
