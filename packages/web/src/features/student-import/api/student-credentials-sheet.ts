import { type Credential, STUDENT_CREDENTIALS_FILENAME } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** POST /admin/students/import/credentials-sheet: the passwords on screen as an .xlsx to print. */
export async function downloadStudentCredentials(credentials: Credential[]): Promise<void> {
  const { blob, filename } = await apiDownload('/admin/students/import/credentials-sheet', {
    body: { credentials },
  });
  saveFile(blob, filename ?? STUDENT_CREDENTIALS_FILENAME);
}

export function useStudentCredentialsSheet() {
  return useMutation({ mutationFn: downloadStudentCredentials });
}
