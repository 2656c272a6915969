/**
 * A read of every table at start (issue 26), so a damaged database stops the start with one clear
 * message (./open-faults.ts) instead of starting and failing on the first request that touches
 * the damage. Each table's pages are read once (count(*): a damaged page header is refused), and
 * each TOAST table (where long values live, such as a term's checklist items) is entered through
 * its index at both ends and its chunks fetched: an emptied or cut-short TOAST file answers
 * "could not read blocks" there, while a plain scan of it would find nothing and say nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

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

/** Throws UnreadableTableError naming the first table that cannot be read. */
export async function checkTablesReadable(db: Db): Promise<void> {
  for (const table of await tables(db)) {
    try {
      await db.execute(sql.raw(`select count(*) from ${table.name}`));
      if (table.toast) {
        // chunk_data makes it fetch the row, not answer from the index alone.
        for (const order of ['asc', 'desc']) {
          await db.execute(
            sql.raw(
              `select length(chunk_data) from ${table.toast} ` +
                `order by chunk_id ${order}, chunk_seq ${order} limit 1`,
            ),
          );
        }
      }
    } catch (error) {
      throw new UnreadableTableError(table.name.replace(/^public\./, ''), error);
    }
  }
}
