/**
 * Start-up faults of the database, each turned into one message naming the folder (or database)
 * and the way out (decisions §12). The original error stays attached as `cause`, printed only at
 * LOG_LEVEL=debug (lib/startup-error.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../lib/startup-error.js';

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

function freeBytes(dir: string): number | undefined {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
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
): Error {
  if (error instanceof StartupError) return error;
  const { dataDir, databaseUrl } = where;
  const code = errnoOf(error);
  const free = freeBytes(fs.existsSync(dataDir) ? dataDir : path.dirname(dataDir));
  if (code === 'ENOSPC' || code === 'EDQUOT' || (free !== undefined && free < LOW_SPACE_BYTES)) {
    return new StartupError(
      `Pragati cannot start: the disk holding ${dataDir} is full` +
        (free !== undefined ? ` (${Math.floor(free / 1024)} kB free)` : '') +
        '. Free some space on it, then start again. If the database was damaged by the full ' +
        `disk and still does not open, ${RESTORE_HINT}.`,
      { cause: error },
    );
  }
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
    const what = code === 'EROFS' ? 'is on a read-only disk' : 'cannot be written by this user';
    return new StartupError(
      `Pragati cannot start: the data folder ${dataDir} ${what} (${code}). ` +
        'Pragati needs to write to it: start Pragati as the account that owns the folder, or ' +
        `make it writable for this account (it stays private to it). If the folder cannot be made writable, ${RESTORE_HINT}.`,
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
