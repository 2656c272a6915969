import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { run as addUser } from '../src/cli/add-user.js';
import { withInstitute } from '../src/db/institute-scope.js';
import { appSettings, auditLog, studentDetails, users } from '../src/db/schema/index.js';
import { createAadhaarCipher } from '../src/lib/aadhaar-cipher.js';
import { keyFingerprint } from '../src/lib/key-fingerprint.js';
import { rotateAadhaarKey } from '../src/modules/keys/rotate.js';
import { countStoredNumbers } from '../src/modules/keys/repository.js';
import { settleAadhaarKey } from '../src/modules/keys/service.js';
import { writeSetting } from '../src/modules/keys/repository.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { TEST_APP_ROLE } from './helpers/app-role.js';
import { addInstitute, headersAt, userIn } from './helpers/institutes.js';
import { register } from './helpers/students.js';

/**
 * Issue 28: the work that must reach every institute (the start's Aadhaar key check, the key
 * rotation) visits each in its own scope, and `user:add --institute CODE` makes the account in
 * the institute named. On PostgreSQL with two institutes, as the app's role (row-level policies
 * in force).
 */
const key = randomBytes(32);
const log = () => {};
let ctx: TestContext;
let north: number;
const numbers: Record<number, string> = {};
const dirs: string[] = [];

function dataDirWith(content: Buffer | undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-scope-'));
  dirs.push(dir);
  if (content) fs.writeFileSync(path.join(dir, 'aadhaar.key'), `${content.toString('base64')}\n`);
  return dir;
}

const ciphersOf = (institute: number) =>
  // The query runs when awaited: inside the scope.
  withInstitute(institute, async () =>
    ctx.database.db.select({ cipher: studentDetails.aadhaarCipher }).from(studentDetails),
  );

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('system work across institutes', () => {
  beforeAll(async () => {
    ctx = await createTestApp({ aadhaarKey: key });
    north = await addInstitute(ctx, {
      code: 'north',
      host: 'b.scope.test',
      ownHost: 'a.scope.test',
    });
    for (const [institute, host] of [
      [1, 'a.scope.test'],
      [north, 'b.scope.test'],
    ] as const) {
      const admin = await userIn(ctx, institute, { role: 'admin' });
      const { response, info } = await register(ctx, await headersAt(ctx, host, admin));
      expect(response.statusCode, response.body).toBe(201);
      numbers[institute] = info.aadharNo;
    }
    await writeSetting(ctx.database.db, 'aadhaar_key_fingerprint', keyFingerprint(key));
  });
  afterAll(async () => {
    await ctx.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the start counts the numbers of every institute', async () => {
    expect(await countStoredNumbers(ctx.database.db)).toBe(2);
    await expect(
      settleAadhaarKey(ctx.database.db, {
        dataDir: dataDirWith(undefined),
        envKey: undefined,
        log,
      }),
    ).rejects.toThrow(/2 Aadhaar numbers are stored/);
  });

  it("the start's proof of a key without a recorded fingerprint catches institute 2's number", async () => {
    const [row] = await ciphersOf(north);
    const other = createAadhaarCipher(randomBytes(32)).encrypt(numbers[north]!);
    await withInstitute(north, async () =>
      ctx.database.db.update(studentDetails).set({ aadhaarCipher: other }),
    );
    await ctx.database.db.delete(appSettings).where(eq(appSettings.key, 'aadhaar_key_fingerprint'));
    try {
      await expect(
        settleAadhaarKey(ctx.database.db, { dataDir: dataDirWith(key), envKey: undefined, log }),
      ).rejects.toThrow(/does not decrypt the stored numbers/);
    } finally {
      await withInstitute(north, async () =>
        ctx.database.db.update(studentDetails).set({ aadhaarCipher: row!.cipher }),
      );
    }
    // Both institutes' numbers under the key: proved, and recorded.
    expect(
      (
        await settleAadhaarKey(ctx.database.db, {
          dataDir: dataDirWith(key),
          envKey: undefined,
          log,
        })
      ).equals(key),
    ).toBe(true);
  });

  it("rotation re-encrypts both institutes' numbers, audited in each", async () => {
    const dir = dataDirWith(key);
    const result = await rotateAadhaarKey(ctx.database.db, {
      dataDir: dir,
      envKey: undefined,
      log,
      actor: { userId: 'cli', role: 'system' },
    });
    expect(result.numbers).toBe(2);
    const newKey = Buffer.from(fs.readFileSync(path.join(dir, 'aadhaar.key'), 'utf8'), 'base64');
    const cipher = createAadhaarCipher(newKey);
    for (const institute of [1, north]) {
      const rows = await ciphersOf(institute);
      expect(rows.map((r) => cipher.decrypt(r.cipher))).toEqual([numbers[institute]]);
      const entries = await withInstitute(institute, async () =>
        ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'aadhaar.key.rotate')),
      );
      expect(entries.map((e) => e.detail)).toEqual([
        { numbers: 1, documents: 0, from: result.from, to: result.to },
      ]);
    }
  });

  it('user:add makes the account in the institute of --institute (default main)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    if (ctx.database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const env = { DATABASE_URL: ctx.database.source.url, DATABASE_APP_ROLE: TEST_APP_ROLE };
    const args = ['--role', 'principal', '--password', 'secret-pass'];
    expect(await addUser(['--id', 'north-head', ...args, '--institute', 'NORTH'], env)).toBe(0);
    expect(await addUser(['--id', 'main-head', ...args], env)).toBe(0);
    expect(await addUser(['--id', 'lost', ...args, '--institute', 'nowhere'], env)).toBe(2);
    expect(String(error.mock.calls.at(-1)?.[0])).toContain('No institute has the code nowhere');
    const ids = async (institute: number) =>
      (
        await withInstitute(institute, async () =>
          ctx.database.db.select({ userId: users.userId }).from(users),
        )
      ).map((u) => u.userId);
    expect(await ids(north)).toContain('north-head');
    expect(await ids(north)).not.toContain('main-head');
    expect(await ids(1)).toContain('main-head');
    expect([...(await ids(1)), ...(await ids(north))]).not.toContain('lost');
  });
});
