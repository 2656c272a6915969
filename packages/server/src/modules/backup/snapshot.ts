import { createGzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { Database, DatabaseSource, Executor } from '../../db/client.js';
import { retireEmbeddedWal } from '../../db/embedded-wal.js';
import { appSettings } from '../../db/schema/index.js';
import { countStoredNumbers } from '../keys/repository.js';
import { AADHAAR_KEY_FINGERPRINT_SETTING, keyFingerprint } from '../../lib/key-fingerprint.js';
import type { ArchiveFacts, PayloadKind } from './archive.js';
import { runPgTool } from './pg-tools.js';
import { SERVER_VERSION } from '../../lib/version.js';

/** How many migrations the database has applied (drizzle's own table, same on both drivers). */
export async function appliedMigrations(db: Executor): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The fingerprint of the key the stored numbers are encrypted with: the database's record of it
 * (written at start, issue 11 part 3) or, before that record exists, that of the running key.
 */
export async function storedKeyFingerprint(
  db: Executor,
  aadhaarKey: Uint8Array | undefined,
): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, AADHAAR_KEY_FINGERPRINT_SETTING));
  return row?.value ?? (aadhaarKey ? keyFingerprint(aadhaarKey) : undefined);
}

export async function archiveFacts(
  database: Pick<Database, 'db' | 'driver'>,
  aadhaarKey: Uint8Array | undefined,
): Promise<ArchiveFacts> {
  let fingerprint: string | null | undefined = await storedKeyFingerprint(database.db, aadhaarKey);
  // A database that never held a number (no server has run on it yet) needs no key.
  if (!fingerprint && (await countStoredNumbers(database.db)) === 0) fingerprint = null;
  if (fingerprint === undefined) {
    throw new Error(
      'The Aadhaar key is not available, so the backup cannot record which key it needs. Set AADHAAR_KEY or put aadhaar.key in DATA_DIR.',
    );
  }
  return {
    driver: database.driver,
    payload: database.driver === 'pglite' ? 'pglite-datadir-tar-gzip' : 'pg-dump-custom',
    appVersion: SERVER_VERSION,
    migrations: await appliedMigrations(database.db),
    aadhaarKeyFingerprint: fingerprint,
  };
}

export type Snapshot = { payload: PayloadKind; chunks: AsyncIterable<Uint8Array> };

/**
 * Takes the snapshot now and returns it as a stream.
 *
 * Embedded: PGlite is one session in this process. Holding its transaction lock means no
 * transaction is open, and dumpDataDir copies the whole folder in one synchronous pass, so the
 * copy holds exactly the committed transactions. First the WAL is retired (a new segment and a
 * checkpoint): the copy carries no write-ahead log from before, which could hold what an
 * erasure removed (decisions §15), and its first start has nothing to replay.
 * PostgreSQL: pg_dump reads one snapshot of the live rows by itself.
 */
export async function takeSnapshot(source: DatabaseSource): Promise<Snapshot> {
  if (source.kind === 'pglite') {
    const { client } = source;
    await retireEmbeddedWal(client);
    const tar = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    // Large output chunks: few thread-pool tasks, so the compression is not queued behind every
    // password hash of a busy server (the folder is mostly empty pages; level 1 shrinks it enough).
    const gzip = createGzip({ level: 1, chunkSize: 8 * 1024 * 1024 });
    gzip.end(Buffer.from(await tar.arrayBuffer()));
    return { payload: 'pglite-datadir-tar-gzip', chunks: gzip };
  }
  const { output, done } = runPgTool('pg_dump', source.url, [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
  ]);
  // Awaited below; this keeps an early stop of the reader from leaving it unhandled.
  done.catch(() => undefined);
  // A pg_dump that cannot start or connect fails here, before any byte of an answer is sent.
  const reader = output[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const firstNext = reader.next();
  const first = await Promise.race([firstNext, done.then(() => firstNext)]);
  async function* chunks() {
    try {
      if (!first.done) yield first.value;
      for (let next = await reader.next(); !next.done; next = await reader.next()) {
        yield next.value;
      }
      await done;
    } finally {
      await reader.return?.();
    }
  }
  return { payload: 'pg-dump-custom', chunks: chunks() };
}
