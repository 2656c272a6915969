/**
 * Who holds an embedded DATA_DIR, for the backup and restore commands (decisions §12: one process
 * owns the folder). A server that holds it is asked over HTTP; otherwise the command takes the
 * folder's lock itself (lib/data-dir-lock.ts), so no server can start on it meanwhile.
 */
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { openConfiguredDatabase } from '../../db/open-configured.js';
import {
  acquireDataDirLock,
  type DataDirLock,
  isHolderAlive,
  LOCK_FILE_NAME,
  readDataDirLock,
} from '../../lib/data-dir-lock.js';
import { restrictUmask } from '../../lib/private-files.js';

export type LiveServer = { pid: number; port: number | undefined; host: string | undefined };

/** A running server that holds the folder (port undefined while it is still starting). */
export function liveServerOn(dataDir: string): LiveServer | undefined {
  const holder = readDataDirLock(dataDir);
  if (!holder || holder.purpose !== 'server' || !isHolderAlive(holder)) return undefined;
  return { pid: holder.pid, port: holder.port, host: holder.host };
}

/** Files a lock leaves in DATA_DIR, which an "empty" restore target may hold. */
export const LOCK_FILES: string[] = [LOCK_FILE_NAME, `${LOCK_FILE_NAME}.takeover`];

/** Opens the configured database for a command, holding the embedded folder's lock meanwhile. */
export async function openForCommand(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  purpose: string,
): Promise<{ database: Database; release: () => Promise<void> }> {
  const opened = await openConfiguredDatabase(config, {
    purpose,
    busyAdvice: 'Wait for it to finish, then run this command again.',
  });
  return { database: opened.database, release: opened.release };
}

/**
 * The restore target's lock: no server may start on the folder while it is being filled. A busy
 * folder is refused (it is in use, so it is not an empty target anyway).
 */
export function holdRestoreTarget(dataDir: string): DataDirLock {
  restrictUmask();
  return acquireDataDirLock(dataDir, 'npm run restore', {
    busyAdvice:
      'Restore only into an empty folder that nothing uses: set DATA_DIR to a new folder.',
  });
}
