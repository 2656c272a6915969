import { instituteDate, plannedInMonth } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { specialistWith } from './helpers/specialists.js';
import { registeredStudent } from './helpers/students.js';

/*
 * Issue 31 parts 2-3: a specialist assigned to a class sees every active student currently in it
 * (sees_student(), the one rule) and loses one who leaves the class; the caseload lists each
 * student's planned vs delivered sessions of the specialist's kind this month; the data download
 * names the specialists a child is assigned to, one by one or through the class.
 */

type Headers = Record<string, string>;
let ctx: TestContext;
const h = {} as Record<'admin' | 'spec' | 'mine' | 'inClass', Headers>;
let specId: string;
let mine: string; // assigned one by one (preprimary_1)
let inClass: string; // in the assigned class primary1_1
let moved: string; // in primary1_1, then moved to primary1_2
const today = instituteDate(new Date());
const month = today.slice(0, 7);

beforeAll(async () => {
  ctx = await createTestApp();
  h.admin = (await signedIn(ctx, 'admin')).headers;
  const a = await registeredStudent(ctx, h.admin, { stdCred: { section: 'preprimary' } });
  mine = a.info.regNo;
  h.mine = a.headers;
  const b = await registeredStudent(ctx, h.admin, { stdCred: { section: 'primary1' } });
  inClass = b.info.regNo;
  h.inClass = b.headers;
  moved = (await registeredStudent(ctx, h.admin, { stdCred: { section: 'primary1' } })).info.regNo;
  const spec = await specialistWith(ctx, 'speech');
  specId = spec.user.userId;
  h.spec = spec.headers;
  const saved = await call('PUT', `/admin/specialists/${specId}/caseload`, h.admin, {
    regNos: [mine],
    classIds: ['primary1_1'],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
type Row = { regNo: string; plannedPerWeek: number; sessions: number; minutes: number };
const rowOf = (rows: Row[], regNo: string) => rows.find((r) => r.regNo === regNo);

describe('a specialist assigned to a class', () => {
  it('sees every active student of the class and loses one who leaves it', async () => {
    const before = await call('GET', '/specialist/caseload', h.spec);
    expect(
      before
        .json()
        .students.map((s: Row) => s.regNo)
        .sort(),
    ).toEqual([mine, inClass, moved].sort());
    expect((await call('GET', `/specialist/students/${moved}`, h.spec)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update students set curr_year = '2' where reg_no = ${moved}`);
    expect((await call('GET', `/specialist/students/${moved}`, h.spec)).statusCode).toBe(403);
    const after = await call('GET', '/specialist/caseload', h.spec);
    expect(after.json().students.map((s: Row) => s.regNo)).not.toContain(moved);
    const write = await call('POST', '/sessions', h.spec, {
      regNos: [moved],
      date: today,
      minutes: 30,
      kind: 'speech',
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('planned vs delivered on the caseload', () => {
  it("lists this month's planned and logged sessions of the specialist's own kind", async () => {
    expect(
      (await call('PUT', `/sessions/${mine}/planned`, h.spec, { kind: 'speech', perWeek: 2 }))
        .statusCode,
    ).toBe(200);
    // Another kind's plan is not the speech therapist's figure.
    expect(
      (await call('PUT', `/sessions/${mine}/planned`, h.admin, { kind: 'physio', perWeek: 5 }))
        .statusCode,
    ).toBe(200);
    const logged = await call('POST', '/sessions', h.spec, {
      regNos: [mine, inClass],
      date: today,
      minutes: 40,
      kind: 'speech',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    for (const [who, url] of [
      ['spec', '/specialist/caseload'],
      ['admin', `/admin/specialists/${specId}/caseload`],
    ] as const) {
      const r = await call('GET', url, h[who]);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().month).toBe(month);
      expect(rowOf(r.json().students, mine)).toMatchObject({
        plannedPerWeek: 2,
        plannedInMonth: plannedInMonth(2, month),
        sessions: 1,
        minutes: 40,
      });
      expect(rowOf(r.json().students, inClass)).toMatchObject({
        plannedPerWeek: 0,
        plannedInMonth: 0,
        sessions: 1,
      });
    }
  });
});

describe('the data download', () => {
  it('names the specialists a child is assigned to, one by one or through the class', async () => {
    const own = await call('GET', '/student/my-data', h.mine);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().caseload).toEqual([
      { specialist: specId, kind: 'speech', through: 'student', classId: null },
    ]);
    const byClass = await call('GET', '/student/my-data', h.inClass);
    expect(byClass.json().caseload).toEqual([
      { specialist: specId, kind: 'speech', through: 'class', classId: 'primary1_1' },
    ]);
  });
});
