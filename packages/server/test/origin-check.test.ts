import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN_MESSAGE } from '../src/lib/origin-check.js';
import { createTestApp, signedIn, type TestContext, uniqueId } from './helpers/app.js';

// Decisions §2: a state-changing request authenticated by the cookie must come from the app
// itself or from CORS_ORIGINS; bearer requests are not affected.
const FRONT = 'https://front.example.org';
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CORS_ORIGINS: FRONT } });
  ({ token } = await signedIn(ctx, 'admin'));
});
afterAll(async () => {
  await ctx.close();
});

/** Creates a staff account (a write) with the given credential and headers. */
const createStaff = (credential: 'cookie' | 'bearer', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: {
      host: 'pragati.local:3000',
      ...(credential === 'bearer' ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(credential === 'cookie' ? { cookies: { jwt: token } } : {}),
    payload: { userId: uniqueId('staff'), role: 'principal' },
  });

describe('origin check on cookie-authenticated writes', () => {
  it.each([
    ['the same origin', { origin: 'http://pragati.local:3000' }],
    ['a CORS_ORIGINS origin', { origin: FRONT }],
    ['no Origin but a Referer of the app', { referer: 'http://pragati.local:3000/admin/home' }],
    ['no Origin but a Referer of CORS_ORIGINS', { referer: `${FRONT}/admin` }],
  ])('accepts %s', async (_, headers) => {
    const response = await createStaff('cookie', headers);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a foreign origin', { origin: 'http://evil.example' }],
    ['another port of the same host', { origin: 'http://pragati.local:4000' }],
    ['another scheme', { origin: 'https://pragati.local:3000' }],
    ['an opaque origin', { origin: 'null' }],
    ['a foreign Origin with a good Referer', { origin: 'http://evil.example', referer: FRONT }],
    ['no Origin and a foreign Referer', { referer: 'http://evil.example/page' }],
    ['no Origin and no Referer', {}],
  ])('refuses %s with 403 and a clear message', async (_, headers) => {
    const response = await createStaff('cookie', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      msg: FOREIGN_ORIGIN_MESSAGE,
      message: FOREIGN_ORIGIN_MESSAGE,
    });
  });

  it('leaves bearer requests alone, with or without an Origin', async () => {
    expect((await createStaff('bearer')).statusCode).toBe(201);
    expect((await createStaff('bearer', { origin: 'http://evil.example' })).statusCode).toBe(201);
  });

  it('leaves reads alone', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { jwt: token },
      headers: { origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('takes the scheme from X-Forwarded-Proto only behind a trusted proxy', async () => {
    const headers = { origin: 'https://pragati.local:3000', 'x-forwarded-proto': 'https' };
    expect((await createStaff('cookie', headers)).statusCode).toBe(403);
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const admin = await signedIn(proxied, 'admin');
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { host: 'pragati.local:3000', ...headers },
        cookies: { jwt: admin.token },
        payload: { userId: uniqueId('staff'), role: 'principal' },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});
