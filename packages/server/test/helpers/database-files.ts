import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/** What a test reads of a database's files to check what they hold (erasure-files.test.ts). */

/** Occurrences of each text (as UTF-8 bytes) in these files or byte ranges. */
export function countHits<K extends string>(
  files: Iterable<string | Buffer>,
  texts: Record<K, string>,
): Record<K, number> {
  const counts = Object.fromEntries(Object.keys(texts).map((k) => [k, 0])) as Record<K, number>;
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = typeof file === 'string' ? fs.readFileSync(file) : file;
    } catch {
      continue; // removed by the database while we listed the folder
    }
    for (const [key, value] of Object.entries(texts) as [K, string][]) {
      const needle = Buffer.from(value, 'utf8');
      for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1))
        counts[key] += 1;
    }
  }
  return counts;
}

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type DatabaseFiles = {
  /** Table, index and TOAST files, catalogs, control files: everything but the WAL. */
  tables: string[];
  /** Every WAL segment file. */
  wal: string[];
  /** The WAL the server still uses: segments up to the one written now, that one up to now. */
  liveWal: (string | Buffer)[];
};

/**
 * The files that can hold this database's data: the embedded folder (`dataDir`), or on a server
 * (`dataDir` null) this database's folder, the shared catalogs and the WAL; null when the
 * server's data directory is not readable here.
 */
export async function databaseFiles(db: Db, dataDir: string | null): Promise<DatabaseFiles | null> {
  if (dataDir) {
    const walFolder = path.join(dataDir, 'pgdata', 'pg_wal');
    const wal = filesUnder(walFolder);
    const tables = filesUnder(dataDir).filter((f) => !f.startsWith(walFolder));
    return { tables, wal, liveWal: wal };
  }
  const [server] = await rows<{ dir: string; oid: number; segment: string; offset: number }>(
    db,
    sql`select current_setting('data_directory') as dir, w.file_name as segment,
        w.file_offset as offset,
        (select oid from pg_database where datname = current_database())::int as oid
        from pg_walfile_name_offset(pg_current_wal_insert_lsn()) w`,
  ).catch(() => [undefined]);
  if (!server) return null;
  const walFolder = path.join(server.dir, 'pg_wal');
  try {
    fs.accessSync(walFolder, fs.constants.R_OK);
  } catch {
    return null;
  }
  const wal = filesUnder(walFolder);
  const liveWal = wal.flatMap((file): (string | Buffer)[] => {
    const name = path.basename(file);
    if (name < server.segment) return [file];
    if (name > server.segment) return []; // a spare: recycled or made ahead of time
    return [fs.readFileSync(file).subarray(0, server.offset)];
  });
  return {
    tables: [
      ...filesUnder(path.join(server.dir, 'base', String(server.oid))),
      ...filesUnder(path.join(server.dir, 'global')),
    ],
    wal,
    liveWal,
  };
}

/**
 * A folder of an earlier version kept old segments for reuse, renamed after the current one and
 * still holding their old writes: one such, holding these texts, next in line (embedded only).
 */
export async function plantRecycledSegment(db: Db, dataDir: string, texts: string[]) {
  const [wal] = await rows<{ segment: string }>(
    db,
    sql`select pg_walfile_name(pg_current_wal_insert_lsn()) as segment`,
  );
  const next = (parseInt(wal!.segment.slice(16), 16) + 1).toString(16).toUpperCase();
  const name = `${wal!.segment.slice(0, 16)}${next.padStart(8, '0')}`;
  const bytes = Buffer.alloc(16 * 1024 * 1024);
  Buffer.from(texts.join(' '), 'utf8').copy(bytes, 8 * 1024 * 1024);
  fs.writeFileSync(path.join(dataDir, 'pgdata', 'pg_wal', name), bytes);
}
