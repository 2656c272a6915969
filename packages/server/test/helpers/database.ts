import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped on close), so files run in parallel.
 * Both start from the run's migrated template (../global-setup.ts); opening still checks and
 * applies the migrations, which finds nothing left to do.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template?.kind !== 'pglite') return openDatabase({});
    return openDatabase({ template: new Blob([fs.readFileSync(template.file)]) });
  }

  const name = `pragati_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const from = template?.kind === 'postgres' ? ` template ${template.name}` : '';
  await admin.query(`create database ${name}${from}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
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
