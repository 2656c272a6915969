import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instituteHosts } from '../src/db/schema/index.js';
import { FOREIGN_ORIGIN_MESSAGE, machineOrigins } from '../src/lib/origin-check.js';
import { createTestApp, signedIn, type TestContext, uniqueId } from './helpers/app.js';

// Decisions §2: a state-changing request authenticated by the cookie must come from the app
// itself (PUBLIC_ORIGIN, never the request's Host header) or from CORS_ORIGINS; bearer requests
// are not affected.
const FRONT = 'https://front.example.org';
const OWN = 'http://pragati.local:3000';
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CORS_ORIGINS: FRONT, PUBLIC_ORIGIN: OWN } });
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
    // Issue 26: the Host header is the sender's to choose; it never makes an origin the app's.
    [
      'a foreign Origin matching a forged Host',
      { origin: 'http://evil.example', host: 'evil.example' },
    ],
    [
      'a foreign Origin matching a forged Host on the same port',
      { origin: 'http://evil.example:3000', host: 'evil.example:3000' },
    ],
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

  it('behind a proxy: the configured PUBLIC_ORIGIN, whatever Host and X-Forwarded-Proto say', async () => {
    const proxied = await createTestApp({
      env: { TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'https://pragati.example.org' },
    });
    try {
      const admin = await signedIn(proxied, 'admin');
      const write = (headers: Record<string, string>) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/admin/users',
          headers,
          cookies: { jwt: admin.token },
          payload: { userId: uniqueId('staff'), role: 'principal' },
        });
      const own = { host: 'internal:3000', origin: 'https://pragati.example.org' };
      expect((await write(own)).statusCode).toBe(201);
      const forged = {
        host: 'evil.example',
        origin: 'https://evil.example',
        'x-forwarded-proto': 'https',
      };
      const refused = await write(forged);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(FOREIGN_ORIGIN_MESSAGE);
    } finally {
      await proxied.close();
    }
  }, 120_000);
});

describe("without PUBLIC_ORIGIN: this machine's own addresses on PORT", () => {
  let local: TestContext;
  let cookie: string;
  beforeAll(async () => {
    local = await createTestApp({ env: { PORT: '3000' } });
    cookie = (await signedIn(local, 'admin')).token;
  }, 120_000);
  afterAll(async () => {
    await local.close();
  });
  const write = (headers: Record<string, string>) =>
    local.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      cookies: { jwt: cookie },
      payload: { userId: uniqueId('staff'), role: 'principal' },
    });

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    `http://${os.hostname()}:3000`,
    // This machine's network addresses (IPv4 and IPv6), as a phone on the network would use.
    ...[...machineOrigins(3000)].filter((o) => /^http:\/\/[\d[]/.test(o)).slice(1, 4),
  ])('accepts %s, whatever the Host header says', async (origin) => {
    expect((await write({ origin, host: 'anything.example' })).statusCode).toBe(201);
  });

  it.each([
    [
      'a foreign Origin matching a forged Host',
      { origin: 'http://evil.example:3000', host: 'evil.example:3000' },
    ],
    ['localhost on another port', { origin: 'http://localhost:5173', host: 'localhost:5173' }],
  ])('refuses %s with 403 and a clear message', async (_, headers) => {
    const response = await write(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      msg: FOREIGN_ORIGIN_MESSAGE,
      message: FOREIGN_ORIGIN_MESSAGE,
    });
  });
});

describe("an institute's own host names (issue 28: the network office names them)", () => {
  let network: TestContext;
  let cookie: string;
  beforeAll(async () => {
    network = await createTestApp({ env: { PORT: '3000' } });
    // Before any request, so the app's first read of the hosts sees it.
    await network.database.db
      .insert(instituteHosts)
      .values({ host: 'north.example.org', instituteId: 1 });
    cookie = (await signedIn(network, 'admin')).token;
  }, 120_000);
  afterAll(async () => {
    await network.close();
  });
  const write = (headers: Record<string, string>) =>
    network.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      cookies: { jwt: cookie },
      payload: { userId: uniqueId('staff'), role: 'principal' },
    });

  it.each([
    'http://north.example.org:3000',
    'https://north.example.org',
    'http://north.example.org',
  ])('accepts %s (on PORT or behind a proxy)', async (origin) => {
    expect((await write({ origin, host: 'north.example.org' })).statusCode).toBe(201);
  });

  it.each([
    ['another port', 'http://north.example.org:4000'],
    ['a host no institute has', 'http://south.example.org:3000'],
    ['a sub-domain of an institute host', 'http://evil.north.example.org:3000'],
  ])('refuses %s with 403', async (_, origin) => {
    const response = await write({ origin, host: 'north.example.org' });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(FOREIGN_ORIGIN_MESSAGE);
  });
});
