import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /student/my-data: everything held about the signed-in student as one JSON file (DPDP Act
 * s.11), named and audited by the server.
 */
export async function downloadMyData() {
  const { blob, filename } = await apiDownload('/student/my-data');
  saveFile(blob, filename ?? 'pragati-my-data.json');
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
