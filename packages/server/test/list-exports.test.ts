import { CONSENT_MESSAGES, instituteDate, ROLE_GUARD_MESSAGES } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext, uniqueId } from './helpers/app.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';

/**
 * Issue 14 part 2: the lists' status field, and the .xlsx exports of the student and teacher
 * lists with the screen's filters and order (GET /{admin,principal}/{students,teachers}/export).
 */
let ctx: TestContext;
const h = {} as Record<'admin' | 'principal' | 'teacher' | 'student', Record<string, string>>;
const reg = {} as Record<'krishna' | 'formula' | 'left' | 'completed', string>;
const aadhaar = {} as Record<string, string>;
const stamp = uniqueId('X').slice(-6);

beforeAll(async () => {
  ctx = await createTestApp();
  h.admin = (await signedIn(ctx, 'admin')).headers;
  h.principal = (await signedIn(ctx, 'principal')).headers;
  h.teacher = (await teacherWithClasses(ctx, ['primary1_1'])).headers;
  const people = [
    ['krishna', `Krishna Rao ${stamp}`, 'primary1'],
    ['formula', `=HYPERLINK("x") ${stamp}`, 'preprimary'],
    ['left', `Krishna Left ${stamp}`, 'primary1'],
    ['completed', `Krishna Done ${stamp}`, 'primary2'],
  ] as const;
  for (const [key, name, section] of people) {
    const s = await registeredStudent(ctx, h.admin, { info: { name }, stdCred: { section } });
    reg[key] = s.info.regNo;
    aadhaar[key] = s.info.aadharNo;
    if (key === 'formula') h.student = s.headers;
  }
  const setStatus = (regNo: string, status: 'left' | 'completed') =>
    ctx.database.db
      .update(students)
      .set({ status })
      .where(sql`${students.regNo} = ${regNo}`);
  // Only Krishna's guardian has consented: the others' intake stays out of the export (§15).
  const consent = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/students/${encodeURIComponent(reg.krishna)}/consent`,
    headers: h.admin,
    payload: {
      guardianName: 'Sunita Devi',
      relation: 'Mother',
      mobile: '9876543210',
      address: '12 Gandhi Nagar',
      noticeLanguage: 'en',
      noticeVersion: 1,
      verifiedBy: 'signed_form',
      consentDate: instituteDate(new Date()),
      purposes: ['assessment'],
    },
  });
  expect(consent.statusCode).toBe(200);
  await setStatus(reg.completed, 'completed');
  // Read the list once before the withdrawal, so the kept copy must be found stale.
  await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/viewstudents?status=all',
    headers: h.admin,
  });
  await setStatus(reg.left, 'left');
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = h.admin) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function sheetRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

async function auditAfter(id: number) {
  const result = await ctx.database.db.execute(
    sql`select actor_role as role, action, target, outcome, detail from audit_log where id > ${id} order by id`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
async function lastAuditId() {
  const result = await ctx.database.db.execute(
    sql`select coalesce(max(id), 0) as id from audit_log`,
  );
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

describe('GET /{admin,principal}/viewstudents status', () => {
  it('carries each status, fresh after a status-only change (migration 0011)', async () => {
    for (const role of ['admin', 'principal'] as const) {
      const response = await get(`/api/${role}/viewstudents?status=all`, h[role]);
      const data = response.json().data as Record<string, string>[];
      const byReg = new Map(data.map((row) => [row.regNo, row]));
      expect(byReg.get(reg.krishna)).toMatchObject({ status: 'active', classId: 'primary1_1' });
      expect(byReg.get(reg.completed)!.status).toBe('completed');
      expect(byReg.get(reg.left)!.status).toBe('left');
      // The original client's fields are all still there, with the status and the consent.
      expect(Object.keys(byReg.get(reg.krishna)!).sort()).toEqual(
        ['_id', 'classId', 'consent', 'currTerm', 'currYear', 'name', 'regNo', 'status'].sort(),
      );
    }
  });

  // Issue 26: the original client reads no status; our screens ask for all and filter, and the
  // export (same query schema) answers the rows the screen shows for the same filter.
  it('answers the active students without a status, as the export does', async () => {
    for (const role of ['admin', 'principal'] as const) {
      const regNos = async (query: string) =>
        (
          (await get(`/api/${role}/viewstudents${query}`, h[role])).json().data as {
            regNo: string;
          }[]
        ).map((row) => row.regNo);
      const active = await regNos('');
      expect(active).toContain(reg.krishna);
      expect(active).not.toContain(reg.completed);
      expect(active).not.toContain(reg.left);
      expect(await regNos('?status=active')).toEqual(active);
      expect(await regNos('?status=completed')).toEqual([reg.completed]);
      expect(await regNos('?status=left')).toEqual([reg.left]);
      const exported = await get(`/api/${role}/students/export`, h[role]);
      expect(exported.statusCode).toBe(200);
      const rows = (await sheetRows(exported.rawPayload)).slice(1).map((row) => row[0]);
      // The same rows (the export in the screen's order, the call in the database's).
      expect([...rows].sort()).toEqual([...active].sort());
    }
  });
});

describe('GET /{admin,principal}/students/export', () => {
  it('401 signed out; 403 for the teacher, the student and the other staff role', async () => {
    expect((await get('/api/admin/students/export', {})).statusCode).toBe(401);
    for (const [url, who, role] of [
      ['/api/admin/students/export', 'teacher', 'admin'],
      ['/api/admin/students/export', 'student', 'admin'],
      ['/api/admin/students/export', 'principal', 'admin'],
      ['/api/principal/students/export', 'admin', 'principal'],
      ['/api/principal/students/export', 'teacher', 'principal'],
    ] as const) {
      const response = await get(url, h[who]);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES[role]);
    }
  });

  it.each([
    ['status=gone', 'Status must be one of: active, completed, left, all.'],
    ['sort=aadhaar', 'Sort must be one of: regNo, name, class, year, term, status, teacher.'],
    ['dir=sideways', 'Direction must be asc or desc.'],
    [`name=${'k'.repeat(101)}`, 'A filter is at most 100 characters.'],
  ])('400 for %s', async (query, message) => {
    const response = await get(`/api/admin/students/export?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('holds the filtered, sorted list with readable cells, the Aadhaar number masked; audited', async () => {
    const before = await lastAuditId();
    const response = await get(
      `/api/admin/students/export?status=all&name=krishna%20&sort=name&dir=desc`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="students-all-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'Registration No.',
      'Name',
      'Class',
      'Year',
      'Term',
      'Status',
      'Allocated Teacher',
      'Registration Date',
      'Date of Birth',
      'Sex',
      'Mobile No.',
      'Aadhaar No. (masked)',
    ]);
    const mine = rows.slice(1).filter((row) => row[1]!.endsWith(stamp));
    expect(mine.map((row) => row[0])).toEqual([reg.krishna, reg.left, reg.completed]);
    expect(mine[0]!.slice(2, 7)).toEqual(['Primary-I-1', '1', 'Entry', 'Active', 'Teacher']);
    expect(mine[1]!.slice(2, 7)).toEqual(['Left', 'Left', 'Left', 'Left', 'Left']);
    expect(mine[2]!.slice(2, 7)).toEqual([
      'Completed',
      'Completed',
      'Completed',
      'Completed',
      'Completed',
    ]);
    expect(mine[0]![11]).toBe(`XXXX XXXX ${aadhaar.krishna!.slice(-4)}`);
    expect(mine[0]![8]).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(mine[0]![10]).toMatch(/^\d{10}$/);
    // Without the guardian's consent: the registration date, and a marker for the intake.
    for (const row of mine.slice(1)) {
      expect(row[7]).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(row.slice(8)).toEqual(Array(4).fill(CONSENT_MESSAGES.pending));
    }
    const text = rows.flat().join('|');
    for (const number of Object.values(aadhaar)) expect(text).not.toContain(number);

    const entries = await auditAfter(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      role: 'admin',
      action: 'students.export',
      target: 'all students',
      outcome: 'success',
    });
    // The filters' names, never their text (a typed name is personal data).
    expect(entries[0]!.detail).toMatchObject({ status: 'all', filters: ['name'], rows: 3 });
    expect(JSON.stringify(entries[0]!.detail)).not.toMatch(/krishna/i);
  });

  it('is active only by default, and writes formula-like text inert', async () => {
    const response = await get(`/api/principal/students/export?name=${stamp}`, h.principal);
    expect(response.statusCode).toBe(200);
    const rows = (await sheetRows(response.rawPayload)).slice(1);
    expect(rows.map((row) => row[0]).sort()).toEqual([reg.formula, reg.krishna].sort());
    const formula = rows.find((row) => row[0] === reg.formula)!;
    expect(formula[1]).toBe(`'=HYPERLINK("x") ${stamp}`);
    expect(formula[2]).toBe('Preprimary-1');
    expect(formula[6]).toBe('Not assigned');
  });
});

