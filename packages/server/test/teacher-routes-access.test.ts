import type { Role } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';

/**
 * The role table of every route of this area: 401 signed out, 403 with the guard wording for each
 * other role. The handlers' own behaviour is tested beside them.
 */
const ID = '00000000-0000-0000-0000-000000000000';
const routes: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  role: Role;
  body?: object;
}[] = [
  { method: 'GET', url: '/api/admin/download', role: 'admin' },
  { method: 'POST', url: '/api/admin/registerTeacher', role: 'admin', body: {} },
  { method: 'GET', url: '/api/admin/viewTeacher', role: 'admin' },
  { method: 'GET', url: '/api/principal/viewTeacher', role: 'principal' },
  { method: 'PUT', url: `/api/admin/updateTeacher/${ID}`, role: 'admin', body: {} },
  { method: 'DELETE', url: `/api/admin/teachers/${ID}`, role: 'admin' },
  { method: 'GET', url: '/api/admin/pendingTeacher', role: 'admin' },
  { method: 'POST', url: '/api/admin/deletePendingTeacher/', role: 'admin', body: { _id: ID } },
  { method: 'POST', url: '/api/admin/editPendingTeacher/', role: 'admin', body: { _id: ID } },
  { method: 'GET', url: '/api/admin/teacher/preprimary_1', role: 'admin' },
  { method: 'GET', url: '/api/principal/teacher/preprimary_1', role: 'principal' },
  { method: 'POST', url: '/api/admin/credentials-sheet', role: 'admin', body: { credentials: [] } },
  { method: 'POST', url: '/api/api/checkUserForReset', role: 'admin', body: { userId: 'x' } },
  {
    method: 'POST',
    url: '/api/api/resetPasswordConfirm',
    role: 'admin',
    body: { userId: 'x', adminID: 'y', confirmationPassword: 'z' },
  },
  {
    method: 'POST',
    url: '/api/admin/users',
    role: 'admin',
    body: { userId: 'x', role: 'principal' },
  },
];

const GUARD: Record<Role, string> = {
  admin: 'Not a Admin',
  principal: 'Not a principal',
  teacher: 'Not a Teacher',
  student: 'Not a Student',
  network: 'Not a network account',
  specialist: 'Not a specialist',
};

let ctx: TestContext;
const headers = {} as Record<Role, Record<string, string>>;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'principal', 'teacher', 'student'] as const) {
    headers[role] = (await signedIn(ctx, role)).headers;
  }
});
afterAll(async () => {
  await ctx.close();
});

describe.each(routes)('$method $url', ({ method, url, role, body }) => {
  const inject = (extra: Record<string, string>) =>
    ctx.app.inject({ method, url, headers: extra, ...(body ? { payload: body } : {}) });

  it('declares the policy', () => {
    const pattern = url.replace(ID, ':id').replace(/preprimary_1$/, ':classId');
    const entry = ctx.app.routeTable.find((r) => r.method === method && r.url === pattern);
    // The two reset calls also admit a bearer client's narrow cookie (resetCookie, issue 26 item 6).
    expect(entry?.policy).toMatchObject({ kind: 'roles', roles: [role] });
  });

  it('is 401 signed out', async () => {
    expect((await inject({})).statusCode).toBe(401);
  });

  it('is 403 for every other role', async () => {
    for (const other of ['admin', 'principal', 'teacher', 'student'] as const) {
      if (other === role) continue;
      const response = await inject(headers[other]);
      expect(response.statusCode, other).toBe(403);
      expect(response.json().msg).toBe(GUARD[role]);
    }
  });

  it(`admits ${role}`, async () => {
    const response = await inject(headers[role]);
    expect(response.statusCode).not.toBe(401);
    expect(response.statusCode).toBeLessThan(500);
    // resetPasswordConfirm answers 403 for a foreign adminID, but never with the guard's words.
    if (response.statusCode === 403) expect(response.json().msg).not.toBe(GUARD[role]);
  });
});
