import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentImportPending } from '../src/db/schema/index.js';
import { createAadhaarCipher } from '../src/lib/aadhaar-cipher.js';
import { keyFingerprint } from '../src/lib/key-fingerprint.js';
import { countStoredNumbers, writeSetting } from '../src/modules/keys/repository.js';
import { rotateAadhaarKey } from '../src/modules/keys/rotate.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { importRow, importSheet, uploadImport } from './helpers/student-import.js';

/** A pending import row's Aadhaar is a stored number like any other: counted and rotated. */
const key = randomBytes(32);
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp({ aadhaarKey: key });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-import-keys-'));
  fs.writeFileSync(path.join(dir, 'aadhaar.key'), `${key.toString('base64')}\n`, { mode: 0o600 });
  await writeSetting(ctx.database.db, 'aadhaar_key_fingerprint', keyFingerprint(key));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('rotate-aadhaar-key with pending import rows', () => {
  it('counts and re-encrypts their numbers too; an empty cell is no number', async () => {
    const { headers } = await signedIn(ctx, 'admin');
    const response = await uploadImport(
      ctx,
      headers,
      await importSheet([
        importRow({ name: '', aadharNo: '123456789012' }),
        importRow({ name: '', aadharNo: '' }),
      ]),
    );
    expect(response.json()).toMatchObject({ registered: 0, pending: 2 });
    expect(await countStoredNumbers(ctx.database.db)).toBe(1);

    const result = await rotateAadhaarKey(ctx.database.db, {
      dataDir: dir,
      envKey: undefined,
      log: () => undefined,
      actor: { userId: 'cli', role: 'system' },
    });
    expect(result.numbers).toBe(1);
    const newKey = Buffer.from(
      fs.readFileSync(path.join(dir, 'aadhaar.key'), 'utf8').trim(),
      'base64',
    );
    const rows = await ctx.database.db.select().from(studentImportPending);
    const stored = rows.map((r) => r.aadhaarCipher).filter((c): c is string => c !== null);
    expect(stored.map((c) => createAadhaarCipher(newKey).decrypt(c))).toEqual(['123456789012']);
  });
});
