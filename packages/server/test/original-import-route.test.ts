import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportFolder } from '../src/modules/original-import/files.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { writeExportFolder } from './helpers/original-export.js';
import { bankFile, bankRows, fixtureBank, importRequest } from './helpers/question-bank.js';

/**
 * POST /api/admin/import-original: the command's way in while a server holds the embedded
 * database (issue 32 part 1). The collections go as the command read them (JSON documents).
 */
let ctx: TestContext;
let admin: Record<string, string>;
const collections = JSON.parse(JSON.stringify(readExportFolder(writeExportFolder())));
const url = '/api/admin/import-original';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin', { userId: 'admin' })).headers;
  expect(
    (await importRequest(ctx, admin, await bankFile(bankRows(fixtureBank())))).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

const post = (payload: unknown, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/admin/import-original', () => {
  it('401 signed out', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { dryRun: true, collections },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(['teacher', 'principal', 'student'] as const)('403 for a %s', async (role) => {
    const { headers } = await signedIn(ctx, role);
    expect((await post({ dryRun: true, collections }, headers)).statusCode).toBe(403);
  });

  it('400 with the exact message for a body that is not the six collections', async () => {
    const missing = await post({ dryRun: true, collections: { users: [] } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('Each collection must be a list of documents.');
    const notBoolean = await post({ dryRun: 'yes', collections });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().msg).toBe('dryRun must be true or false.');
  });

  it('a dry run answers the report and writes nothing; the import answers the passwords once', async () => {
    const dry = await post({ dryRun: true, collections });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.headers['cache-control']).toBe('no-store');
    expect(dry.json().report.counts.students).toBe(2);
    expect(dry.json().credentials).toEqual([]);
    const done = await post({ dryRun: false, collections });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      done
        .json()
        .credentials.map((c: { userId: string }) => c.userId)
        .sort(),
    ).toEqual(['REG001', 'REG002', 'T1', 'principal']);
    const again = await post({ dryRun: false, collections });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('Already in Pragati: REG001, REG002, T1.');
  });
});
