import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { ListRole } from './student-list';

/**
 * GET /{role}/students/export: the list as .xlsx with the screen's filters and sort (the URL's
 * own search params, paging aside), built and audited by the server.
 */
export async function downloadStudentList(role: ListRole, search: URLSearchParams) {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('size');
  const query = params.toString();
  const { blob, filename } = await apiDownload(
    `/${role}/students/export${query ? `?${query}` : ''}`,
  );
  saveFile(blob, filename ?? 'students.xlsx');
}

export function useExportStudentList(role: ListRole) {
  return useMutation({
    mutationFn: (search: URLSearchParams) => downloadStudentList(role, search),
  });
}
