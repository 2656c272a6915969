import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import type { RestoreTarget } from '../../src/modules/backup/restore.js';

/**
 * An empty place to restore into, of the kind the tests run on: a new folder (embedded) or a new
 * database on the TEST_DATABASE_URL server. `isEmpty` says whether anything was written there.
 */
export async function emptyRestoreTarget(): Promise<{
  target: RestoreTarget;
  isEmpty: () => Promise<boolean>;
  open: (
    aadhaarKey: Uint8Array,
    jwtSecret?: Uint8Array,
  ) => Promise<{ app: App; database: Database; close: () => Promise<void> }>;
  cleanup: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-restore-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let target: RestoreTarget = { kind: 'pglite', dataDir };
  let dropDatabase = async () => undefined;
  let countRelations = async () =>
    fs
      .readdirSync(dataDir)
      .filter((name) => name !== 'pgdata' || fs.readdirSync(path.join(dataDir, name)).length)
      .length;
  if (serverUrl) {
    const name = `pragati_restore_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const adminQuery = async (text: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        return await client.query(text);
      } finally {
        await client.end();
      }
    };
    await adminQuery(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    target = { kind: 'postgres', url: url.toString(), dataDir };
    dropDatabase = async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
    };
    countRelations = async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
           where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'`,
        );
        return (rows[0]?.n ?? 0) + fs.readdirSync(dataDir).length;
      } finally {
        await client.end();
      }
    };
  }
  const opened: Database[] = [];
  return {
    target,
    isEmpty: async () => (await countRelations()) === 0,
    async open(aadhaarKey, jwtSecret = randomBytes(32)) {
      const database = await openDatabase(
        target.kind === 'postgres' ? { databaseUrl: target.url, poolSize: 5 } : { dataDir },
      );
      opened.push(database);
      const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') });
      const app = await buildApp({ config, database, jwtSecret, aadhaarKey });
      await app.ready();
      const close = async () => {
        await app.close();
        opened.splice(opened.indexOf(database), 1);
        await database.close();
      };
      return { app, database, close };
    },
    async cleanup() {
      for (const database of opened) await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
