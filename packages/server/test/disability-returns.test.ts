import { instituteDate, UDISE_MESSAGES } from '@pragati/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { profileBody, putProfile } from './helpers/disability-profile.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';

/*
 * Issue 30 parts 4-5: the admin home's reminders (re-assessment and UDID expiry within 90 days,
 * students with no disability recorded) and the UDISE+ return of a named year (active students,
 * Aadhaar masked), as .xlsx and CSV.
 */
type Headers = Record<string, string>;
let ctx: TestContext;
const h = {} as Record<'admin' | 'principal' | 'teacher' | 'student', Headers>;
let due: string;
let later: string;
let bare: string;
let gone: string;
let aadhaar: string;

const day = (offset: number) =>
  new Date(Date.parse(`${instituteDate(new Date())}T00:00:00Z`) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);
const get = (url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

beforeAll(async () => {
  ctx = await createTestApp();
  h.admin = (await signedIn(ctx, 'admin')).headers;
  h.principal = (await signedIn(ctx, 'principal')).headers;
  h.teacher = (await teacherWithClasses(ctx, ['primary1_1'])).headers;
  const a = await registeredStudent(ctx, h.admin, { stdCred: { section: 'primary1' } });
  const b = await registeredStudent(ctx, h.admin, { stdCred: { section: 'primary1' } });
  const c = await registeredStudent(ctx, h.admin);
  const d = await registeredStudent(ctx, h.admin);
  h.student = a.headers;
  aadhaar = a.info.aadharNo;
  [due, later, bare, gone] = [a.info.regNo, b.info.regNo, c.info.regNo, d.info.regNo];
  const soon = profileBody({
    certificate: {
      number: 'UP/CMO/2025/1',
      authority: 'CMO Lucknow',
      issuedOn: day(-400),
      reassessOn: day(30),
    },
    udid: { kind: 'udid', number: 'UP0110920150001234', expiresOn: day(60) },
  });
  expect((await putProfile(ctx, due, soon, h.admin)).statusCode).toBe(200);
  const far = profileBody({
    udid: { kind: 'enrolment', number: 'EN/2025/77', expiresOn: day(400) },
  });
  expect((await putProfile(ctx, later, far, h.admin)).statusCode).toBe(200);
  expect((await putProfile(ctx, gone, profileBody(), h.admin)).statusCode).toBe(200);
  const confirm = { adminID: 'x', confirmationPassword: 'x', confirmRegNo: gone };
  const admin = await signedIn(ctx, 'admin');
  const left = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/deleteStudent',
    headers: admin.headers,
    payload: {
      ...confirm,
      adminID: admin.user.userId,
      confirmationPassword: admin.user.password,
      regNo: gone,
      reason: 'Family moved',
    },
  });
  expect(left.statusCode, left.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

describe('the reminders on the admin home', () => {
  it('name what falls due within 90 days and the active students with no disability', async () => {
    const res = await get('/admin/disability-reminders', h.admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.reassessDue).toEqual([expect.objectContaining({ regNo: due, date: day(30) })]);
    expect(body.udidExpiring).toEqual([expect.objectContaining({ regNo: due, date: day(60) })]);
    const listed = body.noProfile.students.map((s: { regNo: string }) => s.regNo);
    expect(listed).toContain(bare);
    expect(listed).not.toContain(gone);
    expect(listed).not.toContain(due);
    expect(body.noProfile.count).toBeGreaterThanOrEqual(1);
  });
});

describe('the UDISE+ return', () => {
  it('is an .xlsx of the active students with a profile, in the named year layout', async () => {
    const res = await get('/admin/exports/udise?year=2024-25', h.admin);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="udise-cwsn-2024-25-/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('CWSN 2024-25');
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    const header = (rows[0] ?? []).slice(1);
    expect(header.slice(0, 3)).toEqual(['Sl. No.', 'Admission / Registration No.', 'Student Name']);
    const data = rows.slice(1).map((r) => r.slice(1));
    const regNos = data.map((r) => r[1]);
    expect(regNos.sort()).toEqual([due, later].sort());
    const row = data.find((r) => r[1] === due)!;
    const col = (name: string) => row[header.indexOf(name)];
    expect(col('Impairment Type (code)')).toBe('9');
    expect(col('Impairment Type')).toBe('Autism spectrum disorder');
    expect(col('Other Impairments (codes)')).toBe('13');
    expect(col('Disability %')).toBe('60');
    expect(col('Facilities Received (codes)')).toBe('9');
    // Masked, and only with the guardian's consent recorded (decisions §15): none here.
    expect(['', `XXXX XXXX ${aadhaar.slice(-4)}`]).toContain(col('Aadhaar (masked)') ?? '');
  });

  it('is a CSV with &format=csv; the Aadhaar column is masked', async () => {
    const res = await get('/admin/exports/udise?year=2024-25&format=csv', h.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Impairment Type (code)');
    expect(res.body).not.toContain(aadhaar);
  });

  it('refuses an unknown year and a bad format with the exact message', async () => {
    const res = await get('/admin/exports/udise?year=2019-20', h.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(UDISE_MESSAGES.unknownYear('2019-20', '2024-25'));
    const none = await get('/admin/exports/udise', h.admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(UDISE_MESSAGES.year);
    const format = await get('/admin/exports/udise?year=2024-25&format=pdf', h.admin);
    expect(format.statusCode).toBe(400);
    expect(format.json().msg).toBe(UDISE_MESSAGES.format);
  });

  it('is the admin only: 401 signed out, 403 for every other role', async () => {
    for (const url of ['/admin/exports/udise?year=2024-25', '/admin/disability-reminders']) {
      expect((await get(url)).statusCode).toBe(401);
      for (const role of ['principal', 'teacher', 'student'] as const) {
        expect((await get(url, h[role])).statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });
});
