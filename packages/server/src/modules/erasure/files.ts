import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { retireEmbeddedWal } from '../../db/embedded-wal.js';
import { compactErasedTables } from './repository.js';

/**
 * After the erasure's transaction, the old values still sit in the database's files: dead row
 * versions in table, index and TOAST pages, and the write-ahead log (decisions §15). This takes
 * them out: the tables rewritten, then a new WAL segment and a checkpoint, after which the
 * segments holding the old writes are deleted.
 *
 * The embedded database is ours to set up, so that always succeeds. On a PostgreSQL server the
 * app's role may lack the rights (CHECKPOINT, pg_switch_wal) or the server may keep old WAL
 * (recycled segments, wal_keep_size, archiving, replication slots): then the answer names what
 * is left for the server's operator (README, "Erasure on a PostgreSQL server").
 */
export type FilesOutcome = { reached: true } | { reached: false; left: string[] };

export async function clearErasedFromFiles(
  database: Pick<Database, 'db' | 'source'>,
): Promise<FilesOutcome> {
  if (database.source.kind !== 'pglite') await awaitOlderSnapshots(database.db);
  await compactErasedTables(database.db);
  if (database.source.kind === 'pglite') {
    await retireEmbeddedWal(database.source.client);
    return { reached: true };
  }
  const left: string[] = [];
  if (!(await allowed(database.db, sql`select pg_switch_wal()`)))
    left.push('the role may not run pg_switch_wal() (GRANT EXECUTE ON FUNCTION pg_switch_wal())');
  if (!(await allowed(database.db, sql`CHECKPOINT`)))
    left.push('the role may not run CHECKPOINT (GRANT pg_checkpoint, PostgreSQL 15 or newer)');
  left.push(...(await walKeptByServer(database.db)));
  return left.length ? { reached: false, left } : { reached: true };
}

const SNAPSHOT_WAIT_MS = 15_000;
const SNAPSHOT_POLL_MS = 100;

/**
 * VACUUM FULL keeps every row version a snapshot still open in this database may see: one
 * query or autovacuum ANALYZE that began before the erasure committed would leave the erased
 * rows in the rewritten table. So wait (a while, not forever) until every snapshot older than
 * now has ended. Sessions of other roles show no xmin to a role without pg_read_all_stats: then
 * this waits for what it can see.
 */
async function awaitOlderSnapshots(db: Db): Promise<void> {
  const horizon = sql`(pg_snapshot_xmax(pg_current_snapshot())::text::bigint % 4294967296)::text::xid`;
  const [{ xid }] = rowsOf<{ xid: string }>(await db.execute(sql`select ${horizon}::text as xid`));
  for (let waited = 0; waited < SNAPSHOT_WAIT_MS; waited += SNAPSHOT_POLL_MS) {
    const [{ older }] = rowsOf<{ older: number }>(
      await db.execute(sql`select count(*)::int as older from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_xmin is not null and age(backend_xmin) > age(${xid}::xid)`),
    );
    if (older === 0) return;
    await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_POLL_MS));
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: [T, ...T[]] }).rows;

/** Runs a statement the role may lack the right to; false when it does (SQLSTATE 42501). */
async function allowed(db: Db, statement: ReturnType<typeof sql>): Promise<boolean> {
  try {
    await db.execute(statement);
    return true;
  } catch (error) {
    for (let e = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++)
      if ((e as { code?: unknown }).code === '42501') return false;
    throw error;
  }
}

/** Server settings under which old WAL outlives the checkpoint (each readable by any role). */
async function walKeptByServer(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select current_setting('wal_recycle') as recycle,
           current_setting('wal_keep_size') as keep,
           current_setting('archive_mode') as archive,
           (select count(*)::int from pg_replication_slots) as slots`)) as unknown as {
    rows: { recycle: string; keep: string; archive: string; slots: number }[];
  };
  const s = result.rows[0]!;
  const kept: string[] = [];
  if (s.recycle === 'on') kept.push('wal_recycle is on (old WAL segments are reused, not deleted)');
  if (!/^0\D*$/.test(s.keep)) kept.push(`wal_keep_size (${s.keep}) keeps old WAL segments`);
  if (s.archive !== 'off') kept.push('archive_mode is on (archived WAL keeps the old writes)');
  if (s.slots > 0) kept.push('replication slots keep old WAL segments');
  return kept;
}
