/**
 * Who holds an embedded DATA_DIR, for the backup and restore commands. Interim: until the
 * DATA_DIR lock (lib/data-dir-lock.ts) is on main, no server is seen and commands open the
 * database themselves; the commands only use these two functions.
 */
import type { Config } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';

export type LiveServer = { pid: number; port: number | undefined; host: string | undefined };

export function liveServerOn(_dataDir: string): LiveServer | undefined {
  return undefined;
}

/** Files a lock leaves in DATA_DIR, which an "empty" restore target may hold. */
export const LOCK_FILES: string[] = [];

export async function openForCommand(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  _purpose: string,
): Promise<{ database: Database; release: () => Promise<void> }> {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  return { database, release: () => database.close() };
}
