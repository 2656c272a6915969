import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { type Database, embeddedDataFolder, openDatabase } from '../../src/db/client.js';
import { TEST_APP_ROLE } from './app-role.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (on disk in `dataDir`
 * when given, for tests that read the files), or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (dropped on close), so files run in parallel.
 * All start from the run's migrated template (../global-setup.ts); opening still checks and
 * applies the migrations, which finds nothing left to do.
 */
export async function createTestDatabase(
  options: { dataDir?: string; asOwner?: boolean } = {},
): Promise<Database> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dumped = template?.kind === 'pglite' ? fs.readFileSync(template.file) : undefined;
    if (options.dataDir) {
      if (dumped) await loadIntoFolder(embeddedDataFolder(options.dataDir), dumped);
      return openDatabase({ dataDir: options.dataDir });
    }
    return openDatabase(dumped ? { template: new Blob([dumped]) } : {});
  }

  const name = `pragati_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const from = template?.kind === 'postgres' ? ` template ${template.name}` : '';
  await admin.query(`create database ${name}${from}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 5,
    // As the tables' owner the row-level policies are bypassed: only the queries' own scope holds
    // (scoped-queries.test.ts).
    ...(options.asOwner ? {} : { appRole: TEST_APP_ROLE }),
  });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** What may alter tables (a test's forced failure): the tables' owner, not the app's role. */
export const owner = (ctx: { database: Database }) => ctx.database.owner ?? ctx.database.db;

/** Writes a dumped data folder to disk, as a restore does (modules/backup/restore.ts). */
async function loadIntoFolder(folder: string, dumped: Buffer) {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const loaded = new PGlite(folder, { loadDataDir: new Blob([dumped]) });
  await loaded.waitReady;
  await loaded.close();
}
