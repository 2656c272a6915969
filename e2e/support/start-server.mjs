// Starts the app for the browser tests on a fresh embedded database in a temporary DATA_DIR:
// seed first, then the server, both with the same environment.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

// E2E_DATABASE_URL (a PostgreSQL server): a fresh database for this run, dropped at the end, used
// through a role that owns no table, so the row-level policies hold (issue 28; the network
// journey needs it). Without it: the embedded database, one institute.
const serverUrl = process.env.E2E_DATABASE_URL;
let dropDatabase = async () => {};
if (serverUrl) {
  const pg = createRequire(import.meta.url)('pg');
  const name = `pragati_e2e_${process.pid}_${Date.now().toString(36)}`;
  const role = 'pragati_e2e_app';
  const onServer = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`do $$ begin create role ${role} nologin nosuperuser nobypassrls;
    exception when duplicate_object or unique_violation then null; end $$`);
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.DATABASE_APP_ROLE = role;
  dropDatabase = () => onServer(`drop database if exists ${name} with (force)`);
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
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  dropDatabase().finally(() => process.exit(code ?? 0));
});
