import {
  duplicateRegNoMessage,
  REGISTRATION_MESSAGES as M,
  ROLE_GUARD_MESSAGES,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestContext } from './helpers/app.js';
import { register } from './helpers/students.js';

/*
 * GET /admin/students/:regNo/exists (issue 14 part 7): the registration wizard asks when step 1
 * is left whether the number would be refused, with the registration's own message.
 */

let ctx: TestContext;
let admin: Record<string, string>;
let taken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx, 'admin')).headers;
  const { response, info } = await register(ctx, admin, { info: { regNo: 'EX/2026/001' } });
  expect(response.statusCode).toBe(201);
  taken = info.regNo;
});
afterAll(async () => {
  await ctx.close();
});

const ask = (regNo: string, headers: Record<string, string> = admin) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/students/${encodeURIComponent(regNo)}/exists`,
    headers,
  });

describe('GET /admin/students/:regNo/exists', () => {
  it('a free number: not taken', async () => {
    const response = await ask('EX/2026/999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("a registered number, in any letter case, with the registration's message", async () => {
    for (const regNo of [taken, taken.toLowerCase()]) {
      const response = await ask(regNo);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ exists: true, message: duplicateRegNoMessage(regNo) });
    }
  });

  it("another account's login id is taken too", async () => {
    const staff = await createUser(ctx, { role: 'principal', userId: 'ex-principal-1' });
    const response = await ask(staff.userId);
    expect(response.json()).toEqual({
      exists: true,
      message: STUDENT_MESSAGES.loginIdTaken(staff.userId),
    });
    // And the registration refuses it with the same words.
    const refused = await register(ctx, admin, { info: { regNo: staff.userId } });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json().msg).toBe(STUDENT_MESSAGES.loginIdTaken(staff.userId));
  });

  it('401 signed out', async () => {
    const response = await ask(taken, {});
    expect(response.statusCode).toBe(401);
  });

  it.each(['principal', 'teacher', 'student'] as const)('403 for %s', async (role) => {
    const { headers } = await signedIn(ctx, role);
    const response = await ask(taken, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
  });

  it.each(['PR 1', '-PR', 'x'.repeat(41), 'PR\u0000', 'PR\u202e1', '%ZZ', ' '])(
    '400 with the registration message for %j',
    async (regNo) => {
      const response = await ctx.app.inject({
        method: 'GET',
        // Raw, so a malformed escape reaches the server as typed.
        url: `/api/admin/students/${regNo === '%ZZ' ? regNo : encodeURIComponent(regNo)}/exists`,
        headers: admin,
      });
      expect(response.statusCode).toBeLessThan(500);
      if (regNo !== '%ZZ') {
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toBe(M.regNoCharacters);
      }
    },
  );

  it('a very long parameter is refused, never a 5xx', async () => {
    const response = await ask('A'.repeat(5000));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
