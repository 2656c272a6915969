import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeWatch, watchEmbeddedChanges, watchServerSessions } from './change-watch.js';
import { poolSizeFor } from '../config.js';
import { safeErrorLine } from '../lib/error-log.js';
import { SERVER_ROOT } from '../lib/version.js';
import { EMBEDDED_WAL_SETTINGS } from './embedded-wal.js';
import {
  type InstituteChangeWatch,
  watchEmbeddedInstitutes,
  watchServerInstitutes,
} from './institute-changes.js';
import { createScopedPool } from './institute-scope.js';
import { assertKnownMigrations } from './migration-history.js';
import { PrivateNodeFS } from './private-nodefs.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction, so services can compose writes. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Whether earlier reads may be trusted without asking again (./change-watch.ts). */
  changes: ChangeWatch;
  /** Which institutes' data changed since a read (./institute-changes.ts): the network overview. */
  instituteChanges: InstituteChangeWatch;
  /** What a backup reads (modules/backup): the embedded client, or the server's address. */
  source: DatabaseSource;
  /**
   * PostgreSQL with an app role (DATABASE_APP_ROLE): the login role, owner of the tables, for the
   * upkeep the app's role may not do (rewriting tables after an erasure). Absent: `db` is it.
   */
  owner?: Db;
  close: () => Promise<void>;
};

export type DatabaseSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** The embedded database's folder inside DATA_DIR. */
export const embeddedDataFolder = (dataDir: string) => path.join(dataDir, 'pgdata');

export type DatabaseOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** DATABASE_APP_ROLE: the role the app's connections take after migrating as the login. */
      appRole?: string;
    }
  /** dataDir undefined = in-memory PGlite (tests), started from `template` (a dumped data
   * folder) when given. */
  | { databaseUrl?: undefined; dataDir?: string; template?: Blob };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openServerDatabase(options);
  let dir: string | undefined;
  if ('dataDir' in options && options.dataDir) {
    dir = embeddedDataFolder(options.dataDir);
    fs.mkdirSync(dir, { recursive: true });
  }
  const template = 'template' in options ? options.template : undefined;
  // Old WAL segments deleted, not kept for reuse with their old bytes (./embedded-wal.ts).
  const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_WAL_SETTINGS];
  const client = dir
    ? new PGlite({ fs: new PrivateNodeFS(dir), startParams })
    : new PGlite({ ...(template ? { loadDataDir: template } : {}), startParams });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await assertKnownMigrations(db, MIGRATIONS_DIR);
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    changes: await watchEmbeddedChanges(client),
    instituteChanges: await watchEmbeddedInstitutes(client),
    source: { kind: 'pglite', client },
    close: () => client.close(),
  };
}

/**
 * A PostgreSQL server: migrated as the login role (which owns the tables), then served by a pool
 * whose connections carry the running work's institute (./institute-scope.ts) and, with
 * `appRole`, take that role, which owns nothing and so meets the row-level policies.
 */
async function openServerDatabase(options: {
  databaseUrl: string;
  poolSize?: number;
  appRole?: string;
}): Promise<Database> {
  const migrator = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
  try {
    const db = drizzlePg(migrator, { schema }) as unknown as Db;
    await assertKnownMigrations(db, MIGRATIONS_DIR);
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    if (options.appRole) await grantAppRole(migrator, options.appRole);
  } finally {
    await migrator.end();
  }
  const pool = createScopedPool(
    {
      connectionString: options.databaseUrl,
      max: options.poolSize ?? poolSizeFor(os.availableParallelism()),
    },
    options.appRole,
  );
  // Every connection that may write a session table listens for their writes (change-watch.ts).
  const sessions = watchServerSessions();
  pool.on('connect', sessions.listen);
  // An idle connection dropped by the server (restart, admin command) must not crash the
  // process; the pool replaces it and the next query reconnects.
  pool.on('error', (error) => {
    console.error('PostgreSQL connection error (connection discarded):', safeErrorLine(error));
  });
  // Connects only when used.
  const owner = options.appRole
    ? new pg.Pool({ connectionString: options.databaseUrl, max: 1 })
    : undefined;
  owner?.on('connect', sessions.listen);
  owner?.on('error', (error) => {
    console.error('PostgreSQL connection error (connection discarded):', safeErrorLine(error));
  });
  // Listens as the login role: LISTEN reads no table, and no row policy applies to it.
  const instituteChanges = watchServerInstitutes(options.databaseUrl);
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    driver: 'postgres',
    changes: sessions.watch,
    instituteChanges,
    source: { kind: 'postgres', url: options.databaseUrl },
    ...(owner ? { owner: drizzlePg(owner, { schema }) as unknown as Db } : {}),
    close: async () => {
      await Promise.all([pool.end(), owner?.end(), instituteChanges.close()]);
    },
  };
}

/** What the app's role may do: read and write rows (never own, truncate or alter a table). */
async function grantAppRole(pool: pg.Pool, role: string) {
  const name = pg.escapeIdentifier(role);
  await pool.query(`
    grant usage on schema public, drizzle to ${name};
    grant select, insert, update, delete on all tables in schema public to ${name};
    grant usage, select on all sequences in schema public to ${name};
    grant select on all tables in schema drizzle to ${name};`);
}
