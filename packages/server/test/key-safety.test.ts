import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, studentDetails } from '../src/db/schema/index.js';
import { createAadhaarCipher } from '../src/lib/aadhaar-cipher.js';
import { keyFingerprint } from '../src/lib/key-fingerprint.js';
import { RotationError, rotateAadhaarKey } from '../src/modules/keys/rotate.js';
import { settleAadhaarKey, settleSessionKey } from '../src/modules/keys/service.js';
import { writeSetting } from '../src/modules/keys/repository.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { register } from './helpers/students.js';

/**
 * Key safety (issue 11 part 3, decisions §12): with numbers stored, a missing, damaged or other
 * Aadhaar key refuses the start and leaves the key file as it was; rotation re-encrypts them all.
 */
const key = randomBytes(32);
const fingerprint = keyFingerprint(key);
let ctx: TestContext;
let admin: Record<string, string>;
const registered: { regNo: string; aadhaar: string }[] = [];
const dirs: string[] = [];
const logged: string[] = [];
let rotatedKey: Buffer | undefined;
const log = (_level: 'info' | 'warn', message: string) => void logged.push(message);

function dataDirWith(content: string | undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-keys-'));
  dirs.push(dir);
  if (content !== undefined)
    fs.writeFileSync(path.join(dir, 'aadhaar.key'), content, { mode: 0o600 });
  return dir;
}
const keyText = (k: Buffer) => `${k.toString('base64')}\n`;
const fileOf = (dir: string) => path.join(dir, 'aadhaar.key');
const settle = (dataDir: string, envKey?: Buffer) =>
  settleAadhaarKey(ctx.database.db, { dataDir, envKey, log });

beforeAll(async () => {
  ctx = await createTestApp({ aadhaarKey: key });
  ({ headers: admin } = await signedIn(ctx, 'admin'));
  for (let i = 0; i < 3; i++) {
    const { response, info } = await register(ctx, admin);
    expect(response.statusCode).toBe(201);
    registered.push({ regNo: info.regNo, aadhaar: info.aadharNo });
  }
  await writeSetting(ctx.database.db, 'aadhaar_key_fingerprint', fingerprint);
});
afterAll(async () => {
  await ctx.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a start with Aadhaar numbers stored', () => {
  it('goes on with the recorded key, from the file or AADHAAR_KEY', async () => {
    expect((await settle(dataDirWith(keyText(key)))).equals(key)).toBe(true);
    expect((await settle(dataDirWith(undefined), key)).equals(key)).toBe(true);
  });

  const other = randomBytes(32);
  const refusals: [string, string | undefined, Buffer | undefined, RegExp][] = [
    ['a deleted key file', undefined, undefined, /aadhaar\.key is missing/],
    ['an empty key file', '', undefined, /is damaged/],
    ['a truncated key file', keyText(key).slice(0, 20), undefined, /is damaged/],
    ['another key in the file', keyText(other), undefined, /It is not the Aadhaar key in use/],
    ['another AADHAAR_KEY', keyText(key), other, /AADHAAR_KEY has fingerprint/],
  ];
  it.each(refusals)(
    'refuses %s, naming the file and fingerprint, and leaves the file',
    async (_name, content, envKey, reason) => {
      const dir = dataDirWith(content);
      const error = (await settle(dir, envKey).then(
        () => undefined,
        (e: unknown) => e,
      )) as Error;
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe('StartupError');
      expect(error.message).toMatch(reason);
      expect(error.message).toContain(`fingerprint ${fingerprint}`);
      expect(error.message).toContain(fileOf(dir));
      expect(error.message).toContain('3 Aadhaar numbers are stored');
      if (content === undefined) expect(fs.existsSync(fileOf(dir))).toBe(false);
      else expect(fs.readFileSync(fileOf(dir), 'utf8')).toBe(content);
    },
  );

  it('names a key file in DATA_DIR that has the expected fingerprint', async () => {
    const dir = dataDirWith(keyText(randomBytes(32)));
    fs.writeFileSync(path.join(dir, 'aadhaar.key.new'), keyText(key));
    await expect(settle(dir)).rejects.toThrow(/aadhaar\.key\.new has that fingerprint: rename it/);
  });

  it('an installation without a recorded fingerprint proves the key on a stored number', async () => {
    await ctx.database.db.execute(`delete from app_settings where key = 'aadhaar_key_fingerprint'`);
    await expect(settle(dataDirWith(keyText(randomBytes(32))))).rejects.toThrow(
      /does not decrypt the stored numbers/,
    );
    expect((await settle(dataDirWith(keyText(key)))).equals(key)).toBe(true);
    await expect(settle(dataDirWith(keyText(randomBytes(32))))).rejects.toThrow(
      `fingerprint ${fingerprint}`,
    );
  });
});

