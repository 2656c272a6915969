/**
 * What one institute's backup holds (issue 28 part 5, decisions §20), read from the database's
 * own catalog: every table with `institute_id`, its columns, its generated key (a serial number or
 * a random uuid, given anew on restore) and the columns that refer to such keys (foreign keys,
 * plus the few references the catalog cannot show, listed below). A new table is carried without
 * a change here; test/institute-backup.test.ts fails on one this file cannot place.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Institute tables a backup leaves out, with the reason: what they hold is remade by use.
 * Everything else with institute_id is carried.
 */
export const NOT_CARRIED: Record<string, string> = {
  sessions: 'everyone signs in again after a restore, as after a whole restore',
  login_failures: 'lockout counters of recent wrong passwords, not records',
  list_versions: "the lists' change counters, kept by the database's own triggers",
};

/** References the catalog cannot show: a column holding another table's generated key. */
export const IMPLICIT_REFERENCES: { table: string; column: string; to: string }[] = [
  // The bank item a goal follows from term to term (no foreign key: items are never deleted).
  { table: 'programme_goals', column: 'item_id', to: 'question_items' },
];

/**
 * Keys inside JSON values: a term's checklist keeps the bank item of each answer and the bank
 * version of each category (db/schema/students.ts, ReportItem).
 */
export const JSON_REFERENCES: { table: string; column: string; to: string; path: string }[] = [
  { table: 'term_reports', column: 'items', to: 'question_items', path: '{category}[].itemId' },
  {
    table: 'term_reports',
    column: 'bank_versions',
    to: 'question_bank_versions',
    path: '{category}',
  },
];

/** Columns holding an Aadhaar number encrypted with the installation's key (modules/keys). */
export const AADHAAR_COLUMNS: { table: string; column: string }[] = [
  { table: 'student_details', column: 'aadhaar_cipher' },
  { table: 'student_import_pending', column: 'aadhaar_cipher' },
  { table: 'correction_requests', column: 'proposed_cipher' },
];

/** Columns holding a document encrypted with a key derived from the same one (issue 30). */
export const DOCUMENT_COLUMNS: { table: string; column: string }[] = [
  { table: 'student_documents', column: 'content_cipher' },
];

export type Reference = { column: string; to: string };

export type InstituteTable = {
  name: string;
  columns: string[];
  /** The column whose values the database generates, given anew on restore. */
  key?: { column: string; kind: 'serial' | 'uuid' };
  /** Single columns holding another table's generated key (foreign or implicit). */
  references: Reference[];
  /** Columns of the primary key, to order the rows the same way every time. */
  primaryKey: string[];
  /** A foreign key names the table itself: its rows go in with one statement. */
  selfReferencing: boolean;
};

type Row = Record<string, unknown>;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table with institute_id, in an order where each comes after the tables it refers to. */
export async function instituteTables(db: Executor): Promise<InstituteTable[]> {
  const columns = rowsOf<{ table: string; column: string; fill: string | null }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column", pg_get_expr(d.adbin, d.adrelid) as fill
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
        and exists (select 1 from pg_attribute i where i.attrelid = c.oid
          and i.attname = 'institute_id' and not i.attisdropped)
      order by c.relname, a.attnum`),
  );
  const constraints = rowsOf<{
    table: string;
    type: string;
    columns: string[];
    to: string | null;
    toColumns: string[] | null;
  }>(
    await db.execute(sql`
      select c.relname as "table", k.contype as type,
        array(select attname::text from unnest(k.conkey) with ordinality u(n, o)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by o) as columns,
        f.relname as "to",
        array(select attname::text from unnest(k.confkey) with ordinality u(n, o)
          join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by o) as "toColumns"
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_class f on f.oid = k.confrelid
      where n.nspname = 'public' and k.contype in ('p', 'f')`),
  );
  const byName = new Map<string, InstituteTable>();
  for (const row of columns) {
    const table = byName.get(row.table) ?? {
      name: row.table,
      columns: [],
      references: [],
      primaryKey: [],
      selfReferencing: false,
    };
    byName.set(row.table, table);
    table.columns.push(row.column);
    if (row.fill?.startsWith('nextval(')) table.key = { column: row.column, kind: 'serial' };
    if (row.fill === 'gen_random_uuid()') table.key = { column: row.column, kind: 'uuid' };
  }
  for (const k of constraints) {
    const table = byName.get(k.table);
    if (table && k.type === 'p') table.primaryKey = k.columns;
    if (table && k.type === 'f' && k.to === k.table) table.selfReferencing = true;
  }
  // A generated value is a key only when it alone is the primary key.
  for (const table of byName.values()) {
    if (table.key && (table.primaryKey.length !== 1 || table.primaryKey[0] !== table.key.column))
      delete table.key;
  }
  for (const k of constraints) {
    const table = byName.get(k.table);
    const target = k.to ? byName.get(k.to) : undefined;
    if (!table || !target?.key || k.type !== 'f') continue;
    k.columns.forEach((column, i) => {
      if (k.toColumns?.[i] === target.key!.column)
        table.references.push({ column, to: target.name });
    });
  }
  for (const ref of IMPLICIT_REFERENCES) byName.get(ref.table)?.references.push(ref);
  return inDependencyOrder([...byName.values()], constraints);
}

/** Tables ordered so that each follows every other table its foreign keys name. */
function inDependencyOrder(
  tables: InstituteTable[],
  constraints: { table: string; type: string; to: string | null }[],
): InstituteTable[] {
  const needs = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const k of constraints) {
    if (k.type === 'f' && k.to && k.to !== k.table && needs.has(k.to))
      needs.get(k.table)?.add(k.to);
  }
  for (const ref of IMPLICIT_REFERENCES) needs.get(ref.table)?.add(ref.to);
  const ordered: InstituteTable[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length) {
    const index = remaining.findIndex((t) => [...needs.get(t.name)!].every((n) => placed.has(n)));
    if (index < 0) throw new Error('The institute tables refer to each other in a cycle.');
    const [next] = remaining.splice(index, 1);
    ordered.push(next!);
    placed.add(next!.name);
  }
  return ordered;
}

/** The tables a backup carries: every institute table but NOT_CARRIED. */
export const carried = (tables: InstituteTable[]) => tables.filter((t) => !(t.name in NOT_CARRIED));

export type { Row };
