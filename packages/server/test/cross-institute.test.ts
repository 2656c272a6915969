import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withInstitute } from '../src/db/institute-scope.js';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import type { TestContext, TestUser } from './helpers/app.js';
import {
  createFuzzFixture,
  type Fixture,
  IDENTITIES,
  paramValue,
  specHeaders,
  validBody,
} from './helpers/fuzz-fixture.js';
import { addInstitute, headersAt, userIn } from './helpers/institutes.js';
import { seedBank } from './helpers/progress-factories.js';
import { register } from './helpers/students.js';
import { teacherRow, uploadRows } from './helpers/teachers.js';

/**
 * Issue 28, "Done when": the authorization probe with two institutes on PostgreSQL. Institute A
 * (the fuzz fixture's world: admin, principal, teacher with preprimary_1, student, records) calls
 * every route, as every role, naming targets that exist only in institute B (its student in
 * preprimary_1, its teachers, pending teacher, principal, bank version, correction request).
 * Nothing of B's may be served: no response carries B's data, and B's records read the same
 * afterwards. A token of one institute is refused at the other's host.
 */
const HOST_B = 'b.cross.test';
const B_NAME = 'Zenobia Crossfield';
const B_TEACHER = 'Yusufa Farreach';
const B_PENDING = 'Pendra Farreach';
const B_REASON = 'Quillon moved house';

let f: Fixture;
let north: number;
let bAdmin: Record<string, string>;
let bPrincipal: TestUser;
let bStudent: { regNo: string; password: string };
let target: Fixture;
let correctionId: string;
let markers: string[];

async function arrangeInstituteB(ctx: TestContext) {
  // Institute 1 keeps the address every fixture helper calls (inject's localhost).
  north = await addInstitute(ctx, {
    code: 'north',
    name: 'North',
    host: HOST_B,
    ownHost: 'localhost',
  });
}

async function b<T>(work: () => Promise<T>) {
  return withInstitute(north, work);
}

beforeAll(async () => {
  f = await createFuzzFixture({ beforeFirstRequest: arrangeInstituteB });
  const { ctx } = f;
  await b(() => seedBank(ctx, 'preprimary'));
  bAdmin = await headersAt(ctx, HOST_B, await userIn(ctx, north, { role: 'admin' }));
  bPrincipal = await userIn(ctx, north, { role: 'principal' });
  const { response, info } = await register(ctx, bAdmin, { info: { name: B_NAME } });
  expect(response.statusCode, response.body).toBe(201);
  bStudent = { regNo: info.regNo, password: 'student-b-pass' };
  await b(async () =>
    ctx.database.db
      .update(users)
      .set({ mustChangePassword: false, passwordHash: await hashPassword(bStudent.password) })
      .where(sql`lower(${users.userId}) = lower(${info.regNo})`),
  );
  await uploadRows(ctx, bAdmin, [
    teacherRow({ name: B_TEACHER }),
    teacherRow({ name: B_TEACHER }),
    teacherRow({ name: B_PENDING, email: 'not an email' }),
  ]);
  const studentB = await headersAt(ctx, HOST_B, {
    userId: bStudent.regNo,
    password: bStudent.password,
    role: 'student',
  });
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/student/corrections',
    headers: studentB,
    payload: { field: 'mobileNo', proposedValue: '9111111111', reason: B_REASON },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  correctionId = String(asked.json().request.id);

  const read = async (url: string) => (await get(url, bAdmin)).json();
  const teachersB = (await read('/api/admin/viewTeacher')).data as {
    _id: string;
    teacherId: string;
    email: string;
  }[];
  const pending = (await read('/api/admin/pendingTeacher')).data as { _id: string }[];
  const versions = (await read('/api/admin/questions/preprimary/personal/versions')).data;
  target = {
    ...f,
    teacherId: teachersB[0]!.teacherId,
    regNo: bStudent.regNo,
    resetTarget: bPrincipal.userId,
    updateTeacher: teachersB[0]!._id,
    deleteTeacher: teachersB[1]!._id,
    pendingId: pending[0]!._id,
    versionId: String(versions[0].versionId),
  };
  markers = [B_NAME, B_TEACHER, B_PENDING, B_REASON, info.aadharNo, teachersB[0]!.email];
}, 120_000);
afterAll(async () => {
  await f?.close();
});

const get = (url: string, headers: Record<string, string>) =>
  f.ctx.app.inject({ method: 'GET', url, headers });

/** What B's admin reads of B's records: the same before and after the walk. */
async function recordsOfB() {
  const urls = [
    '/api/admin/viewstudents?status=all',
    '/api/admin/viewTeacher',
    '/api/admin/pendingTeacher',
    '/api/admin/corrections',
    '/api/admin/institute',
    '/api/admin/questions/preprimary/personal/versions',
    `/api/admin/students/${encodeURIComponent(bStudent.regNo)}/disability-profile`,
  ];
  const seen: Record<string, unknown> = {};
  for (const url of urls) seen[url] = (await get(url, bAdmin)).json();
  const details = await get('/api/admin/viewStudentDetails', { ...bAdmin, regNo: bStudent.regNo });
  seen.details = details.json();
  return seen;
}

const SKIP: Record<string, string> = {
  // Ends the caller's own session: later calls would prove nothing.
  'POST /api/logout': 'own session',
};

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two institutes, one database', () => {
  it("serves nothing of institute B to any role of A, for any route naming B's records", async () => {
    const before = await recordsOfB();
    expect(JSON.stringify(before)).toContain(B_NAME);
    const leaks: string[] = [];
    let calls = 0;
    for (const who of IDENTITIES) {
      for (const route of f.ctx.app.routeTable) {
        const key = `${route.method} ${route.url}`;
        if (route.method === 'HEAD' || key in SKIP) continue;
        const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
          route.url.includes('/corrections/') ? correctionId : paramValue(target, route.url, name),
        );
        const body = validBody(target, route, who);
        const response = await f.ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...f.auth[who], ...specHeaders(target, route.url) },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        calls += 1;
        const found = markers.filter((m) => response.body.includes(m));
        if (found.length || response.statusCode >= 500) {
          leaks.push(`${who} ${key} → ${response.statusCode} ${found.join(', ')}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(200);
    // B's records are as they were, and its accounts sign in with their own passwords.
    expect(await recordsOfB()).toEqual(before);
    await headersAt(f.ctx, HOST_B, bPrincipal);
    await headersAt(f.ctx, HOST_B, {
      userId: bStudent.regNo,
      password: bStudent.password,
      role: 'student',
    });
    // The walk was not one of refused sessions: A's are still good.
    for (const who of IDENTITIES.filter((w) => w !== 'anonymous')) {
      expect((await get('/api/session', f.auth[who])).statusCode, who).toBe(200);
    }
  }, 300_000);

  it("refuses a token of one institute at the other's host", async () => {
    const routes: Record<string, string> = {
      admin: '/api/admin/viewstudents',
      principal: '/api/principal/viewstudents',
      teacher: '/api/teacher/getStudents',
      student: '/api/session',
    };
    for (const [who, url] of Object.entries(routes)) {
      const response = await get(url, { ...f.auth[who as 'admin'], host: HOST_B });
      expect([401, 403], `${who} ${url}`).toContain(response.statusCode);
      expect(response.body).not.toContain(B_NAME);
    }
    const ofB = await get('/api/admin/viewstudents', { ...bAdmin, host: 'localhost' });
    expect([401, 403]).toContain(ofB.statusCode);
  });
});
