/**
 * Puts one institute's rows (institute-backup.ts) into a deployment as a NEW institute, in one
 * transaction: the institute is made, every row is written under its id, every generated key
 * (serial number, uuid) is given anew and every reference to one follows it, and each Aadhaar
 * number is re-encrypted with the deployment's key when it came with another.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { withInstitute } from '../../db/institute-scope.js';
import { institutes } from '../../db/schema/index.js';
import { type Actor, audit } from '../../lib/audit.js';
import { createInstitute } from '../institutes/create.js';
import type { InstituteRows } from './institute-backup.js';
import {
  AADHAAR_COLUMNS,
  DOCUMENT_COLUMNS,
  carried,
  type InstituteTable,
  instituteTables,
  JSON_REFERENCES,
  type Row,
} from './institute-tables.js';

export const INSTITUTE_RESTORE_ACTION = 'backup.restoreInstitute';
const CHUNK = 500;

/** Old key → new key, per table with a generated key. */
type KeyMaps = Map<string, Map<string, unknown>>;

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

async function newKeys(tx: Executor, table: InstituteTable, count: number): Promise<unknown[]> {
  if (!table.key || count === 0) return [];
  if (table.key.kind === 'uuid') return Array.from({ length: count }, () => randomUUID());
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence(${table.name},
    ${table.key.column}))::text as v from generate_series(1, ${count})`);
  return (result as unknown as { rows: { v: string }[] }).rows.map((r) => Number(r.v));
}

function follow(maps: KeyMaps, to: string, old: unknown, where: string): unknown {
  if (old === null || old === undefined) return old;
  const found = maps.get(to)?.get(String(old));
  if (found === undefined) throw new Error(`${where} refers to a row of ${to} the backup lacks.`);
  return found;
}

/** Keys inside JSON values (JSON_REFERENCES): followed, or dropped when the row is missing. */
function followInJson(value: unknown, path: string, map: Map<string, unknown> | undefined) {
  if (!value || typeof value !== 'object') return value;
  const moved = (old: unknown) => (old == null ? old : (map?.get(String(old)) ?? null));
  const out: Record<string, unknown> = {};
  for (const [category, inner] of Object.entries(value as Record<string, unknown>)) {
    if (path === '{category}') {
      const id = moved(inner);
      if (id !== null) out[category] = id;
    } else if (Array.isArray(inner)) {
      out[category] = inner.map((item: Record<string, unknown>) =>
        item && typeof item === 'object' && 'itemId' in item
          ? { ...item, itemId: moved(item.itemId) }
          : item,
      );
    } else out[category] = inner;
  }
  return out;
}

type Recipher = {
  recipher: (cipher: string) => string;
  recipherDocument?: (hex: string) => string;
};

function rewrite(
  table: InstituteTable,
  rows: Row[],
  keys: unknown[],
  maps: KeyMaps,
  context: Recipher & { institute: number },
): Row[] {
  const aadhaar = AADHAAR_COLUMNS.filter((c) => c.table === table.name).map((c) => c.column);
  const documents = DOCUMENT_COLUMNS.filter((c) => c.table === table.name).map((c) => c.column);
  const inJson = JSON_REFERENCES.filter((r) => r.table === table.name);
  return rows.map((source, i) => {
    const row: Row = { ...source, institute_id: context.institute };
    if (table.key) row[table.key.column] = keys[i];
    for (const ref of table.references) {
      row[ref.column] = follow(maps, ref.to, source[ref.column], `A row of ${table.name}`);
    }
    for (const ref of inJson)
      row[ref.column] = followInJson(row[ref.column], ref.path, maps.get(ref.to));
    for (const column of aadhaar) {
      if (typeof row[column] === 'string') row[column] = context.recipher(row[column] as string);
    }
    for (const column of documents) {
      if (typeof row[column] === 'string')
        row[column] = (context.recipherDocument ?? ((hex: string) => hex))(row[column] as string);
    }
    return row;
  });
}

async function insertRows(tx: Executor, table: InstituteTable, rows: Row[]) {
  const size = table.selfReferencing ? rows.length : CHUNK;
  const columns = sql.join(table.columns.map(ident), sql`, `);
  for (let start = 0; start < rows.length; start += size) {
    const chunk = JSON.stringify(rows.slice(start, start + size));
    await tx.execute(sql`insert into ${ident(table.name)} (${columns})
      select ${columns} from jsonb_populate_recordset(null::${ident(table.name)}, ${chunk}::jsonb)`);
  }
}

export class InstituteRestoreError extends Error {
  override name = 'InstituteRestoreError';
}

/** The institute's new id and how many rows each table received. */
export type ImportResult = { institute: number; rows: Record<string, number> };

export async function importInstitute(
  database: Database,
  data: InstituteRows,
  options: {
    code: string;
    name: string;
    hosts?: string[];
    recipher: (cipher: string) => string;
    /** A document's bytes as to_jsonb writes them (\\x…), re-encrypted likewise. */
    recipherDocument?: (hex: string) => string;
    actor: Actor;
    detail?: Record<string, unknown>;
  },
): Promise<ImportResult> {
  const db = database.owner ?? database.db;
  const taken = await db.execute(
    sql`select 1 from ${institutes} where lower(code) = lower(${options.code})`,
  );
  if ((taken as unknown as { rows: unknown[] }).rows.length) {
    throw new InstituteRestoreError(
      `An institute with the code ${options.code} exists already. Choose another code; nothing was restored.`,
    );
  }
  return db.transaction(async (tx) => {
    // The archive carries the institute's own groups. Defaults and the database's own triggers
    // write this institute's rows from here on.
    const institute = await createInstitute(
      tx,
      { code: options.code, name: options.name, hosts: options.hosts ?? [] },
      { groups: 'carried' },
    );
    const maps: KeyMaps = new Map();
    const counts: Record<string, number> = {};
    for (const table of carried(await instituteTables(tx))) {
      const rows = data.tables[table.name] ?? [];
      const keys = await newKeys(tx, table, rows.length);
      if (table.key) {
        const column = table.key.column;
        maps.set(table.name, new Map(rows.map((r, i) => [String(r[column]), keys[i]])));
      }
      const context = {
        institute,
        recipher: options.recipher,
        ...(options.recipherDocument ? { recipherDocument: options.recipherDocument } : {}),
      };
      await insertRows(tx, table, rewrite(table, rows, keys, maps, context));
      counts[table.name] = rows.length;
    }
    await withInstitute(institute, () =>
      audit(tx, {
        actor: options.actor,
        action: INSTITUTE_RESTORE_ACTION,
        outcome: 'success',
        detail: { ...options.detail, rows: Object.values(counts).reduce((a, b) => a + b, 0) },
      }),
    );
    return { institute, rows: counts };
  });
}