describe('a start with no number stored', () => {
  it('creates a key file once and never replaces it', async () => {
    const empty = await createTestApp();
    try {
      const dir = dataDirWith(undefined);
      const first = await settleAadhaarKey(empty.database.db, {
        dataDir: dir,
        envKey: undefined,
        log,
      });
      const written = fs.readFileSync(fileOf(dir), 'utf8');
      expect(fs.statSync(fileOf(dir)).mode & 0o777).toBe(0o600);
      const again = await settleAadhaarKey(empty.database.db, {
        dataDir: dir,
        envKey: undefined,
        log,
      });
      expect(again.equals(first)).toBe(true);
      expect(fs.readFileSync(fileOf(dir), 'utf8')).toBe(written);
      // Damaged with nothing stored: still refused, still untouched.
      fs.writeFileSync(fileOf(dir), 'short');
      await expect(
        settleAadhaarKey(empty.database.db, { dataDir: dir, envKey: undefined, log }),
      ).rejects.toThrow(/No Aadhaar number is stored yet, so you may delete it/);
      expect(fs.readFileSync(fileOf(dir), 'utf8')).toBe('short');
    } finally {
      await empty.close();
    }
  });
});

describe('the session key', () => {
  it('a changed key is used and said: it only ends sessions', async () => {
    const dir = dataDirWith(undefined);
    const db = ctx.database.db;
    const first = await settleSessionKey(db, { dataDir: dir, envSecret: undefined, log });
    expect(fs.existsSync(path.join(dir, 'jwt-secret.key'))).toBe(true);
    logged.length = 0;
    expect(
      Buffer.from(await settleSessionKey(db, { dataDir: dir, envSecret: undefined, log })).equals(
        Buffer.from(first),
      ),
    ).toBe(true);
    expect(logged).toEqual([]);
    await settleSessionKey(db, { dataDir: dir, envSecret: 'x'.repeat(40), log });
    expect(logged.join('\n')).toMatch(/everyone signed in must sign in again/);
    fs.writeFileSync(path.join(dir, 'jwt-secret.key'), 'short');
    await settleSessionKey(db, { dataDir: dir, envSecret: undefined, log });
    expect(fs.readdirSync(dir).some((n) => n.startsWith('jwt-secret.key.damaged-'))).toBe(true);
  });
});

describe('rotate-aadhaar-key', () => {
  it('re-encrypts every number in one transaction, keeps the old key and audits it', async () => {
    const dir = dataDirWith(keyText(key));
    const result = await rotateAadhaarKey(ctx.database.db, {
      dataDir: dir,
      envKey: undefined,
      log,
      actor: { userId: 'cli', role: 'system' },
    });
    expect(result).toMatchObject({ numbers: 3, from: fingerprint });
    const newKey = Buffer.from(fs.readFileSync(fileOf(dir), 'utf8').trim(), 'base64');
    expect(keyFingerprint(newKey)).toBe(result.to);
    rotatedKey = newKey;
    expect(fs.readFileSync(result.retiredFile!, 'utf8')).toBe(keyText(key));
    expect(fs.existsSync(`${fileOf(dir)}.new`)).toBe(false);

    const cipher = createAadhaarCipher(newKey);
    const rows = await ctx.database.db.select().from(studentDetails);
    const numbers = rows.map((r) => cipher.decrypt(r.aadhaarCipher)).sort();
    expect(numbers).toEqual(registered.map((r) => r.aadhaar).sort());
    expect((await settle(dir)).equals(newKey)).toBe(true);
    await expect(settle(dataDirWith(keyText(key)))).rejects.toThrow(/not the Aadhaar key in use/);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'aadhaar.key.rotate'));
    expect(entry?.detail).toEqual({ numbers: 3, documents: 0, from: fingerprint, to: result.to });
    expect(JSON.stringify(entry)).not.toContain(newKey.toString('base64'));
  });

  it('with AADHAAR_KEY, needs a file for the new key and changes nothing without one', async () => {
    const dir = dataDirWith(undefined);
    const before = await ctx.database.db.select().from(studentDetails);
    await expect(
      rotateAadhaarKey(ctx.database.db, {
        dataDir: dir,
        envKey: rotatedKey,
        log,
        actor: { userId: 'cli', role: 'system' },
      }),
    ).rejects.toBeInstanceOf(RotationError);
    expect(await ctx.database.db.select().from(studentDetails)).toEqual(before);
  });
});
