import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, uniqueId } from './helpers/app.js';
import { clientLogin, FRONT, originalClient } from './helpers/original-client.js';

/**
 * Issue 26 item 6: the original front end (another origin) keeps its bearer token and drops it at
 * Logout without a call, so the cookie its login set must not open a portal on a shared PC. Its
 * cookie counts only for the two reset calls it sends without the token; our web app, on the
 * API's own origin, keeps living on the cookie.
 */
let ctx: TestContext;
const HOST = 'pragati.local:3000';

beforeAll(async () => {
  // The app's own origin is configured, never read from the Host header (issue 26 item 4).
  ctx = await createTestApp({ env: { CORS_ORIGINS: FRONT, PUBLIC_ORIGIN: `http://${HOST}` } });
});
afterAll(async () => {
  await ctx.close();
});

async function loginFrom(origin: string | undefined, role: 'admin' | 'teacher' = 'admin') {
  const user = await createUser(ctx, { role });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host: HOST, ...(origin ? { origin } : {}) },
    payload: { id: user.userId, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'jwt');
  return { user, token: response.json().token as string, cookie: cookie?.value ?? '' };
}

const byCookie = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { host: HOST, origin: `http://${HOST}` },
    cookies: { jwt: cookie },
    ...(payload ? { payload } : {}),
  });
const bearerSession = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { authorization: `Bearer ${token}` },
  });

describe('the cookie of a login from another origin (the original front end)', () => {
  it('opens no portal by itself: the session, lists and writes answer 401', async () => {
    const { cookie, token } = await loginFrom(FRONT);
    expect(cookie).not.toBe('');
    expect(cookie).not.toBe(token);
    const answers = [
      await byCookie(cookie, 'GET', '/api/session'),
      await byCookie(cookie, 'GET', '/api/admin/viewstudents'),
      await byCookie(cookie, 'POST', '/api/admin/users', {
        userId: uniqueId('s'),
        role: 'principal',
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect(answers[0]!.json().msg).toBe('Your session has ended. Please log in again.');
    // Nor does it become a bearer token when read out of the browser's cookie store.
    expect((await bearerSession(cookie)).statusCode).toBe(401);
    // The client's own token works everywhere, as before.
    expect((await bearerSession(token)).statusCode).toBe(200);
  });

  it('still carries the two calls the client sends with the cookie only', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const other = await createUser(ctx, { role: 'teacher' });
    const { cookie } = await clientLogin(ctx, admin.userId, admin.password);
    const client = originalClient(ctx, { cookie });
    const check = await client.post('/api/checkUserForReset', { userId: other.userId });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ success: true, role: 'teacher' });
    const reset = await client.post('/api/resetPasswordConfirm', {
      userId: other.userId,
      adminID: admin.userId,
      confirmationPassword: admin.password,
    });
    expect(reset.statusCode).toBe(200);
    // The same calls refuse a role that may not make them, cookie or not.
    const teacher = await loginFrom(FRONT, 'teacher');
    const refused = await originalClient(ctx, { cookie: `jwt=${teacher.cookie}` }).post(
      '/api/checkUserForReset',
      { userId: other.userId },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('is narrowed for any page of another origin, another port of the same host included', async () => {
    for (const origin of ['http://pragati.local:4000', 'https://elsewhere.example', 'null']) {
      const { cookie } = await loginFrom(origin);
      expect((await byCookie(cookie, 'GET', '/api/session')).statusCode).toBe(401);
    }
  });

  it('a Logout of our web app with that cookie ends the session, its bearer token too', async () => {
    const { cookie, token } = await loginFrom(FRONT);
    const logout = await byCookie(cookie, 'POST', '/api/logout');
    expect(logout.statusCode).toBe(200);
    expect((await bearerSession(token)).statusCode).toBe(401);
  });
});

describe('the cookie of a login from the app itself (our web app) or of no page at all', () => {
  it.each([
    ['the same origin', `http://${HOST}`],
    ['the same host through an HTTPS proxy', `https://${HOST}`],
    ['no Origin (not a browser page)', undefined],
  ])('authenticates alone after a login from %s', async (_, origin) => {
    const { cookie, token } = await loginFrom(origin);
    expect(cookie).toBe(token);
    const session = await byCookie(cookie, 'GET', '/api/session');
    expect(session.statusCode).toBe(200);
    expect((await byCookie(cookie, 'GET', '/api/admin/viewstudents')).statusCode).toBe(200);
  });
});
