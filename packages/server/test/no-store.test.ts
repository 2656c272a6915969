import { instituteDate, type Role } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createTeacher, seedBank } from './helpers/progress-factories.js';
import { seedGoalWithProbe } from './helpers/goal-probes.js';
import { specialistWith } from './helpers/specialists.js';
import { registeredStudent } from './helpers/students.js';
import { teacherFlows } from './helpers/teacher-flows.js';

// Decisions §2: every API response that carries personal data is `Cache-Control: no-store`.
// The rule applied is simpler and stricter: every API response is, unless a route chose
// otherwise. This walks every GET route registered, as a role the route admits, with real ids.
let ctx: TestContext;
const headersOf = {} as Record<Role, Record<string, string>>;
let regNo: string;
let teacherId: string;
let versionId: string;
let correctionId: string;
let goalId: string;
let specialistId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedBank(ctx, 'preprimary');
  headersOf.admin = (await signedIn(ctx, 'admin')).headers;
  headersOf.principal = (await signedIn(ctx, 'principal')).headers;
  headersOf.network = (await signedIn(ctx, 'network')).headers;
  const teacher = await createTeacher(ctx, ['preprimary_1']);
  teacherId = teacher.teacherId;
  headersOf.teacher = teacher.headers;
  const student = await registeredStudent(ctx, headersOf.admin);
  regNo = student.info.regNo;
  headersOf.student = student.headers;
  // Answered, so that GET /teacher/evaluate has something to evaluate.
  const where = { regNo, section: 'preprimary', year: '1', term: 'Entry' } as const;
  await teacherFlows(ctx).answerCategory(teacher.headers, where, 'personal', () => 'Yes');
  const bank = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/questions/preprimary/personal/versions',
    headers: headersOf.admin,
  });
  versionId = String(bank.json().data[0].versionId);
  // A correction request, so that GET /student/corrections/:id has one of the student's own.
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/student/corrections',
    headers: headersOf.student,
    payload: { field: 'name', proposedValue: 'A New Name', reason: 'Spelt wrong at registration' },
  });
  correctionId = String(asked.json().request.id);
  // A goal with a probe, so that GET /goals/:goalId/probes has one (issue 31 part 4).
  goalId = (await seedGoalWithProbe(ctx, regNo, teacherId)).goalId;
  // A specialist with the student on the caseload and the clinical intake (issue 31 part 2).
  const specialist = await specialistWith(ctx, 'speech', true);
  specialistId = specialist.user.userId;
  headersOf.specialist = specialist.headers;
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/specialists/${specialistId}/caseload`,
    headers: headersOf.admin,
    payload: { regNos: [regNo], classIds: [], clinicalAccess: true },
  });
});
afterAll(async () => {
  await ctx.close();
});

/** Values for path parameters, by name; an unknown one gets '1' (a 404 must be no-store too). */
const param = (name: string, url: string): string =>
  ({
    classId: 'preprimary_1',
    section: 'preprimary',
    category: 'personal',
    versionId,
    regNo,
    userId: specialistId,
    id: teacherId,
    date: instituteDate(new Date()),
    goalId,
    ...(url.includes('/corrections/') ? { id: correctionId } : {}),
    // No document in this fixture: a well-formed id that names none (its 404 is no-store too).
    ...(url.includes('/documents/') ? { id: NO_DOCUMENT } : {}),
  })[name] ?? '1';

const NO_DOCUMENT = '00000000-0000-4000-8000-000000000000';
/** Query strings a route needs to answer 200. */
const QUERY: Record<string, string> = { '/api/admin/exports/udise': '?year=2024-25' };

/** Header `id` is the teacher's own id on the teacher's list calls and a regNo elsewhere. */
const idHeader = (url: string) =>
  /\/teacher\/(getStudents|getTeacher)$/.test(url) ? teacherId : regNo;

describe('Cache-Control: no-store', () => {
  it('is on every GET route of the API, for the role that may call it', async () => {
    const routes = ctx.app.routeTable.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const route of routes) {
      const policy = route.policy!;
      const role: Role | null =
        policy.kind === 'public' ? null : policy.kind === 'roles' ? policy.roles[0]! : 'admin';
      const url =
        route.url.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent(param(name, route.url)),
        ) + (QUERY[route.url] ?? '');
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: {
          ...(role ? headersOf[role] : {}),
          id: idHeader(route.url),
          regno: regNo,
          section: 'preprimary',
          year: '1',
          term: 'Entry',
          type: 'personalQA',
          'accept-encoding': 'gzip',
        },
      });
      answers.push(`${route.url} ${response.statusCode} ${response.headers['cache-control']}`);
    }
    // Every route answered as the role it admits (no 4xx of access) and every answer is no-store.
    expect(
      answers.filter(
        (a) =>
          !/ 200 no-store$/.test(a) && !(a.includes('/documents/:id ') && / 404 no-store$/.test(a)),
      ),
    ).toEqual([]);
  });

  it('is on errors and unknown API paths too', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/audit'],
      ['GET', '/api/no-such-route'],
      ['POST', '/api/no-such-route'],
      ['POST', '/api/login'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
