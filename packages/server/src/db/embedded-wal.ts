/**
 * The embedded database's write-ahead log, kept free of what was deleted (decisions §15).
 *
 * PostgreSQL keeps every write in the WAL until a checkpoint lets it go, and by default it then
 * renames old segments for reuse rather than deleting them, so their bytes (names, mobiles,
 * comments of an erased student) stay on disk and in every backup that copies the folder.
 * PGlite is opened with `wal_recycle=off` (./client.ts), so a checkpoint deletes old segments;
 * `retireEmbeddedWal` then ends the segment holding the old writes and checkpoints, so the folder
 * keeps one new segment that holds nothing written before the call.
 */
import { PGlite } from '@electric-sql/pglite';

/** Start settings added to PGlite's own (see the module comment). */
export const EMBEDDED_WAL_SETTINGS = ['-c', 'wal_recycle=off'];

const SEGMENT_NAME = /^[0-9A-F]{24}$/;

/**
 * Segments named after the one being written are spares made ahead of time; in a folder used
 * before wal_recycle was off they are old segments renamed, still holding their old writes, and
 * the next switch would write into them and keep their tails. PostgreSQL creates a missing one,
 * zero-filled, when it reaches it. Called only while no other statement can run.
 */
function removeSpareSegments(client: PGlite, current: string) {
  const fs = client.Module.FS;
  const folder = `${PGlite.paths.PGDATA}/pg_wal`;
  for (const name of fs.readdir(folder) as string[]) {
    if (SEGMENT_NAME.test(name) && name > current) fs.unlink(`${folder}/${name}`);
  }
}

/**
 * Ends the current WAL segment and checkpoints: afterwards pg_wal holds one fresh segment with
 * nothing written before this call. Other statements wait only for the switch itself.
 */
export async function retireEmbeddedWal(client: PGlite): Promise<void> {
  // The transaction holds PGlite's statement queue, so no write moves the WAL into another
  // segment between reading the current one's name and removing the spares.
  await client.transaction(async (tx) => {
    const { rows } = await tx.query<{ segment: string }>(
      'select pg_walfile_name(pg_current_wal_insert_lsn()) as segment',
    );
    removeSpareSegments(client, rows[0]!.segment);
    await tx.query('select pg_switch_wal()');
  });
  // Its redo point lies in the new segment, so every older segment is deleted.
  await client.query('CHECKPOINT');
}
