import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { students } from '../src/db/schema/index.js';
import { keyFingerprint } from '../src/lib/key-fingerprint.js';
import {
  buildServerForTests,
  startServer,
  TEST_BUILD,
  type ServerProcess,
} from './helpers/server-process.js';
import { registrationBody } from './helpers/students.js';
import { teacherRow, teacherSheet } from './helpers/teachers.js';

/**
 * The compiled server as an operator runs it, on one embedded DATA_DIR (issue 11, decisions §12):
 * one owner, private files, a clean stop with a request in flight, and starts that refuse a
 * damaged key or folder with one clear message. (The lock concerns the embedded folder only, so
 * this file runs on it whatever database the other tests use.)
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-process-'));
const ADMIN_PASSWORD = 'process-admin-pass';
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD, WEB_DIST: path.join(dataDir, 'no-web') };
const keyFile = path.join(dataDir, 'aadhaar.key');
const regNos: string[] = [];
let server: ServerProcess | undefined;

beforeAll(() => buildServerForTests(), 60_000);
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(TEST_BUILD, { recursive: true, force: true });
});

async function running(extra: Record<string, string> = {}) {
  const started = await startServer({ ...env, ...extra });
  // A start on a loaded machine (a shared CI runner) can take longer than the default wait.
  await started.waitFor(/Pragati is running/, { timeoutMs: 100_000 });
  return started;
}

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function registerStudent(base: string, token: string) {
  const body = registrationBody();
  regNos.push(body.formData.details.info.regNo);
  return fetch(`${base}/api/admin/registerStudent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

function widerThanOwner(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if ((stat.mode & 0o077) !== 0) found.push(`${entry} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

/** A start that must refuse: non-zero exit, one message, no stack dump. */
async function refusedStart(extra: Record<string, string> = {}) {
  const attempt = await startServer({ ...env, ...extra });
  const code = await attempt.exited(100_000);
  expect(code).not.toBe(0);
  expect(attempt.output()).not.toMatch(/^\s+at /m);
  return attempt.output();
}

describe('one embedded DATA_DIR, run by the compiled server', { timeout: 120_000 }, () => {
  it('a second start refuses at once, naming the first; the first keeps every write', async () => {
    server = await running();
    const token = await adminToken(server.url);
    expect((await registerStudent(server.url, token)).status).toBe(201);

    const second = await startServer(env);
    expect(await second.exited(5_000)).not.toBe(0);
    expect(second.output()).toContain(`PID ${server.child.pid}`);
    expect(second.output()).toContain(dataDir);

    expect((await registerStudent(server.url, token)).status).toBe(201);
    expect(widerThanOwner(dataDir)).toEqual([]);
  });

  it('reads and writes sheets in its worker thread (dist/workers/sheet-worker.js)', async () => {
    const token = await adminToken(server!.url);
    const auth = { authorization: `Bearer ${token}` };
    const template = await fetch(`${server!.url}/api/admin/download`, { headers: auth });
    expect(template.status).toBe(200);
    expect(
      Buffer.from(await template.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const form = new FormData();
    const sheet = await teacherSheet([teacherRow()]);
    form.append('file', new Blob([new Uint8Array(sheet)]), 'teachers.xlsx');
    const uploaded = await fetch(`${server!.url}/api/admin/registerTeacher`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    expect(((await uploaded.json()) as { registered: number }).registered).toBe(1);
  });

  it('SIGTERM lets a registration in flight finish, closes the database and exits 0', async () => {
    const first = server!;
    const token = await adminToken(first.url);
    // The signal goes as soon as the server has the request in hand (its request log line).
    const mark = first.output().length;
    const pending = registerStudent(first.url, token);
    await first.waitFor(/registerStudent[^\n]*incoming request/, { since: mark });
    first.child.kill('SIGTERM');
    expect((await pending).status).toBe(201);
    expect(await first.exited(10_000)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pragati.lock'))).toBe(false);

    server = await running();
    expect(server.output()).not.toMatch(/Took over the lock/);
    server.child.kill('SIGTERM');
    expect(await server.exited(10_000)).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ regNo: students.regNo }).from(students);
      expect(rows.map((r) => r.regNo).sort()).toEqual([...regNos].sort());
    } finally {
      await database.close();
    }
  });

  it('refuses a deleted, truncated or other Aadhaar key and leaves the key file as it was', async () => {
    const original = fs.readFileSync(keyFile, 'utf8');
    const expected = keyFingerprint(Buffer.from(original.trim(), 'base64'));

    fs.rmSync(keyFile);
    expect(await refusedStart()).toContain(`fingerprint ${expected}`);
    expect(fs.existsSync(keyFile)).toBe(false);

    const cases = [original.slice(0, 12), '', `${randomBytes(32).toString('base64')}\n`];
    for (const content of cases) {
      fs.writeFileSync(keyFile, content, { mode: 0o600 });
      const output = await refusedStart();
      expect(output).toContain(keyFile);
      expect(output).toContain(`fingerprint ${expected}`);
      expect(fs.readFileSync(keyFile, 'utf8')).toBe(content);
    }

    fs.writeFileSync(keyFile, original, { mode: 0o600 });
    const other = await refusedStart({ AADHAAR_KEY: randomBytes(32).toString('base64') });
    expect(other).toContain('AADHAAR_KEY has fingerprint');
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(original);
  });

  it('a damaged database folder stops the start with one message and the way out', async () => {
    const control = path.join(dataDir, 'pgdata', 'global', 'pg_control');
    fs.writeFileSync(control, Buffer.alloc(fs.statSync(control).size));
    const output = await refusedStart();
    expect(output).toContain(path.join(dataDir, 'pgdata'));
    expect(output).toMatch(/restore your latest backup/);
    expect(fs.existsSync(path.join(dataDir, 'pragati.lock'))).toBe(false);
  });
});
