import { QUESTION_EXPORT_FILENAME } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /admin/questions/export: the current bank as .xlsx, handed to the browser's download. */
export async function downloadQuestionBank(): Promise<void> {
  const { blob, filename } = await apiDownload('/admin/questions/export');
  saveFile(blob, filename ?? QUESTION_EXPORT_FILENAME);
}

export function useExportQuestionBank() {
  return useMutation({ mutationFn: downloadQuestionBank });
}
