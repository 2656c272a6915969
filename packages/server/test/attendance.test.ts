import {
  ATTENDANCE_MESSAGES,
  instituteDate,
  PROGRESS_MESSAGES,
  previousDay,
  ROLE_GUARD_MESSAGES,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';

/*
 * Issue 31 part 1: the daily register. The class teacher reads and saves their class's register
 * (everyone present but the absent), a stale correction is a 409, a future day or a holiday a
 * 400; the principal and admin read; the student reads their own attendance; the admin keeps
 * the holidays; the monthly register exports as a sheet.
 */

type Headers = Record<string, string>;
let ctx: TestContext;
const h = {} as Record<'admin' | 'principal' | 'teacher' | 'other' | 'student' | 'peer', Headers>;
let regNos: string[];
let peer: string;
const today = instituteDate(new Date());
const yesterday = previousDay(today);
const dayBefore = previousDay(yesterday);
const holiday = previousDay(dayBefore);
const tomorrow = (() => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();
const month = today.slice(0, 7);

beforeAll(async () => {
  ctx = await createTestApp();
  h.admin = (await signedIn(ctx, 'admin')).headers;
  h.principal = (await signedIn(ctx, 'principal')).headers;
  regNos = [];
  for (let i = 0; i < 3; i++) {
    const s = await registeredStudent(ctx, h.admin, { stdCred: { section: 'preprimary' } });
    regNos.push(s.info.regNo);
    if (i === 0) h.student = s.headers;
  }
  const p = await registeredStudent(ctx, h.admin, { stdCred: { section: 'primary1' } });
  peer = p.info.regNo;
  h.peer = p.headers;
  h.teacher = (await teacherWithClasses(ctx, ['preprimary_1'])).headers;
  h.other = (await teacherWithClasses(ctx, ['primary1_1'])).headers;
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const reg = (date = today, classId = 'preprimary_1') => `/teacher/attendance/${classId}/${date}`;
const msgOf = (r: { json: () => { msg: string } }) => r.json().msg;

describe('the register: reading and saving', () => {
  it('opens with everyone present and version 0, then saves the absent', async () => {
    const opened = await call('GET', reg(), h.teacher);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ classId: 'preprimary_1', date: today, version: 0 });
    expect(
      opened
        .json()
        .students.map((s: { regNo: string }) => s.regNo)
        .sort(),
    ).toEqual([...regNos].sort());
    expect(opened.json().students.every((s: { present: boolean }) => s.present)).toBe(true);

    const saved = await call('PUT', reg(), h.teacher, {
      absent: [{ regNo: regNos[1], reason: 'ill' }],
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ msg: ATTENDANCE_MESSAGES.saved, version: 1 });
    const absent = saved.json().students.filter((s: { present: boolean }) => !s.present);
    expect(absent).toEqual([
      { regNo: regNos[1], name: expect.any(String), present: false, reason: 'ill' },
    ]);
  });

  it('takes the same marks sent again (an offline save whose answer was lost) without a write', async () => {
    const again = await call('PUT', reg(), h.teacher, {
      absent: [{ regNo: regNos[1]!.toUpperCase(), reason: 'ill' }],
      version: 0,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().version).toBe(1);
  });

  it('refuses a stale correction with 409 and takes a current one, audited with before and after', async () => {
    const stale = await call('PUT', reg(), h.teacher, { absent: [], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(msgOf(stale)).toBe(ATTENDANCE_MESSAGES.stale);

    const corrected = await call('PUT', reg(), h.teacher, {
      absent: [{ regNo: regNos[2] }],
      version: 1,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().version).toBe(2);
    const result = await ctx.database.db.execute(
      sql`select action, target, detail from audit_log where action = 'attendance.correct' order by id desc limit 1`,
    );
    const [entry] = (
      result as unknown as { rows: { target: string; detail: Record<string, unknown> }[] }
    ).rows;
    expect(entry).toMatchObject({
      target: 'preprimary_1',
      detail: { date: today, version: 2, absent: [regNos[2]], before: [regNos[1]] },
    });
    const old = await call('PUT', reg(), h.teacher, { absent: [], version: 1 });
    expect(old.statusCode).toBe(409);
  });

  it('lets the principal and the admin read it, never write it', async () => {
    for (const who of ['principal', 'admin'] as const) {
      const read = await call('GET', reg(), h[who]);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().version).toBe(2);
      const write = await call('PUT', reg(), h[who], { absent: [], version: 2 });
      expect(write.statusCode).toBe(403);
      expect(msgOf(write)).toBe(ROLE_GUARD_MESSAGES.teacher);
    }
  });
});

describe('the register: refusals', () => {
  it('is 401 signed out on every route', async () => {
    for (const [method, url] of [
      ['GET', reg()],
      ['PUT', reg()],
      ['GET', `/attendance/${regNos[0]}?month=${month}`],
      ['GET', `/attendance/classes/preprimary_1?month=${month}`],
      ['GET', `/attendance/classes/preprimary_1/export?month=${month}`],
      ['GET', '/holidays'],
      ['PUT', `/admin/holidays/${holiday}`],
      ['DELETE', `/admin/holidays/${holiday}`],
    ] as const) {
      const r = await call(
        method,
        url,
        {},
        method === 'PUT' ? { absent: [], version: 0, name: 'x' } : undefined,
      );
      expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("is 403 for another teacher's class, and for a student", async () => {
    for (const [method, url] of [
      ['GET', reg()],
      ['PUT', reg()],
      ['GET', `/attendance/classes/preprimary_1?month=${month}`],
      ['GET', `/attendance/classes/preprimary_1/export?month=${month}`],
    ] as const) {
      const r = await call(
        method,
        url,
        h.other,
        method === 'PUT' ? { absent: [], version: 0 } : undefined,
      );
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(msgOf(r)).toBe(ATTENDANCE_MESSAGES.notYourClass);
      const s = await call(
        method,
        url,
        h.student,
        method === 'PUT' ? { absent: [], version: 0 } : undefined,
      );
      expect(s.statusCode, `student ${method} ${url}`).toBe(403);
      expect(msgOf(s)).toBe(
        method === 'PUT' ? ROLE_GUARD_MESSAGES.teacher : 'Your role may not use this.',
      );
    }
  });

  it('is 400 with the exact message for a future day, a student not in the class and bad input', async () => {
    const cases: [string, object, string][] = [
      [reg(tomorrow), { absent: [], version: 0 }, ATTENDANCE_MESSAGES.futureDate],
      [
        reg(yesterday),
        { absent: [{ regNo: peer }], version: 0 },
        ATTENDANCE_MESSAGES.notInClass(peer),
      ],
      [
        reg(yesterday),
        { absent: [{ regNo: regNos[0] }, { regNo: regNos[0] }], version: 0 },
        ATTENDANCE_MESSAGES.duplicate(regNos[0]!),
      ],
      [
        reg(yesterday),
        { absent: [{ regNo: regNos[0], reason: 'bored' }], version: 0 },
        ATTENDANCE_MESSAGES.reason,
      ],
      [reg(yesterday), { absent: [], version: -1 }, ATTENDANCE_MESSAGES.version],
      [reg('2026-02-30'), { absent: [], version: 0 }, ATTENDANCE_MESSAGES.date],
      [reg(yesterday, 'Nope'), { absent: [], version: 0 }, ATTENDANCE_MESSAGES.classId],
    ];
    for (const [url, body, message] of cases) {
      const r = await call('PUT', url, h.teacher, body);
      expect(r.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(msgOf(r)).toBe(message);
    }
    const month400 = await call('GET', `/attendance/${regNos[0]}?month=2026-13`, h.admin);
    expect(month400.statusCode).toBe(400);
    expect(msgOf(month400)).toBe(ATTENDANCE_MESSAGES.month);
  });

  it('is 404 for a class the institute does not run (principal)', async () => {
    const r = await call('GET', reg(today, 'care_1'), h.principal);
    expect(r.statusCode).toBe(404);
    expect(msgOf(r)).toBe(ATTENDANCE_MESSAGES.classId);
  });
});

describe('holidays', () => {
  it('are kept by the admin only, and no register is kept on one', async () => {
    for (const who of ['principal', 'teacher', 'student'] as const) {
      const r = await call('PUT', `/admin/holidays/${holiday}`, h[who], { name: 'Founders Day' });
      expect(r.statusCode).toBe(403);
    }
    const set = await call('PUT', `/admin/holidays/${holiday}`, h.admin, { name: 'Founders Day' });
    expect(set.statusCode, set.body).toBe(200);
    expect(msgOf(set)).toBe(ATTENDANCE_MESSAGES.holidaySaved);
    const list = await call('GET', `/holidays?year=${holiday.slice(0, 4)}`, h.teacher);
    expect(list.json().data).toContainEqual({ date: holiday, name: 'Founders Day' });
    const refused = await call('PUT', reg(holiday), h.teacher, { absent: [], version: 0 });
    expect(refused.statusCode).toBe(400);
    expect(msgOf(refused)).toBe(ATTENDANCE_MESSAGES.holiday('Founders Day'));
    const shown = await call('GET', reg(holiday), h.teacher);
    expect(shown.json().holiday).toEqual({ date: holiday, name: 'Founders Day' });
  });

  it('are not set on a day that has a register, and removing none is 404', async () => {
    const kept = await call('PUT', `/admin/holidays/${today}`, h.admin, { name: 'Late' });
    expect(kept.statusCode).toBe(409);
    expect(msgOf(kept)).toBe(ATTENDANCE_MESSAGES.registerKept);
    const bad = await call('PUT', `/admin/holidays/${dayBefore}`, h.admin, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(msgOf(bad)).toBe(ATTENDANCE_MESSAGES.holidayName);
    const none = await call('DELETE', `/admin/holidays/${dayBefore}`, h.admin);
    expect(none.statusCode).toBe(404);
    expect(msgOf(none)).toBe(ATTENDANCE_MESSAGES.holidayNotFound);
  });
});

describe("a student's attendance and the monthly register", () => {
  it('gives the month and the percentage per term, by the history permissions', async () => {
    const saved = await call('PUT', reg(yesterday), h.teacher, {
      absent: [{ regNo: regNos[0] }],
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = `/attendance/${regNos[0]}?month=${today.slice(0, 7)}`;
    for (const who of ['student', 'teacher', 'principal', 'admin'] as const) {
      const r = await call('GET', url, h[who]);
      expect(r.statusCode, `${who} ${r.body}`).toBe(200);
      expect(r.json().terms).toEqual([
        { section: 'preprimary', year: '1', term: 'Entry', present: 1, absent: 1, percent: 50 },
      ]);
    }
    const other = await call('GET', url, h.other);
    expect(other.statusCode).toBe(403);
    expect(msgOf(other)).toBe(PROGRESS_MESSAGES.notYourStudent);
    const peerRead = await call('GET', url, h.peer);
    expect(peerRead.statusCode).toBe(403);
  });

  it('exports the month as a sheet: a row per student, P/A per day, totals', async () => {
    const grid = await call('GET', `/attendance/classes/preprimary_1?month=${month}`, h.teacher);
    expect(grid.statusCode, grid.body).toBe(200);
    const day = Number(today.slice(8));
    const row0 = grid.json().rows.find((r: { regNo: string }) => r.regNo === regNos[0]);
    expect(row0.cells[day - 1]).toBe('P');
    const r = await call('GET', `/attendance/classes/preprimary_1/export?month=${month}`, h.admin);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(3).getCell(3).value).toBe(1);
    const rows = sheet.getSheetValues().slice(4) as unknown[][];
    const studentRow = rows.find((row) => row?.[1] === regNos[2])!;
    expect(studentRow[2 + day]).toBe('A');
    const total = rows.at(-1)!;
    expect(total[2 + day]).toBe(2);
  });
});
