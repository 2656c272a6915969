import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctionRequests } from '../src/db/schema/index.js';
import { createAadhaarCipher } from '../src/lib/aadhaar-cipher.js';
import { keyFingerprint } from '../src/lib/key-fingerprint.js';
import { countStoredNumbers, writeSetting } from '../src/modules/keys/repository.js';
import { rotateAadhaarKey } from '../src/modules/keys/rotate.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { registeredStudent } from './helpers/students.js';

/**
 * A correction request's proposed Aadhaar number (issue 19 part 4) is a stored number like any
 * other: counted by the key checks, re-encrypted by the rotation, and still applied afterwards.
 */
const key = randomBytes(32);
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestApp({ aadhaarKey: key });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-correction-keys-'));
  fs.writeFileSync(path.join(dir, 'aadhaar.key'), `${key.toString('base64')}\n`, { mode: 0o600 });
  await writeSetting(ctx.database.db, 'aadhaar_key_fingerprint', keyFingerprint(key));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('rotate-aadhaar-key with correction requests', () => {
  it('counts and re-encrypts a proposed number; a request for another field holds none', async () => {
    const { headers: admin } = await signedIn(ctx, 'admin');
    const s = await registeredStudent(ctx, admin);
    for (const [field, proposedValue] of [
      ['aadharNo', '123456789012'],
      ['name', 'Asha Kumari'],
    ]) {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/student/corrections',
        headers: s.headers,
        payload: { field, proposedValue, reason: 'Typo at intake' },
      });
      expect(asked.statusCode, asked.body).toBe(201);
    }
    // The intake's number and the proposed one.
    expect(await countStoredNumbers(ctx.database.db)).toBe(2);

    const result = await rotateAadhaarKey(ctx.database.db, {
      dataDir: dir,
      envKey: undefined,
      log: () => undefined,
      actor: { userId: 'cli', role: 'system' },
    });
    expect(result.numbers).toBe(2);
    const newKey = Buffer.from(
      fs.readFileSync(path.join(dir, 'aadhaar.key'), 'utf8').trim(),
      'base64',
    );
    const rows = await ctx.database.db
      .select()
      .from(correctionRequests)
      .where(isNotNull(correctionRequests.proposedCipher));
    expect(rows.map((r) => createAadhaarCipher(newKey).decrypt(r.proposedCipher!))).toEqual([
      '123456789012',
    ]);

    // This server still holds the old key: accepting says so (503), it does not fail (500).
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/corrections',
      headers: admin,
    });
    const aadhaar = (list.json().data as { id: number; field: string }[]).find(
      (r) => r.field === 'aadharNo',
    )!;
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/corrections/${aadhaar.id}/accept`,
      headers: admin,
    });
    expect(accepted.statusCode, accepted.body).toBe(503);
  });
});
