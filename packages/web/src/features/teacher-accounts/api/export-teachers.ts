import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { TeacherListRole } from './view-teachers';

/** GET /{role}/teachers/export: the list as .xlsx with the screen's search and sort. */
export async function downloadTeacherList(role: TeacherListRole, search: URLSearchParams) {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('size');
  const query = params.toString();
  const { blob, filename } = await apiDownload(
    `/${role}/teachers/export${query ? `?${query}` : ''}`,
  );
  saveFile(blob, filename ?? 'teachers.xlsx');
}

export function useExportTeacherList(role: TeacherListRole) {
  return useMutation({
    mutationFn: (search: URLSearchParams) => downloadTeacherList(role, search),
  });
}
