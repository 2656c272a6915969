import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentDocuments } from '../src/db/schema/index.js';
import { createDocumentCipher } from '../src/lib/document-cipher.js';
import { keyFingerprint } from '../src/lib/key-fingerprint.js';
import { restoreArchive } from '../src/modules/backup/restore.js';
import { countStoredNumbers, writeSetting } from '../src/modules/keys/repository.js';
import { rotateAadhaarKey } from '../src/modules/keys/rotate.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { profileBody, putProfile } from './helpers/disability-profile.js';
import { withdrawAndErase } from './helpers/erasure.js';
import { jpegWithExif, samplePdf, uploadDocument } from './helpers/documents.js';
import { emptyRestoreTarget } from './helpers/restore-target.js';
import { registeredStudent } from './helpers/students.js';

/*
 * Issue 30 part 3: documents are in the database, so the data download lists them, the erasure
 * removes them, a backup carries them to a restore byte for byte, and the key rotation moves them.
 */
const PASSPHRASE = 'correct horse battery staple';
const aadhaarKey = randomBytes(32);
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp({ aadhaarKey });
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

const download = (app: TestContext['app'], regNo: string, id: string, headers: object) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/students/${encodeURIComponent(regNo)}/documents/${id}`,
    headers: headers as Record<string, string>,
  });

describe('documents in the records', () => {
  it("are listed in the guardian's data download, staff-only ones too, without their bytes", async () => {
    const s = await registeredStudent(ctx, admin.headers);
    await uploadDocument(ctx, s.info.regNo, admin.headers, samplePdf(), 'report.pdf');
    const file = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/my-data',
      headers: s.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.json().documents).toEqual([
      expect.objectContaining({ filename: 'report.pdf', visibleToGuardian: false }),
    ]);
    expect(file.body).not.toContain('%PDF');
  });

  it('are gone with an erased student: no row is left', async () => {
    const s = await registeredStudent(ctx, admin.headers);
    const regNo = s.info.regNo;
    await uploadDocument(ctx, regNo, admin.headers, jpegWithExif(), 'card.jpg');
    const studentId = await withdrawAndErase(ctx, admin, regNo);
    const count = await ctx.database.db.execute(
      sql`select count(*)::int as n from student_documents where student_id = ${studentId}`,
    );
    expect(JSON.stringify(count)).toContain('"n":0');
  });

  // A backup and a restore on the embedded database: well over the default on a loaded machine.
  it('round-trip byte for byte through a backup and a restore, with the profile', async () => {
    const s = await registeredStudent(ctx, admin.headers);
    const pdf = Buffer.concat([samplePdf(), randomBytes(200_000)]);
    const up = await uploadDocument(ctx, s.info.regNo, admin.headers, pdf, 'scan.pdf');
    expect(up.statusCode, up.body).toBe(200);
    const saved = await putProfile(ctx, s.info.regNo, profileBody(), admin.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    const id = up.json().document.id as string;
    const backup = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/backup',
      headers: admin.headers,
      payload: { password: admin.user.password, passphrase: PASSPHRASE },
    });
    expect(backup.statusCode, backup.body.slice(0, 200)).toBe(200);
    const place = await emptyRestoreTarget();
    try {
      await restoreArchive({
        archive: backup.rawPayload,
        passphrase: PASSPHRASE,
        target: place.target,
        key: { key: aadhaarKey, from: 'the test' },
      });
      const restored = await place.open(aadhaarKey);
      const login = await restored.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { id: admin.user.userId, password: admin.user.password },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      const file = await download(restored.app, s.info.regNo, id, headers);
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      // The profile (issue 30 part 1) comes back as it was saved.
      const profile = await restored.app.inject({
        method: 'GET',
        url: `/api/admin/students/${encodeURIComponent(s.info.regNo)}/disability-profile`,
        headers,
      });
      expect(profile.json().profile).toEqual(saved.json().profile);
      await restored.app.close();
    } finally {
      await place.cleanup();
    }
  }, 120_000);

  it('are counted by the key checks and re-encrypted by the key rotation', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-document-keys-'));
    try {
      fs.writeFileSync(path.join(dir, 'aadhaar.key'), `${aadhaarKey.toString('base64')}\n`, {
        mode: 0o600,
      });
      await writeSetting(ctx.database.db, 'aadhaar_key_fingerprint', keyFingerprint(aadhaarKey));
      const s = await registeredStudent(ctx, admin.headers);
      const up = await uploadDocument(ctx, s.info.regNo, admin.headers, samplePdf(), 'a.pdf');
      const id = up.json().document.id as string;
      const before = await countStoredNumbers(ctx.database.db);
      const [{ documents }] = (
        (await ctx.database.db.execute(
          sql`select count(*)::int as documents from student_documents`,
        )) as unknown as { rows: { documents: number }[] }
      ).rows as [{ documents: number }];
      expect(before).toBeGreaterThanOrEqual(documents);
      const result = await rotateAadhaarKey(ctx.database.db, {
        dataDir: dir,
        envKey: undefined,
        log: () => undefined,
        actor: { userId: 'cli', role: 'system' },
      });
      const newKey = Buffer.from(
        fs.readFileSync(path.join(dir, 'aadhaar.key'), 'utf8').trim(),
        'base64',
      );
      expect(result.to).toBe(keyFingerprint(newKey));
      // Rotation runs with the server stopped: the stored bytes now open with the new key only.
      const [row] = await ctx.database.db
        .select()
        .from(studentDocuments)
        .where(eq(studentDocuments.id, id));
      expect(createDocumentCipher(newKey).decrypt(row!.contentCipher).equals(samplePdf())).toBe(
        true,
      );
      expect(() => createDocumentCipher(aadhaarKey).decrypt(row!.contentCipher)).toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
