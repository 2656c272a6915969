// Decisions §13 / issue 16 parts 2–3: messages in the language the request asks for (English
// otherwise, the spec's texts), and the user's own language remembered on the server.
import { LOGIN_MESSAGES, PREFERENCE_MESSAGES, REGISTRATION_MESSAGES } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestContext } from './helpers/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

let attempt = 0;
const badLogin = (headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    // A new id each time: the per-id lockout must not answer first.
    payload: { id: `nobody-${++attempt}`, password: 'wrong-password-1' },
  });

describe('messages by Accept-Language', () => {
  it('answers English without the header, as the spec clients expect', async () => {
    const response = await badLogin();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      msg: LOGIN_MESSAGES.invalid,
      message: LOGIN_MESSAGES.invalid,
    });
  });

  it.each([['hi'], ['hi-IN,hi;q=0.9,en;q=0.8'], ['en;q=0.5, hi']])(
    'answers Hindi for %s',
    async (header) => {
      const response = await badLogin({ 'accept-language': header });
      expect(response.statusCode).toBe(401);
      const body = response.json();
      expect(body.msg).toMatch(/[\u0900-\u097F]/);
      expect(body.message).toBe(body.msg);
      expect(response.headers.vary).toContain('accept-language');
    },
  );

  it.each([['en'], ['fr'], ['hi;q=0'], [';;;,,q=x'], ['x'.repeat(5000)]])(
    'answers English for Accept-Language #%#',
    async (header) => {
      const response = await badLogin({ 'accept-language': header });
      expect(response.statusCode).toBe(401);
      expect(response.json().msg).toBe(LOGIN_MESSAGES.invalid);
    },
  );

  it('translates the messages of validation issues and templated texts', async () => {
    const admin = await signedIn(ctx, 'admin');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/registerStudent',
      headers: { ...admin.headers, 'accept-language': 'hi' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.msg).not.toBe(REGISTRATION_MESSAGES.required);
    expect(body.msg).toMatch(/[\u0900-\u097F]/);
  });
});

describe('GET/PUT /api/me/preferences', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/preferences' })).statusCode).toBe(
      401,
    );
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { locale: 'hi' },
    });
    expect(put.statusCode).toBe(401);
  });

  it.each([['admin'], ['principal'], ['teacher'], ['student']] as const)(
    'remembers the language of a %s, for that user only',
    async (role) => {
      const one = await signedIn(ctx, role);
      const other = await signedIn(ctx, role);
      const get = async (headers: Record<string, string>) =>
        (await ctx.app.inject({ method: 'GET', url: '/api/me/preferences', headers })).json();
      expect(await get(one.headers)).toEqual({ locale: null });
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/me/preferences',
        headers: one.headers,
        payload: { locale: 'hi' },
      });
      expect(put.statusCode).toBe(200);
      expect(await get(one.headers)).toEqual({ locale: 'hi' });
      expect(await get(other.headers)).toEqual({ locale: null });
    },
  );

  it('works before the first password change (the login screen choice is saved then)', async () => {
    const user = await createUser(ctx, { role: 'teacher', mustChangePassword: true });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: user.userId, password: user.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers,
      payload: { locale: 'en' },
    });
    expect(put.statusCode).toBe(200);
  });

  it.each([[{ locale: 'fr' }], [{ locale: 12 }], [{}], [{ locale: 'x'.repeat(10_000) }]])(
    'refuses %j with 400',
    async (payload) => {
      const { headers } = await signedIn(ctx, 'teacher');
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/me/preferences',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      if ((payload as { locale?: unknown }).locale === 'fr')
        expect(response.json().msg).toBe(PREFERENCE_MESSAGES.locale);
    },
  );
});
