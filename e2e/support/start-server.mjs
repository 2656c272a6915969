// Starts the app for the browser tests on a fresh embedded database in a temporary DATA_DIR:
// seed first, then the server, both with the same environment.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Databases and roles of earlier runs whose process no longer runs (pid in the name). */
async function dropLeftovers(pg, serverUrl) {
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return error.code === 'EPERM';
    }
  };
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select datname as name, 'database' as kind from pg_database where datname ~ '^pragati_e2e_[0-9]+_'
       union all select rolname, 'role' from pg_roles where rolname ~ '^pragati_e2e_app_[0-9]+_'`,
    );
    const gone = rows.filter((row) => {
      const pid = /_(\d+)_[0-9a-z]+$/.exec(row.name)?.[1];
      return pid !== undefined && !alive(Number(pid));
    });
    // Databases first: a role is dropped once nothing of it is left.
    for (const row of gone.sort((a, b) => a.kind.localeCompare(b.kind))) {
      const quoted = `"${row.name}"`;
      await client
        .query(
          row.kind === 'database'
            ? `drop database if exists ${quoted} with (force)`
            : `drop role if exists ${quoted}`,
        )
        .catch((error) => console.error(`Could not drop ${row.kind} ${row.name}:`, error.message));
    }
  } finally {
    await client.end();
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'bootstrap-admin-pass',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;

// E2E_SERVER_DATABASE_URL (a PostgreSQL server; playwright.config.ts sets it for the second
// server when E2E_DATABASE_URL is given): a fresh database for this run and a role of its own that
// owns no table, so the row-level policies hold (issue 28; the network journey needs it). Both are
// dropped when the server stops, and a start first drops those of runs whose process is gone (a
// run killed outright), so re-runs and the other journeys never meet them. Without it: the
// embedded database, one institute.
const serverUrl = process.env.E2E_SERVER_DATABASE_URL;
delete env.E2E_SERVER_DATABASE_URL;
let dropDatabase = async () => {};
if (serverUrl) {
  const pg = createRequire(import.meta.url)('pg');
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const name = `pragati_e2e_${tag}`;
  const role = `pragati_e2e_app_${tag}`;
  const onServer = async (...statements) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await dropLeftovers(pg, serverUrl);
  await onServer(`create role ${role} nologin nosuperuser nobypassrls`, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.DATABASE_APP_ROLE = role;
  dropDatabase = () =>
    onServer(`drop database if exists ${name} with (force)`, `drop role if exists ${role}`);
}

const seed = spawnSync(process.execPath, [tsx, path.join(here, 'seed.ts')], {
  env,
  stdio: 'inherit',
  cwd: root,
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, [tsx, path.join(root, 'packages/server/src/server.ts')], {
  env,
  stdio: 'inherit',
  cwd: root,
});
const stop = () => server.kill('SIGTERM');
// Playwright stops the web server with SIGTERM (gracefulShutdown in playwright.config.ts).
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  dropDatabase()
    .catch((error) => console.error('Could not drop the run database:', error.message))
    .finally(() => process.exit(code ?? 0));
});