describe('GET /{admin,principal}/teachers/export', () => {
  it('401, 403 per wrong role, 400 for a bad sort', async () => {
    expect((await get('/api/admin/teachers/export', {})).statusCode).toBe(401);
    expect((await get('/api/admin/teachers/export', h.teacher)).statusCode).toBe(403);
    expect((await get('/api/principal/teachers/export', h.student)).statusCode).toBe(403);
    expect((await get('/api/admin/teachers/export', h.principal)).statusCode).toBe(403);
    const bad = await get('/api/admin/teachers/export?sort=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(
      'Sort must be one of: teacherId, teacherName, email, teacherMNo, classId.',
    );
  });

  it('holds the searched teachers with readable classes; audited', async () => {
    const before = await lastAuditId();
    const response = await get('/api/principal/teachers/export?q=primary-i-1', h.principal);
    expect(response.statusCode).toBe(200);
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['ID', 'Name', 'Email', 'Mobile', 'Class ID']);
    expect(rows.slice(1).map((row) => row[4])).toEqual(['Primary-I-1']);
    const entries = await auditAfter(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ role: 'principal', action: 'teachers.export' });
  });

  it('words the headings and the sheet in the language the request asks for (issue 16)', async () => {
    const response = await get('/api/principal/teachers/export', {
      ...h.principal,
      'accept-language': 'hi',
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe('शिक्षक');
    expect((await sheetRows(response.rawPayload))[0]).toEqual([
      'आईडी',
      'नाम',
      'ईमेल',
      'मोबाइल',
      'कक्षा आईडी',
    ]);
    const students = await get('/api/admin/students/export?status=all', {
      ...h.admin,
      'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8',
    });
    const heading = (await sheetRows(students.rawPayload))[0]!;
    expect(heading.slice(0, 2)).toEqual(['पंजीकरण संख्या', 'नाम']);
    expect(heading.at(-1)).toBe('आधार नंबर (छिपा हुआ)');
    const left = (await sheetRows(students.rawPayload)).find((row) => row[0] === reg.left)!;
    expect(left.at(-1)).toBe('सहमति बाकी है');
  });
});
