import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema/index.js';
import { keyFingerprint } from '../src/lib/key-fingerprint.js';
import { KEY_NOT_IN_USE_MESSAGE } from '../src/modules/keys/in-use.js';
import { writeSetting } from '../src/modules/keys/repository.js';
import { settleAadhaarKey } from '../src/modules/keys/service.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { register } from './helpers/students.js';

/**
 * Two servers on one PostgreSQL must never write Aadhaar numbers with two keys: a start with no
 * key, or another key, than the one the database records is refused on a shared database (even
 * before any number is stored), and every write checks the recorded key in its transaction.
 */
const key = randomBytes(32);
let ctx: TestContext;
let admin: Record<string, string>;
const dirs: string[] = [];
const log = () => undefined;

function dataDir(content?: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-key-in-use-'));
  dirs.push(dir);
  if (content) fs.writeFileSync(path.join(dir, 'aadhaar.key'), content.toString('base64'));
  return dir;
}

beforeAll(async () => {
  ctx = await createTestApp({ aadhaarKey: key });
  ({ headers: admin } = await signedIn(ctx, 'admin'));
});
afterAll(async () => {
  await ctx.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a second server on a shared database, before any number is stored', () => {
  it('is refused without the recorded key, and the record is left as it was', async () => {
    const other = await createTestApp();
    try {
      const recorded = keyFingerprint(key);
      await writeSetting(other.database.db, 'aadhaar_key_fingerprint', recorded);
      const settle = (dir: string, envKey?: Buffer) =>
        settleAadhaarKey(other.database.db, { dataDir: dir, envKey, log, sharedDatabase: true });
      const missing = dataDir();
      await expect(settle(missing)).rejects.toThrow(/another Pragati server may be using/);
      expect(fs.existsSync(path.join(missing, 'aadhaar.key'))).toBe(false);
      await expect(settle(dataDir(randomBytes(32)))).rejects.toThrow(`fingerprint ${recorded}`);
      await expect(settle(dataDir(), randomBytes(32))).rejects.toThrow(/the same AADHAAR_KEY/);
      expect((await settle(dataDir(key))).equals(key)).toBe(true);
      // The embedded database has one owner (its lock): there a new key is still taken.
      const fresh = randomBytes(32);
      const embedded = await settleAadhaarKey(other.database.db, {
        dataDir: dataDir(fresh),
        envKey: undefined,
        log,
      });
      expect(embedded.equals(fresh)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('writing a number', () => {
  it('goes on while the recorded key is this server’s', async () => {
    await writeSetting(ctx.database.db, 'aadhaar_key_fingerprint', keyFingerprint(key));
    const { response } = await register(ctx, admin);
    expect(response.statusCode).toBe(201);
  });

  it('is refused (503, nothing stored) once another key is recorded', async () => {
    await writeSetting(ctx.database.db, 'aadhaar_key_fingerprint', keyFingerprint(randomBytes(32)));
    const before = await ctx.database.db.$count(students);
    const { response } = await register(ctx, admin);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ msg: KEY_NOT_IN_USE_MESSAGE });
    expect(await ctx.database.db.$count(students)).toBe(before);
  });
});
