import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../../src/db/client.js';
import { keyFingerprint } from '../../src/lib/key-fingerprint.js';
import { createArchive } from '../../src/modules/backup/archive.js';
import type { InstituteRows } from '../../src/modules/backup/institute-backup.js';
import { takeSnapshot } from '../../src/modules/backup/snapshot.js';

/** The last migration before institutes existed (0023_institutes made them). */
const BEFORE_TENANCY = '0022_question_bank_drafts';

/** A copy of the migrations folder that ends with `last` (before institutes). */
export function migrationsUpTo(last: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-pre-tenancy-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  if (end < 0) throw new Error(`no migration ${last}`);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return folder;
}

/**
 * A whole backup archive of a stand-alone embedded installation as it was before institutes
 * existed (schema 0022 by default, whose only institute_id columns are 0021's disability tables';
 * `lastMigration` '0020_access_rule' for a schema with none at all), holding the given rows (an
 * institute's export from a current installation: its ids kept, columns and tables the old
 * schema lacks left out).
 */
export async function preTenancyArchive(
  rows: InstituteRows,
  order: string[],
  aadhaarKey: Uint8Array,
  passphrase: string,
  lastMigration = BEFORE_TENANCY,
): Promise<Buffer> {
  const folder = migrationsUpTo(lastMigration);
  const client = new PGlite();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    const existing = await client.query<{ name: string }>(
      `select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const tables = new Set(existing.rows.map((r) => r.name));
    for (const name of order) {
      if (!tables.has(name) || !rows.tables[name]?.length) continue;
      await db.execute(sql`insert into ${sql.identifier(name)}
        select * from jsonb_populate_recordset(null::${sql.identifier(name)},
          ${JSON.stringify(rows.tables[name])}::jsonb)`);
    }
    const migrations = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const snapshot = await takeSnapshot({ kind: 'pglite', client });
    const { chunks } = await createArchive(
      {
        driver: 'pglite',
        payload: snapshot.payload,
        appVersion: 'before institutes',
        migrations: migrations.rows[0]!.n,
        aadhaarKeyFingerprint: keyFingerprint(aadhaarKey),
      },
      passphrase,
      snapshot.chunks,
      { scrypt: { N: 2 ** 10, r: 8, p: 1 } },
    );
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    return Buffer.concat(parts);
  } finally {
    await client.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
