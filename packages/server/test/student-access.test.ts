import { ERROR_CODES, ROLE_GUARD_MESSAGES, type Role, STUDENT_MESSAGES } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema/index.js';
import { createTestApp, login, signedIn, type TestContext } from './helpers/app.js';
import { register, registeredStudent, teacherWithClasses } from './helpers/students.js';

/*
 * Decisions §8, route by route: 401 signed out, 403 for every other role, a student only their
 * own record, a teacher only students of their current classes.
 */

let ctx: TestContext;
const sessions = {} as Record<Role, Record<string, string>>;
let alice: Awaited<ReturnType<typeof registeredStudent>>;
let bob: Awaited<ReturnType<typeof registeredStudent>>;
let classTeacher: Record<string, string>;
let otherTeacher: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'principal', 'teacher', 'student'] as const) {
    sessions[role] = (await signedIn(ctx, role)).headers;
  }
  alice = await registeredStudent(ctx, sessions.admin, { stdCred: { section: 'primary1' } });
  bob = await registeredStudent(ctx, sessions.admin, { stdCred: { section: 'primary2' } });
  classTeacher = (await teacherWithClasses(ctx, ['primary1_1', 'preprimary_2'])).headers;
  otherTeacher = (await teacherWithClasses(ctx, ['primary2_3'])).headers;
});
afterAll(async () => {
  await ctx.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; regNoHeader?: boolean; body?: unknown };
const routes: { name: string; call: () => Call; allowed: Role; okStatus: number }[] = [
  {
    name: 'POST /admin/registerStudent',
    call: () => ({ method: 'POST', url: '/api/admin/registerStudent', body: {} }),
    allowed: 'admin',
    okStatus: 400,
  },
  {
    name: 'GET /admin/viewstudents',
    call: () => ({ method: 'GET', url: '/api/admin/viewstudents' }),
    allowed: 'admin',
    okStatus: 200,
  },
  {
    name: 'GET /principal/viewstudents',
    call: () => ({ method: 'GET', url: '/api/principal/viewstudents' }),
    allowed: 'principal',
    okStatus: 200,
  },
  {
    name: 'GET /admin/viewStudentDetails',
    call: () => ({ method: 'GET', url: '/api/admin/viewStudentDetails', regNoHeader: true }),
    allowed: 'admin',
    okStatus: 200,
  },
  {
    name: 'GET /principal/viewStudentDetails',
    call: () => ({ method: 'GET', url: '/api/principal/viewStudentDetails', regNoHeader: true }),
    allowed: 'principal',
    okStatus: 200,
  },
  {
    name: 'GET /teacher/viewStudentDetails',
    call: () => ({ method: 'GET', url: '/api/teacher/viewStudentDetails', regNoHeader: true }),
    allowed: 'teacher',
    // The signed-in teacher of the table holds no class.
    okStatus: 403,
  },
  {
    name: 'GET /student/viewStudentDetails',
    call: () => ({ method: 'GET', url: '/api/student/viewStudentDetails', regNoHeader: true }),
    allowed: 'student',
    // The student of the table is not alice.
    okStatus: 403,
  },
  {
    name: 'GET /student/profile',
    call: () => ({ method: 'GET', url: '/api/student/profile' }),
    allowed: 'student',
    okStatus: 404,
  },
  {
    name: 'POST /admin/students/:regNo/aadhaar',
    call: () => ({ method: 'POST', url: `/api/admin/students/${alice.info.regNo}/aadhaar` }),
    allowed: 'admin',
    okStatus: 200,
  },
  {
    name: 'PUT /admin/students/:regNo/details',
    call: () => ({
      method: 'PUT',
      url: `/api/admin/students/${alice.info.regNo}/details`,
      body: { info: {} },
    }),
    allowed: 'admin',
    okStatus: 400,
  },
];

function send(call: Call, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...headers, ...(call.regNoHeader ? { regNo: alice.info.regNo } : {}) },
    ...(call.body !== undefined ? { payload: call.body as object } : {}),
  });
}

