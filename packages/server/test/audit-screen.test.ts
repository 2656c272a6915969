import { AUDIT_EXPORT_MAX_ROWS } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';

/*
 * Issue 14 part 3: the audit screen's calls. GET /admin/audit takes a day (YYYY-MM-DD, the whole
 * day in Asia/Kolkata) as well as a date and time; GET /admin/audit/export sends the filtered
 * entries as an .xlsx and is audited itself.
 */

let ctx: TestContext;
let admin: { userId: string; headers: Record<string, string> };

// 1 Nov 2025 in Kolkata begins at 31 Oct 18:30 UTC: the entries sit on both sides of midnight.
const ENTRIES = [
  { at: '2025-10-31T18:29:59Z', target: 'R-before' },
  { at: '2025-10-31T18:30:00Z', target: 'R-first' },
  { at: '2025-11-01T18:29:59Z', target: '=HYPERLINK("http://x")' },
  { at: '2025-11-01T18:30:00Z', target: 'R-next-day' },
];

beforeAll(async () => {
  ctx = await createTestApp();
  const signed = await signedIn(ctx, 'admin');
  admin = { userId: signed.user.userId, headers: signed.headers };
  await ctx.database.db.insert(auditLog).values(
    ENTRIES.map((e) => ({
      at: new Date(e.at),
      actorId: 'screen-clerk',
      actorRole: 'admin',
      action: 'student.aadhaar.reveal',
      target: e.target,
      outcome: 'success' as const,
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });
const targets = (body: { data: { target: string }[] }) => body.data.map((e) => e.target);

describe('GET /api/admin/audit by day', () => {
  it('a day is the whole day in Asia/Kolkata, newest first', async () => {
    const response = await get('/api/admin/audit?actor=screen-clerk&from=2025-11-01&to=2025-11-01');
    expect(response.statusCode).toBe(200);
    expect(targets(response.json())).toEqual(['=HYPERLINK("http://x")', 'R-first']);
  });

  it('a date and time still works as before (both ends included)', async () => {
    const response = await get(
      '/api/admin/audit?actor=screen-clerk&from=2025-10-31T18:29:59Z&to=2025-10-31T18:30:00Z',
    );
    expect(targets(response.json())).toEqual(['R-first', 'R-before']);
  });

  it.each([
    ['from=2025-02-30', 'From must be a date (YYYY-MM-DD) or a date and time.'],
    ['to=2025-11-31', 'To must be a date (YYYY-MM-DD) or a date and time.'],
    ['from=yesterday', 'From must be a date (YYYY-MM-DD) or a date and time.'],
    ['from=2025-11-02&to=2025-11-01', 'From must be on or before To.'],
    ['to=2101-01-01', 'To must be a date between 1900 and 2100.'],
    ['offset=-1', 'Offset must not be negative.'],
    ['limit=201', 'Limit must be 1–200.'],
  ])('?%s → 400 %s', async (query, message) => {
    const response = await get(`/api/admin/audit?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });
});

describe.each(['/api/admin/audit', '/api/admin/audit/export'])('GET %s access', (url) => {
  it('signed out → 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
  });

  it.each(['principal', 'teacher', 'student'] as const)('%s → 403', async (role) => {
    const { headers } = await signedIn(ctx, role);
    const response = await get(url, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toEqual(expect.any(String));
  });
});

describe('GET /api/admin/audit/export', () => {
  it.each([
    ['from=2025-02-30', 'From must be a date (YYYY-MM-DD) or a date and time.'],
    ['from=2025-11-02&to=2025-11-01', 'From must be on or before To.'],
    ['outcome=maybe', 'Outcome must be success, failure or denied.'],
    ['target=%00', 'Target filter contains characters that are not allowed.'],
    [`actor=${'a'.repeat(65)}`, 'Actor filter is too long.'],
  ])('?%s → 400 %s', async (query, message) => {
    const response = await get(`/api/admin/audit/export?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('sends the filtered entries, formula-like text inert, and is audited', async () => {
    const response = await get(
      '/api/admin/audit/export?actor=screen-clerk&action=aadhaar&from=2025-11-01&to=2025-11-01',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A2').value).toBe(
      'Filters: who contains "screen-clerk", action contains "aadhaar", from 2025-11-01, to 2025-11-01',
    );
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'When (IST)',
      'Who',
      'Role',
      'Action',
      'Action code',
      'Target',
      'Outcome',
      'Detail',
    ]);
    const rows = [5, 6].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(rows).toEqual([
      [
        '01 Nov 2025, 23:59:59',
        'screen-clerk',
        'admin',
        'Aadhaar number revealed',
        'student.aadhaar.reveal',
        `'=HYPERLINK("http://x")`,
        'Succeeded',
        '',
      ],
      [
        '01 Nov 2025, 00:00:00',
        'screen-clerk',
        'admin',
        'Aadhaar number revealed',
        'student.aadhaar.reveal',
        'R-first',
        'Succeeded',
        '',
      ],
    ]);
    expect(sheet.rowCount).toBe(6);

    const own = await get(`/api/admin/audit?action=audit.export&actor=${admin.userId}`);
    expect(own.json().data[0]).toMatchObject({
      actorId: admin.userId,
      actorRole: 'admin',
      action: 'audit.export',
      outcome: 'success',
      detail: {
        rows: 2,
        filters: { actor: 'screen-clerk', action: 'aadhaar', from: '2025-11-01', to: '2025-11-01' },
      },
    });
  });

  it('words the sheet in the language the request asks for (issue 16)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?outcome=success&from=2025-11-01&to=2025-11-01',
      headers: { ...admin.headers, 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('ऑडिट लॉग');
    expect(String(sheet.getCell('A2').value)).toMatch(
      /^फ़िल्टर: परिणाम .+, 2025-11-01 से, 2025-11-01 तक$/,
    );
    expect((sheet.getRow(4).values as unknown[])[1]).toBe('कब (IST)');
  });

  it('refuses more entries than an export holds, before reading them', async () => {
    await ctx.database.db.execute(
      sql`insert into audit_log (action, outcome)
          select 'bulk.export.test', 'success' from generate_series(1, ${AUDIT_EXPORT_MAX_ROWS + 1})`,
    );
    const response = await get('/api/admin/audit/export?action=bulk.export.test');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      'The filters match 20,001 entries; an export holds at most 20,000. Narrow the filters (for example a shorter date range) and export again.',
    );
  });
});
