import { STUDENT_IMPORT_TEMPLATE_FILENAME } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /admin/students/import/template: the sheet to fill in. */
export async function downloadImportTemplate(): Promise<void> {
  const { blob, filename } = await apiDownload('/admin/students/import/template');
  saveFile(blob, filename ?? STUDENT_IMPORT_TEMPLATE_FILENAME);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
