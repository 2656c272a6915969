import {
  instituteDate,
  plannedInMonth,
  previousDay,
  ROLE_GUARD_MESSAGES,
  SESSION_MESSAGES,
  SPECIALIST_MESSAGES,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { goalOf, specialistWith } from './helpers/specialists.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';

/*
 * Issue 31 parts 3 and 5: service sessions logged by a specialist for their caseload or a
 * teacher for their classes; planned per week; the month's summary with planned vs delivered,
 * read with the history's permissions (the guardian: their own child's summary only).
 */

type Headers = Record<string, string>;
let ctx: TestContext;
const h = {} as Record<
  'admin' | 'principal' | 'teacher' | 'other' | 'student' | 'spec' | 'stranger',
  Headers
>;
let a: string;
let b: string;
let outside: string;
let goalA: number;
let goalOutside: number;
const today = instituteDate(new Date());
const yesterday = previousDay(today);
const month = today.slice(0, 7);
const tomorrow = (() => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();

beforeAll(async () => {
  ctx = await createTestApp();
  h.admin = (await signedIn(ctx, 'admin')).headers;
  h.principal = (await signedIn(ctx, 'principal')).headers;
  const sa = await registeredStudent(ctx, h.admin, { stdCred: { section: 'preprimary' } });
  a = sa.info.regNo;
  h.student = sa.headers;
  b = (await registeredStudent(ctx, h.admin, { stdCred: { section: 'preprimary' } })).info.regNo;
  outside = (await registeredStudent(ctx, h.admin, { stdCred: { section: 'primary1' } })).info
    .regNo;
  h.teacher = (await teacherWithClasses(ctx, ['preprimary_1'])).headers;
  h.other = (await teacherWithClasses(ctx, ['primary1_2'])).headers;
  const spec = await specialistWith(ctx, 'speech');
  h.spec = spec.headers;
  h.stranger = (await specialistWith(ctx, 'physio')).headers;
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/specialists/${spec.user.userId}/caseload`,
    headers: h.admin,
    payload: { regNos: [a, b], classIds: [] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  goalA = await goalOf(ctx, a);
  goalOutside = await goalOf(ctx, outside);
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const msgOf = (r: { json: () => { msg: string } }) => r.json().msg;
const body = (over: object = {}) => ({
  regNos: [a, b],
  date: yesterday,
  minutes: 30,
  kind: 'speech',
  note: 'Turn-taking with picture cards.',
  ...over,
});

describe('POST /sessions', () => {
  it('logs a session for two students against a goal, audited without the note', async () => {
    const r = await call(
      'POST',
      '/sessions',
      h.spec,
      body({ goalIds: [goalA], how: 'verbalPrompt' }),
    );
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ msg: SESSION_MESSAGES.saved(2), regNos: [a, b] });
    const result = await ctx.database.db.execute(
      sql`select target, detail from audit_log where action = 'session.create' order by id desc limit 1`,
    );
    const [entry] = (result as unknown as { rows: { target: string; detail: object }[] }).rows;
    expect(entry).toMatchObject({ target: `${a},${b}`, detail: { minutes: 30, goalIds: [goalA] } });
    expect(JSON.stringify(entry)).not.toContain('picture cards');
  });

  it("lets a teacher log for their class's students", async () => {
    const r = await call(
      'POST',
      '/sessions',
      h.teacher,
      body({ regNos: [a], kind: 'specialeducation', minutes: 45, date: today }),
    );
    expect(r.statusCode, r.body).toBe(201);
  });

  it('is 401 signed out and 403 for the admin, principal and student', async () => {
    expect((await call('POST', '/sessions', {}, body())).statusCode).toBe(401);
    for (const who of ['admin', 'principal', 'student'] as const) {
      const r = await call('POST', '/sessions', h[who], body());
      expect(r.statusCode, who).toBe(403);
      expect(msgOf(r)).toBe('Your role may not use this.');
    }
  });

  it('is 403 naming a student outside the caseload or class (an unknown one reads the same)', async () => {
    for (const [who, regNos, named] of [
      ['spec', [a, outside], outside],
      ['stranger', [a], a],
      ['other', [b], b],
      ['spec', ['NO-SUCH-1'], 'NO-SUCH-1'],
    ] as const) {
      const r = await call('POST', '/sessions', h[who], body({ regNos }));
      expect(r.statusCode, `${who} ${named}`).toBe(403);
      expect(msgOf(r)).toBe(SESSION_MESSAGES.notYourStudent(named));
    }
  });

  it('is 400 with the exact message for a future date, minutes out of range, an unknown goal or kind', async () => {
    const cases: [object, string][] = [
      [{ date: tomorrow }, SESSION_MESSAGES.futureDate],
      [{ minutes: 0 }, SESSION_MESSAGES.minutes],
      [{ minutes: -5 }, SESSION_MESSAGES.minutes],
      [{ minutes: 481 }, SESSION_MESSAGES.minutes],
      [{ minutes: 2.5 }, SESSION_MESSAGES.minutes],
      [{ goalIds: [goalOutside] }, SESSION_MESSAGES.unknownGoal(goalOutside)],
      [{ goalIds: [999999] }, SESSION_MESSAGES.unknownGoal(999999)],
      [{ kind: 'astrology' }, SESSION_MESSAGES.unknownKind('astrology')],
      [{ regNos: [] }, SESSION_MESSAGES.regNos],
      [{ regNos: [a, a.toLowerCase()] }, SESSION_MESSAGES.duplicate(a.toLowerCase())],
      [{ how: 'great' }, SESSION_MESSAGES.how],
    ];
    for (const [over, message] of cases) {
      const r = await call('POST', '/sessions', h.spec, body(over));
      expect(r.statusCode, JSON.stringify(over)).toBe(400);
      expect(msgOf(r)).toBe(message);
    }
  });
});

describe('planned sessions and the month', () => {
  it('sets planned sessions: the admin any kind, a specialist their own kind for their student', async () => {
    const plan = (who: keyof typeof h, regNo: string, kind: string, perWeek: number) =>
      call('PUT', `/sessions/${regNo}/planned`, h[who], { kind, perWeek });
    expect((await plan('spec', a, 'speech', 2)).statusCode).toBe(200);
    expect((await plan('admin', a, 'physio', 1)).statusCode).toBe(200);
    const kindRefused = await plan('spec', a, 'physio', 3);
    expect(kindRefused.statusCode).toBe(403);
    expect(msgOf(kindRefused)).toBe(SESSION_MESSAGES.notYourKind);
    const notMine = await plan('spec', outside, 'speech', 1);
    expect(notMine.statusCode).toBe(403);
    expect(msgOf(notMine)).toBe(SPECIALIST_MESSAGES.notYourStudent);
    for (const who of ['principal', 'teacher', 'student'] as const) {
      expect((await plan(who, a, 'speech', 1)).statusCode, who).toBe(403);
    }
    expect(
      (await call('PUT', `/sessions/${a}/planned`, {}, { kind: 'speech', perWeek: 1 })).statusCode,
    ).toBe(401);
    const bad = await plan('admin', a, 'speech', 15);
    expect(bad.statusCode).toBe(400);
    expect(msgOf(bad)).toBe(SESSION_MESSAGES.perWeek);
  });

  it("shows the month's sessions by kind with planned vs delivered to staff", async () => {
    for (const who of ['admin', 'principal', 'teacher', 'spec'] as const) {
      const r = await call('GET', `/sessions/${a}?month=${month}`, h[who]);
      expect(r.statusCode, `${who} ${r.body}`).toBe(200);
      const speech = r.json().byKind.find((k: { kind: string }) => k.kind === 'speech');
      expect(speech).toMatchObject({
        sessions: month === yesterday.slice(0, 7) ? 1 : 0,
        plannedPerWeek: 2,
        plannedInMonth: plannedInMonth(2, month),
      });
      expect(r.json().list.length).toBe(r.json().sessions);
    }
  });

  it("gives the guardian their own child's summary without the notes, and nobody else's", async () => {
    const own = await call('GET', `/sessions/${a}`, h.student);
    expect(own.statusCode).toBe(200);
    expect(own.json().list).toEqual([]);
    expect(own.json().minutes).toBeGreaterThan(0);
    expect((await call('GET', `/sessions/${b}`, h.student)).statusCode).toBe(403);
    expect((await call('GET', `/sessions/${outside}`, h.spec)).statusCode).toBe(403);
    expect((await call('GET', `/sessions/${a}`, h.other)).statusCode).toBe(403);
    expect((await call('GET', `/sessions/${a}`, {})).statusCode).toBe(401);
    const bad = await call('GET', `/sessions/${a}?month=2026-13`, h.admin);
    expect(bad.statusCode).toBe(400);
    void ROLE_GUARD_MESSAGES;
  });
});
