import { ROLE_GUARD_MESSAGES, SPECIALIST_MESSAGES, STAFF_ACCOUNT_MESSAGES } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { specialistWith } from './helpers/specialists.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';

/*
 * Issue 31 part 2: specialist accounts made by the admin with a kind, caseloads (students one by
 * one or classes) kept by the admin, and what a specialist sees: only their caseload's profile,
 * goals and history, never the clinical intake unless the admin grants it.
 */

type Headers = Record<string, string>;
let ctx: TestContext;
const h = {} as Record<'admin' | 'principal' | 'teacher' | 'student' | 'spec' | 'other', Headers>;
let specId: string;
let otherId: string;
let mine: string; // assigned one by one
let inClass: string; // in an assigned class (primary1_1)
let outside: string; // on no caseload

beforeAll(async () => {
  ctx = await createTestApp();
  h.admin = (await signedIn(ctx, 'admin')).headers;
  h.principal = (await signedIn(ctx, 'principal')).headers;
  const a = await registeredStudent(ctx, h.admin, { stdCred: { section: 'preprimary' } });
  mine = a.info.regNo;
  h.student = a.headers;
  inClass = (await registeredStudent(ctx, h.admin, { stdCred: { section: 'primary1' } })).info
    .regNo;
  outside = (await registeredStudent(ctx, h.admin, { stdCred: { section: 'preprimary' } })).info
    .regNo;
  h.teacher = (await teacherWithClasses(ctx, ['preprimary_1'])).headers;
  const spec = await specialistWith(ctx, 'speech');
  specId = spec.user.userId;
  h.spec = spec.headers;
  const other = await specialistWith(ctx, 'physio');
  otherId = other.user.userId;
  h.other = other.headers;
});
afterAll(async () => {
  await ctx.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const msgOf = (r: { json: () => { msg: string } }) => r.json().msg;
const lastAudit = async (action: string) => {
  const result = await ctx.database.db.execute(
    sql`select actor_id as "actorId", target, outcome, detail from audit_log where action = ${action} order by id desc limit 1`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
};

describe('specialist accounts (POST /admin/users)', () => {
  it('makes a specialist with a kind and a temporary password shown once, audited', async () => {
    const r = await call('POST', '/admin/users', h.admin, {
      userId: 'ot.meera',
      role: 'specialist',
      kind: 'occupational',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      userId: 'ot.meera',
      role: 'specialist',
      kind: 'occupational',
    });
    expect(r.json().temporaryPassword).toEqual(expect.any(String));
    expect(await lastAudit('user.create')).toMatchObject({ target: 'ot.meera' });
    const list = await call('GET', '/admin/specialists', h.principal);
    expect(list.statusCode).toBe(200);
    expect(list.json().specialists).toContainEqual({
      userId: 'ot.meera',
      kind: 'occupational',
      clinicalAccess: false,
      students: 0,
      classes: 0,
    });
  });

  it('is 400 with the exact message without a kind, with an unknown kind, or a kind for staff', async () => {
    const cases: [object, string][] = [
      [{ userId: 'sp1', role: 'specialist' }, SPECIALIST_MESSAGES.kind],
      [
        { userId: 'sp2', role: 'specialist', kind: 'astrology' },
        SPECIALIST_MESSAGES.unknownKind('astrology'),
      ],
      [
        { userId: 'sp3', role: 'principal', kind: 'speech' },
        SPECIALIST_MESSAGES.kindOnlyForSpecialist,
      ],
      [{ userId: 'sp4', role: 'teacher' }, STAFF_ACCOUNT_MESSAGES.role],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', '/admin/users', h.admin, body);
      expect(r.statusCode, r.body).toBe(400);
      expect(msgOf(r)).toBe(message);
    }
    // Nothing half-made: the refused kind left no account.
    const again = await call('POST', '/admin/users', h.admin, {
      userId: 'sp2',
      role: 'specialist',
      kind: 'speech',
    });
    expect(again.statusCode).toBe(201);
  });

  it('lists the kinds in English and Hindi', async () => {
    const r = await call('GET', '/specialist-kinds', h.spec);
    expect(r.statusCode).toBe(200);
    expect(r.json().kinds).toContainEqual({
      code: 'speech',
      nameEn: 'Speech therapy',
      nameHi: 'वाक् चिकित्सा',
    });
    expect(r.json().kinds).toHaveLength(5);
  });
});

describe('caseloads', () => {
  const url = () => `/admin/specialists/${specId}/caseload`;

  it('is 401 signed out and 403 for every role but the admin', async () => {
    expect((await call('PUT', url(), {}, { regNos: [], classIds: [] })).statusCode).toBe(401);
    expect((await call('GET', url(), {})).statusCode).toBe(401);
    for (const who of ['principal', 'teacher', 'student', 'spec'] as const) {
      const r = await call('PUT', url(), h[who], { regNos: [], classIds: [] });
      expect(r.statusCode, who).toBe(403);
      expect(msgOf(r)).toBe(ROLE_GUARD_MESSAGES.admin);
    }
    for (const who of ['teacher', 'student', 'spec'] as const) {
      expect((await call('GET', url(), h[who])).statusCode, who).toBe(403);
    }
  });

  it('is 400 with the exact message for an unknown student or class or a repeat; 404 for no specialist', async () => {
    const cases: [object, string][] = [
      [{ regNos: ['NOPE-1'], classIds: [] }, SPECIALIST_MESSAGES.unknownStudent('NOPE-1')],
      [{ regNos: [], classIds: ['care_1'] }, SPECIALIST_MESSAGES.unknownClass('care_1')],
      [
        { regNos: [mine, mine.toLowerCase()], classIds: [] },
        SPECIALIST_MESSAGES.duplicate(mine.toLowerCase()),
      ],
    ];
    for (const [body, message] of cases) {
      const r = await call('PUT', url(), h.admin, body);
      expect(r.statusCode, r.body).toBe(400);
      expect(msgOf(r)).toBe(message);
    }
    const principalId = 'no-such-specialist';
    const r = await call('PUT', `/admin/specialists/${principalId}/caseload`, h.admin, {
      regNos: [],
      classIds: [],
    });
    expect(r.statusCode).toBe(404);
    expect(msgOf(r)).toBe(SPECIALIST_MESSAGES.notFound);
  });

  it('assigns students and classes, audited with before and after', async () => {
    const r = await call('PUT', url(), h.admin, { regNos: [mine], classIds: ['primary1_1'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      msg: SPECIALIST_MESSAGES.saved,
      regNos: [mine],
      classIds: ['primary1_1'],
      clinicalAccess: false,
    });
    expect(
      r
        .json()
        .students.map((s: { regNo: string }) => s.regNo)
        .sort(),
    ).toEqual([mine, inClass].sort());
    expect(await lastAudit('caseload.update')).toMatchObject({
      target: specId,
      detail: { regNos: [mine], classIds: ['primary1_1'], before: { regNos: [], classIds: [] } },
    });
    const read = await call('GET', url(), h.principal);
    expect(read.statusCode).toBe(200);
    expect(read.json().regNos).toEqual([mine]);
  });
});

describe("what a specialist sees: only their caseload's students", () => {
  it('lists their own caseload', async () => {
    const r = await call('GET', '/specialist/caseload', h.spec);
    expect(r.statusCode, r.body).toBe(200);
    expect(
      r
        .json()
        .students.map((s: { regNo: string }) => s.regNo)
        .sort(),
    ).toEqual([mine, inClass].sort());
    expect((await call('GET', '/specialist/caseload', h.teacher)).statusCode).toBe(403);
  });

  it('reads the profile, goals and history of a caseload student; 403 for any other', async () => {
    for (const regNo of [mine, inClass]) {
      const profile = await call('GET', `/specialist/students/${regNo}`, h.spec);
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.json()).toMatchObject({ regNo, clinicalAccess: false });
      expect((await call('GET', `/goals/${regNo}`, h.spec)).statusCode).toBe(200);
      const history = await call('GET', '/specialist/viewHistory', { ...h.spec, id: regNo });
      expect(history.statusCode, history.body).toBe(200);
    }
    for (const [url, extra] of [
      [`/specialist/students/${outside}`, {}],
      [`/goals/${outside}`, {}],
      ['/specialist/viewHistory', { id: outside }],
      [`/specialist/students/${mine}`, {}],
    ] as const) {
      const who = url === `/specialist/students/${mine}` ? h.other : h.spec;
      const r = await call('GET', url, { ...who, ...extra });
      expect(r.statusCode, url).toBe(403);
      expect(msgOf(r)).toBe(SPECIALIST_MESSAGES.notYourStudent);
    }
    expect(await lastAudit('specialist.student.read')).toMatchObject({ outcome: 'denied' });
  });

  it('reads the clinical intake only when the admin grants it', async () => {
    const clinical = `/specialist/students/${mine}/disability-profile`;
    const refused = await call('GET', clinical, h.spec);
    expect(refused.statusCode).toBe(403);
    expect(msgOf(refused)).toBe(SPECIALIST_MESSAGES.noClinicalAccess);
    expect(await lastAudit('student.disability.view')).toMatchObject({ outcome: 'denied' });
    const grant = await call('PUT', `/admin/specialists/${specId}/caseload`, h.admin, {
      regNos: [mine],
      classIds: ['primary1_1'],
      clinicalAccess: true,
    });
    expect(grant.statusCode).toBe(200);
    expect((await call('GET', clinical, h.spec)).statusCode).toBe(200);
    expect(
      (await call('GET', `/specialist/students/${outside}/disability-profile`, h.spec)).statusCode,
    ).toBe(403);
  });

  it('loses a student taken off the caseload', async () => {
    await call('PUT', `/admin/specialists/${specId}/caseload`, h.admin, {
      regNos: [],
      classIds: ['primary1_1'],
    });
    expect((await call('GET', `/specialist/students/${mine}`, h.spec)).statusCode).toBe(403);
    expect((await call('GET', `/specialist/students/${inClass}`, h.spec)).statusCode).toBe(200);
    void otherId;
  });
});
