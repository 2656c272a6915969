import { backupFileName, type BackupRequest } from '@pragati/domain';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * POST /admin/backup: the whole database as one encrypted archive, handed to the browser's
 * download under the server's dated name. Resolves with that name.
 */
export async function createBackup(body: BackupRequest): Promise<string> {
  const { blob, filename } = await apiDownload('/admin/backup', { body });
  const name = filename ?? backupFileName(new Date());
  saveFile(blob, name);
  return name;
}

/** gcTime 0: the finished call, with the password and passphrase it carried, is not kept. */
export function useCreateBackup() {
  return useMutation({ mutationFn: createBackup, gcTime: 0 });
}
