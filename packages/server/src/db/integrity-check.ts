/**
 * A read of every table at start (issue 26), so a damaged database stops the start with one clear
 * message (./open-faults.ts) instead of starting and failing on the first request that touches
 * the damage. Each table's pages are read once (count(*): a damaged page header is refused), and
 * each TOAST table (where long values live, such as a term's checklist items) is entered through
 * its index at both ends and its chunks fetched: an emptied or cut-short TOAST file answers
 * "could not read blocks" there, while a plain scan of it would find nothing and say nothing.
 * Only damage stops the start: any other refusal of a read (a PostgreSQL role without access to
 * the pg_toast schema) is not the operator's fault, and the read is skipped.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.js';

/**
 * The database's own error when it reports damage: SQLSTATE class XX (internal error, data or
 * index corrupted: "invalid page in block", "could not read blocks") or 58 (system error: a
 * missing or unreadable file).
 */
export function databaseDamage(error: unknown): Error | undefined {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(XX|58)[0-9A-Z]{3}$/.test(code)) return e as Error;
  }
  return undefined;
}

/** A table that could not be read: which one, with the database's own error as the cause. */
export class UnreadableTableError extends Error {
  override name = 'UnreadableTableError';
  constructor(
    readonly table: string,
    cause: unknown,
  ) {
    super(`Table ${table} could not be read.`, { cause });
  }
}

type TableRow = { name: string; toast: string | null };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The application's tables (ours and the migration record), each with its TOAST table. */
async function tables(db: Db): Promise<TableRow[]> {
  const result = await db.execute(sql`
    select format('%I.%I', n.nspname, c.relname) as name,
           case when c.reltoastrelid = 0 then null else c.reltoastrelid::regclass::text end as toast
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in ('public', 'drizzle')
    order by 1`);
  return rowsOf<TableRow>(result);
}

/** The reads of one table: its pages, and its TOAST entered through the index at both ends. */
function readsOf(table: TableRow, withToast: boolean): string[] {
  const reads = [`(select count(*) from ${table.name})`];
  if (table.toast && withToast) {
    // chunk_data makes it fetch the row, not answer from the index alone.
    for (const order of ['asc', 'desc']) {
      reads.push(
        `(select length(chunk_data) from ${table.toast} ` +
          `order by chunk_id ${order}, chunk_seq ${order} limit 1)`,
      );
    }
  }
  return reads;
}

const readAll = (db: Db, reads: string[]) =>
  reads.length ? db.execute(sql.raw(`select ${reads.join(', ')}`)) : Promise.resolve();

/** Throws UnreadableTableError naming the first table whose files are damaged. */
export async function checkTablesReadable({ db, driver }: Database): Promise<void> {
  const all = await tables(db);
  // On a server, pg_toast is usually closed to the application's role; the embedded database
  // (this process's own files) is where a damaged file needs finding.
  const withToast = driver === 'pglite';
  try {
    // One statement for every table: a start pays one round trip, not a hundred.
    await readAll(
      db,
      all.flatMap((table) => readsOf(table, withToast)),
    );
    return;
  } catch (error) {
    if (!databaseDamage(error)) return;
  }
  // Damage somewhere: table by table, to name the one.
  for (const table of all) {
    try {
      await readAll(db, readsOf(table, withToast));
    } catch (error) {
      if (databaseDamage(error)) {
        throw new UnreadableTableError(table.name.replace(/^public\./, ''), error);
      }
    }
  }
}
