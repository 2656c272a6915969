import { CREDENTIALS_SHEET_FILENAME, type Credential } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** POST /admin/credentials-sheet: the credentials on screen as an .xlsx to print (nothing stored). */
export async function downloadCredentialsSheet(credentials: Credential[]): Promise<void> {
  const { blob, filename } = await apiDownload('/admin/credentials-sheet', {
    body: { credentials },
  });
  saveFile(blob, filename ?? CREDENTIALS_SHEET_FILENAME);
}

export function useCredentialsSheet() {
  return useMutation({ mutationFn: downloadCredentialsSheet });
}
