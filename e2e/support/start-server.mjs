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
  process.exit(code ?? 0);
});