describe('role table', () => {
  for (const route of routes) {
    const name = route.name;
    it(`${name}: 401 signed out`, async () => {
      const response = await send(route.call());
      expect(response.statusCode).toBe(401);
    });
    for (const role of ['admin', 'principal', 'teacher', 'student'] as const) {
      if (role === route.allowed) {
        it(`${name}: ${role} passes the policy (${route.okStatus})`, async () => {
          const response = await send(route.call(), sessions[role]);
          expect(response.statusCode).toBe(route.okStatus);
        });
      } else {
        it(`${name}: 403 for ${role}`, async () => {
          const response = await send(route.call(), sessions[role]);
          expect(response.statusCode).toBe(403);
          expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES[route.allowed]);
        });
      }
    }
  }
});

const details = (url: string, headers: Record<string, string>, regNo?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...(regNo ? { regNo } : {}) } });

describe('ownership', () => {
  it('a student sees their own details, by header or without one', async () => {
    for (const regNo of [alice.info.regNo, alice.info.regNo.toLowerCase(), undefined]) {
      const response = await details('/api/student/viewStudentDetails', alice.headers, regNo);
      expect(response.statusCode).toBe(200);
      expect(response.json().regNo).toBe(alice.info.regNo);
    }
  });

  it('a student asking for another regNo gets 403, and the refusal is audited', async () => {
    const response = await details(
      '/api/student/viewStudentDetails',
      alice.headers,
      bob.info.regNo,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(STUDENT_MESSAGES.ownRecordOnly);
    expect(response.body).not.toContain(bob.info.name);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit?action=student.details.view&outcome=denied`,
      headers: sessions.admin,
    });
    expect(audit.json().data.some((e: { target: string }) => e.target === bob.info.regNo)).toBe(
      true,
    );
  });

  it('a student sees only their own profile', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/profile',
      headers: bob.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().regNo).toBe(bob.info.regNo);
  });

  it('a teacher sees students of their current classes only', async () => {
    const own = await details('/api/teacher/viewStudentDetails', classTeacher, alice.info.regNo);
    expect(own.statusCode).toBe(200);
    const other = await details('/api/teacher/viewStudentDetails', classTeacher, bob.info.regNo);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(STUDENT_MESSAGES.notYourClass);
    const unknown = await details('/api/teacher/viewStudentDetails', classTeacher, 'NO-SUCH');
    expect(unknown.statusCode).toBe(403);
    const wrongClass = await details(
      '/api/teacher/viewStudentDetails',
      otherTeacher,
      alice.info.regNo,
    );
    expect(wrongClass.statusCode).toBe(403);
  });

  it('a completed student has left every teacher', async () => {
    const s = await registeredStudent(ctx, sessions.admin, { stdCred: { section: 'primary1' } });
    await ctx.database.db
      .update(students)
      .set({ status: 'completed' })
      .where(sql`${students.regNo} = ${s.info.regNo}`);
    const response = await details('/api/teacher/viewStudentDetails', classTeacher, s.info.regNo);
    expect(response.statusCode).toBe(403);
    const admin = await details('/api/admin/viewStudentDetails', sessions.admin, s.info.regNo);
    expect(admin.statusCode).toBe(200);
  });

  it('staff must name the student; an unknown regNo is 404', async () => {
    const none = await details('/api/principal/viewStudentDetails', sessions.principal);
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(STUDENT_MESSAGES.regNoHeader);
    const unknown = await details('/api/admin/viewStudentDetails', sessions.admin, 'NO-SUCH');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(STUDENT_MESSAGES.notFound);
  });

  it('a student who still holds the temporary password must change it first', async () => {
    const { response, info } = await register(ctx, sessions.admin);
    const token = await login(ctx, {
      userId: info.regNo,
      password: response.json().temporaryPassword,
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().code).toBe(ERROR_CODES.mustChangePassword);
  });
});
