/**
 * Start-up faults of the database, each turned into one message naming the folder (or database)
 * and the way out (decisions §12). The original error stays attached as `cause`, printed only at
 * LOG_LEVEL=debug (lib/startup-error.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../lib/startup-error.js';
import { databaseDamage, UnreadableTableError } from './integrity-check.js';

const RESTORE_HINT =
  'restore your latest backup into a new, empty folder (README.md, "Backup and restore") and ' +
  'start with DATA_DIR set to it; keep this folder unchanged, it may still be needed';

/** Below this much free space, a failed open is taken for a full disk. */
const LOW_SPACE_BYTES = 32 * 1024 * 1024;

const ERRNO_IN_TEXT =
  /\b(ENOSPC|EDQUOT|EROFS|EACCES|EPERM)\b|No space left on device|Read-only file system|Permission denied/;

function errnoOf(error: unknown): string | undefined {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    const text = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
    const match = text.match(ERRNO_IN_TEXT);
    if (match) {
      if (match[1]) return match[1];
      if (match[0].startsWith('No space')) return 'ENOSPC';
      if (match[0].startsWith('Read-only')) return 'EROFS';
      return 'EACCES';
    }
  }
  return undefined;
}

/** What the disk holding the folder says; replaceable in tests, which cannot mount a disk. */
export type DiskProbe = {
  freeBytes(dir: string): number | undefined;
  /** The errno code of a write check of the folder (EROFS, EACCES…), undefined when writable. */
  writeProblem(dir: string): string | undefined;
};

const realDisk: DiskProbe = {
  freeBytes(dir) {
    try {
      const stats = fs.statfsSync(dir);
      return stats.bavail * stats.bsize;
    } catch {
      return undefined;
    }
  },
  writeProblem(dir) {
    try {
      fs.accessSync(dir, fs.constants.W_OK);
      return undefined;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code;
    }
  },
};

/** Whether the error says the database's files are damaged (for faults after the open). */
export const isDatabaseDamage = (error: unknown) => databaseDamage(error) !== undefined;

function damaged(error: unknown, where: { dataDir: string; databaseUrl: string | undefined }) {
  const table = error instanceof UnreadableTableError ? `table ${error.table}` : 'a table';
  const detail = firstLine(databaseDamage(error));
  if (where.databaseUrl) {
    return new StartupError(
      `Pragati cannot start: the PostgreSQL database ${describeUrl(where.databaseUrl)} is ` +
        `damaged: ${table} could not be read (${detail}). To recover, restore your latest backup ` +
        'into a new, empty database (README.md, "Backup and restore") and set DATABASE_URL to ' +
        'it; keep this database unchanged, it may still be needed.',
      { cause: error },
    );
  }
  return new StartupError(
    `Pragati cannot start: the embedded database in ${path.join(where.dataDir, 'pgdata')} is ` +
      `damaged: ${table} could not be read (${detail}). To recover, ${RESTORE_HINT}.`,
    { cause: error },
  );
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/** Server address without the password, for messages. */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

export function explainOpenFailure(
  error: unknown,
  where: { dataDir: string; databaseUrl: string | undefined },
  disk: DiskProbe = realDisk,
): Error {
  if (error instanceof StartupError) return error;
  if (isDatabaseDamage(error)) return damaged(error, where);
  const { dataDir, databaseUrl } = where;
  const folder = fs.existsSync(dataDir) ? dataDir : path.dirname(dataDir);
  // What the error says first; else a write check, since a read-only disk also reports little
  // or no free space and would read as full (issue 26).
  const code = errnoOf(error) ?? (databaseUrl ? undefined : disk.writeProblem(folder));
  if (code === 'EROFS') {
    return new StartupError(
      `Pragati cannot start: the data folder ${dataDir} is on a read-only disk (EROFS), and ` +
        'Pragati needs to write to it. Make the disk writable (mount it read-write) or move the ' +
        'folder to a writable disk and set DATA_DIR to it, then start again.',
      { cause: error },
    );
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return new StartupError(
      `Pragati cannot start: the data folder ${dataDir} cannot be written by this user (${code}). ` +
        'Pragati needs to write to it: start Pragati as the account that owns the folder, or ' +
        `make it writable for this account (it stays private to it). If the folder cannot be made writable, ${RESTORE_HINT}.`,
      { cause: error },
    );
  }
  const free = disk.freeBytes(folder);
  if (code === 'ENOSPC' || code === 'EDQUOT' || (free !== undefined && free < LOW_SPACE_BYTES)) {
    return new StartupError(
      `Pragati cannot start: the disk holding ${dataDir} is full` +
        (free !== undefined ? ` (${Math.floor(free / 1024)} kB free)` : '') +
        '. Free some space on it, then start again. If the database was damaged by the full ' +
        `disk and still does not open, ${RESTORE_HINT}.`,
      { cause: error },
    );
  }
  if (databaseUrl) {
    return new StartupError(
      `Pragati cannot start: the PostgreSQL database ${describeUrl(databaseUrl)} could not be ` +
        `opened (${firstLine(error)}). Check that the server runs and that DATABASE_URL is right.`,
      { cause: error },
    );
  }
  return new StartupError(
    `Pragati cannot start: the embedded database in ${path.join(dataDir, 'pgdata')} could not be ` +
      `opened (${firstLine(error)}); it looks damaged. To recover, ${RESTORE_HINT}.`,
    { cause: error },
  );
}
