/**
 * Opens the configured database the way the server does, for the server and every command-line
 * tool (decisions §12): owner-only file modes, one process per embedded DATA_DIR, earlier wider
 * modes narrowed, every table read once (./integrity-check.ts), and any fault turned into one
 * clear message (see ./open-faults.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { acquireDataDirLock, type DataDirLock, describeHolder } from '../lib/data-dir-lock.js';
import { narrowModes, restrictUmask } from '../lib/private-files.js';
import type { Database } from './client.js';
import { checkTablesReadable } from './integrity-check.js';
import { explainOpenFailure } from './open-faults.js';

export type OpenLog = (level: 'info' | 'warn', message: string) => void;

export type OpenOptions = {
  /** 'server', or the command opening the database, e.g. 'npm run user:add' (named to others). */
  purpose: string;
  /** What a second process should do instead, said when the folder is busy. */
  busyAdvice?: string;
  log?: OpenLog;
};

export type OpenedDatabase = {
  database: Database;
  /** The lock of the embedded DATA_DIR (undefined on PostgreSQL, which needs none). */
  lock: DataDirLock | undefined;
  /** Records where the server listens, so commands can go through it (embedded only). */
  announceServer(port: number, host: string): void;
  /** Closes the database, then releases the lock. Safe to call more than once. */
  release(): Promise<void>;
};

const consoleLog: OpenLog = (level, message) =>
  level === 'warn' ? console.warn(message) : console.log(message);

export async function openConfiguredDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> &
    Partial<Pick<Config, 'databaseAppRole' | 'databasePoolSize'>>,
  options: OpenOptions,
): Promise<OpenedDatabase> {
  // Before anything is created: key files, the lock, PGlite's files.
  restrictUmask();
  const log = options.log ?? consoleLog;
  const { dataDir, databaseUrl } = config;
  let lock: DataDirLock | undefined;
  try {
    if (!databaseUrl) {
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      lock = acquireDataDirLock(dataDir, options.purpose, {
        ...(options.busyAdvice ? { busyAdvice: options.busyAdvice } : {}),
      });
      if (lock.tookOver) {
        log(
          'warn',
          `Took over the lock of ${dataDir}, left by ${describeHolder(lock.tookOver)}, which no ` +
            'longer runs. The database recovers from an unclean stop by itself.',
        );
      }
    }
    // With PostgreSQL, DATA_DIR may still hold key files.
    if (fs.existsSync(dataDir)) {
      const narrowed = narrowModes(dataDir);
      if (narrowed > 0) {
        log(
          'warn',
          `Narrowed the permissions of ${narrowed} files and folders in ${dataDir} to owner-only ` +
            '(folders 0700, files 0600): they were readable or writable by other accounts.',
        );
      }
    }
    // Loaded once the folder is ours: a second process refuses before paying for the drivers.
    const { openDatabase } = await import('./client.js');
    const database = await openDatabase(
      databaseUrl
        ? {
            databaseUrl,
            ...(config.databasePoolSize ? { poolSize: config.databasePoolSize } : {}),
            ...(config.databaseAppRole ? { appRole: config.databaseAppRole } : {}),
          }
        : { dataDir: path.resolve(dataDir) },
    );
    // Damage found now stops the start with its way out, not the first request that meets it.
    await checkTablesReadable(database).catch(async (error: unknown) => {
      await database.close().catch(() => undefined);
      throw error;
    });
    let released = false;
    return {
      database,
      lock,
      announceServer: (port, host) => lock?.setServerAddress(port, host),
      async release() {
        if (released) return;
        released = true;
        try {
          await database.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw explainOpenFailure(error, { dataDir, databaseUrl });
  }
}
