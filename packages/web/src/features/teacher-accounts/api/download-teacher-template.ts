import { TEACHER_TEMPLATE_FILENAME } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /admin/download: the upload template sampleDataTeacher.xlsx. */
export async function downloadTeacherTemplate(): Promise<void> {
  const { blob, filename } = await apiDownload('/admin/download');
  saveFile(blob, filename ?? TEACHER_TEMPLATE_FILENAME);
}

export function useDownloadTeacherTemplate() {
  return useMutation({ mutationFn: downloadTeacherTemplate });
}
