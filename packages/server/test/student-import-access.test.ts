import type { Role } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_ROWS, UPLOAD_MESSAGES } from '../src/lib/xlsx-upload.js';
import { ZIP_MESSAGES } from '../src/lib/zip-guard.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { xlsxFile } from './helpers/multipart.js';
import { IMPORT_HEADINGS, importRow, importSheet, uploadImport } from './helpers/student-import.js';
import { buildZip, deflated, deflatedZeros } from './helpers/zip.js';

/** Every route of the student import: 401 signed out, 403 with the guard's words for other roles. */
const ID = '00000000-0000-0000-0000-000000000000';
const base = '/api/admin/students/import';
const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: object }[] = [
  { method: 'GET', url: `${base}/template` },
  { method: 'POST', url: base, body: {} },
  { method: 'GET', url: `${base}/pending` },
  { method: 'PUT', url: `${base}/pending/${ID}`, body: {} },
  { method: 'POST', url: `${base}/pending/${ID}/register` },
  { method: 'DELETE', url: `${base}/pending/${ID}` },
  { method: 'POST', url: `${base}/credentials-sheet`, body: { credentials: [] } },
];

let ctx: TestContext;
const headers = {} as Record<Role, Record<string, string>>;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'principal', 'teacher', 'student'] as const) {
    headers[role] = (await signedIn(ctx, role)).headers;
  }
});
afterAll(async () => {
  await ctx.close();
});

describe.each(routes)('$method $url', ({ method, url, body }) => {
  const inject = (extra: Record<string, string>) =>
    ctx.app.inject({ method, url, headers: extra, ...(body ? { payload: body } : {}) });

  it('declares the admin policy', () => {
    const pattern = url.replace(ID, ':id');
    const entry = ctx.app.routeTable.find((r) => r.method === method && r.url === pattern);
    expect(entry?.policy).toEqual({ kind: 'roles', roles: ['admin'] });
  });

  it('is 401 signed out and 403 for the principal, a teacher and a student', async () => {
    expect((await inject({})).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const response = await inject(headers[role]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().msg).toBe('Not a Admin');
    }
  });

  it('admits the admin without a 5xx', async () => {
    const response = await inject(headers.admin);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).not.toBe(401);
  });
});

describe('POST /admin/students/import: files it refuses, each with its message', () => {
  const upload = (file: Buffer, options?: Parameters<typeof uploadImport>[3]) =>
    uploadImport(ctx, headers.admin, file, options);

  it.each([
    ['an empty file', async () => Buffer.alloc(0), undefined, UPLOAD_MESSAGES.noFile],
    [
      'a text file',
      async () => Buffer.from('regNo,name\n1,A'),
      { filename: 'a.csv' },
      UPLOAD_MESSAGES.notXlsx,
    ],
    [
      'a zip named .xlsx that is no sheet',
      async () => buildZip([deflated('a.txt', 'hello')]),
      undefined,
      UPLOAD_MESSAGES.noSheet,
    ],
    [
      'a sheet without the header',
      async () => xlsxFile([['a', 'b']]),
      undefined,
      'The sheet has no header row with a "Registration Number" column; use the template.',
    ],
    [
      'a sheet missing columns',
      async () => xlsxFile([['Registration Number', 'Name']]),
      undefined,
      'The sheet is missing the columns Registration Date, Date of Birth, Sex, Aadhar Number, Mobile No., Class; use the template.',
    ],
    [
      'a header without rows',
      async () => importSheet([]),
      undefined,
      'The sheet has no student rows.',
    ],
    [
      'too many rows',
      async () => importSheet(Array.from({ length: MAX_UPLOAD_ROWS + 1 }, () => importRow())),
      undefined,
      UPLOAD_MESSAGES.tooManyRows,
    ],
  ])('%s', async (_label, file, options, message) => {
    const response = await upload(await file(), options);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('a zip bomb is refused before it is unpacked', async () => {
    const size = 60 * 1024 * 1024;
    const bomb = buildZip([
      deflated('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
      { name: 'xl/worksheets/sheet1.xml', data: await deflatedZeros(size), uncompressedSize: size },
    ]);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect([ZIP_MESSAGES.tooLarge, ZIP_MESSAGES.ratio]).toContain(response.json().msg);
  });

  it('a file over 2 MB is a 413', async () => {
    const response = await upload(
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2.1 * 1024 * 1024)]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().msg).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it('the headings are found below a note and in any case', async () => {
    const file = await xlsxFile([
      ['A note'],
      IMPORT_HEADINGS.map((h) => h.toUpperCase()),
      importRow(),
    ]);
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().registered).toBe(1);
  });
});
