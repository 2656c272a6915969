import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createArchive } from '../src/modules/backup/archive.js';
import {
  exportInstitute,
  INSTITUTE_PAYLOAD,
  packRows,
} from '../src/modules/backup/institute-backup.js';
import { restoreAsNewInstitute } from '../src/modules/backup/institute-restore.js';
import { writeInstituteBackup } from '../src/modules/backup/institute-backup.js';
import { archiveFacts } from '../src/modules/backup/snapshot.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { samplePdf, uploadDocument } from './helpers/documents.js';
import { register } from './helpers/students.js';

/**
 * Issue 28 part 5: an institute's backup from another deployment (its own Aadhaar key) restores
 * with that deployment's key file (--source-key-file): the Aadhaar number and the document, both
 * encrypted with the source's key, read back at the new institute. An institute backup from an
 * older schema is refused before anything is written, saying what to do. Both databases.
 */
const PASSPHRASE = 'institute backup passphrase';
const FAST = { N: 2 ** 10, r: 8, p: 1 };
const SHARED = 'network.example.test';
const sourceKey = randomBytes(32);
const targetKey = randomBytes(32);
let source: TestContext;
let target: TestContext;
let admin: { userId: string; password: string };
let student: { regNo: string; aadhaar: string };
const actor = { userId: 'test', role: 'system' };

async function collect(chunks: AsyncIterable<Buffer>) {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

beforeAll(async () => {
  source = await createTestApp({ aadhaarKey: sourceKey });
  const signed = await signedIn(source, 'admin');
  admin = signed.user;
  const { response, info } = await register(source, signed.headers);
  expect(response.statusCode, response.body).toBe(201);
  student = { regNo: info.regNo, aadhaar: info.aadharNo };
  const uploaded = await uploadDocument(
    source,
    info.regNo,
    signed.headers,
    samplePdf(),
    'udid.pdf',
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  target = await createTestApp({ aadhaarKey: targetKey });
}, 300_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('restore from another deployment with --source-key-file', () => {
  it('the Aadhaar number and the document are readable at the new institute', async () => {
    const { chunks } = await writeInstituteBackup(source.database, {
      institute: { id: 1, code: 'main', name: 'Source School' },
      aadhaarKey: sourceKey,
      passphrase: PASSPHRASE,
      actor,
      scrypt: FAST,
    });
    const archive = await collect(chunks);
    const result = await restoreAsNewInstitute({
      archive,
      passphrase: PASSPHRASE,
      database: target.database,
      code: 'east',
      name: 'East School',
      deploymentKey: targetKey,
      sourceKey: { key: sourceKey, from: 'source aadhaar.key' },
      actor,
    });
    expect(result.rows.students).toBe(1);

    // A server started now knows the new institute (the directory is read at first use).
    const app = await buildApp({
      config: target.config,
      database: target.database,
      jwtSecret: randomBytes(32),
      aadhaarKey: targetKey,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: SHARED },
        payload: { id: admin.userId, password: admin.password, institute: 'east' },
      });
      expect(login.statusCode, login.body).toBe(200);
      const headers = { host: SHARED, authorization: `Bearer ${login.json().token as string}` };
      const at = `/api/admin/students/${encodeURIComponent(student.regNo)}`;
      const reveal = await app.inject({ method: 'POST', url: `${at}/aadhaar`, headers });
      expect(reveal.statusCode, reveal.body).toBe(200);
      expect(JSON.stringify(reveal.json())).toContain(student.aadhaar);
      const list = await app.inject({ method: 'GET', url: `${at}/documents`, headers });
      expect(list.statusCode, list.body).toBe(200);
      const [document] = list.json().documents as { id: string }[];
      expect(document).toBeDefined();
      const file = await app.inject({
        method: 'GET',
        url: `${at}/documents/${document!.id}`,
        headers,
      });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.rawPayload.equals(samplePdf())).toBe(true);
    } finally {
      await app.close();
    }
  }, 300_000);
});

describe('an institute backup from an older schema', () => {
  it('is refused before anything is written, saying what to do', async () => {
    const facts = await archiveFacts(source.database, sourceKey);
    const rows = await exportInstitute(source.database, 1);
    const { chunks } = await createArchive(
      {
        ...facts,
        migrations: facts.migrations - 1,
        payload: INSTITUTE_PAYLOAD,
        institute: { code: 'main', name: 'Source School' },
      },
      PASSPHRASE,
      (async function* () {
        yield await packRows(rows);
      })(),
      { scrypt: FAST },
    );
    const older = await collect(chunks);
    await expect(
      restoreAsNewInstitute({
        archive: older,
        passphrase: PASSPHRASE,
        database: target.database,
        code: 'west',
        name: 'West School',
        deploymentKey: targetKey,
        sourceKey: { key: sourceKey, from: 'source aadhaar.key' },
        actor,
      }),
    ).rejects.toThrow(
      /made by an older version of Pragati .* Restore it with that version, update, and take a new institute backup\./,
    );
    const codes = await target.database.db.execute('select code from institutes order by id');
    expect(
      (codes as unknown as { rows: { code: string }[] }).rows.map((r) => r.code),
    ).not.toContain('west');
  }, 300_000);
});
