import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';

let ctx: TestContext;
let headers: Record<string, string>;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const session = await signedIn(ctx, 'admin');
  headers = session.headers;
  userId = session.user.userId;
});
afterAll(async () => {
  await ctx.close();
});

const HUGE = 'x'.repeat(200_000);

/** Every JSON-body route so far, with bodies that must each be a 4xx with a message. */
const bodyRoutes = [
  {
    url: '/api/login',
    bad: [
      ['missing fields', {}, 'Enter your id and password.'],
      ['wrong types', { id: 12, password: true }, 'Enter your id and password.'],
      ['null body values', { id: null, password: null }, 'Enter your id and password.'],
      ['huge id', { id: HUGE, password: 'x' }, 'Invalid Credentials'],
      ['huge password', { id: 'admin', password: HUGE }, 'Invalid Credentials'],
      ['array body', [1, 2], 'The request body must be a JSON object.'],
    ],
  },
  {
    url: '/api/api/changepassword',
    bad: [
      ['missing fields', {}, 'All fields are required.'],
      [
        'wrong types',
        { userId: 1, currentPassword: 2, newPassword: 3 },
        'All fields are required.',
      ],
      [
        'huge new password',
        { userId: '__self__', currentPassword: 'a', newPassword: HUGE },
        'Password must be at most 128 characters.',
      ],
      [
        'huge user id',
        { userId: HUGE, currentPassword: 'a', newPassword: 'abcdefg' },
        'Invalid Credentials',
      ],
    ],
  },
] as const;

describe('bad input never gives a 5xx', () => {
  for (const route of bodyRoutes) {
    describe(route.url, () => {
      it.each(route.bad.map(([label, body, message]) => [label, message, body] as const))(
        '%s → 400 %s',
        async (_, message, body) => {
          const payload =
            body && typeof body === 'object' && 'userId' in body && body.userId === '__self__'
              ? { ...body, userId }
              : body;
          const response = await ctx.app.inject({
            method: 'POST',
            url: route.url,
            headers,
            payload: payload as object,
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ msg: message, message });
        },
      );

      it('malformed JSON → 400', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"id": "admin", ',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toBe('The request body is not valid JSON.');
      });

      it('empty body → 400', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toEqual(expect.any(String));
      });

      it('no body at all → 400', async () => {
        const response = await ctx.app.inject({ method: 'POST', url: route.url, headers });
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toBe('The request body must be a JSON object.');
      });

      it('a body over 1 MB → 413', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ id: 'x'.repeat(1_100_000), password: 'y' }),
        });
        expect(response.statusCode).toBe(413);
        expect(response.json().msg).toBe('The request is too large.');
      });

      it('a non-JSON content type → 415', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': 'application/xml' },
          payload: '<id>admin</id>',
        });
        expect(response.statusCode).toBe(415);
        expect(response.json().msg).toBe('Unsupported content type.');
      });
    });
  }

  it.each([
    ['limit=0', 'Limit must be 1–200.'],
    ['limit=abc', expect.any(String)],
    ['outcome=maybe', 'Outcome must be success, failure or denied.'],
    ['actor=(5,000 characters)', 'Actor filter is too long.'],
    ['from=yesterday', 'From must be a date (YYYY-MM-DD) or a date and time.'],
  ])('GET /api/admin/audit?%s → 400', async (query, message) => {
    const url = `/api/admin/audit?${query.replace('(5,000 characters)', 'a'.repeat(5000))}`;
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toEqual(message);
  });

  it.each([
    ['Bearer', { authorization: 'Bearer' }],
    ['Bearer garbage', { authorization: 'Bearer not.a.jwt' }],
    ['Basic auth', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['huge header', { authorization: `Bearer ${'a'.repeat(8000)}` }],
    ['garbage cookie', { cookie: 'jwt=%%%; other=1' }],
  ])('a bad credential (%s) → 401, never 5xx', async (_, badHeaders) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: badHeaders,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('Your session has ended. Please log in again.');
  });

  it('a malformed percent-encoding in a web path → 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/admin/%E0%A4%A' });
    expect(response.statusCode).toBe(404);
  });

  it('a malformed percent-encoding in an API path → 400 with our body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/students/%E0%A4%A/aadhaar',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: 'The address is not valid.',
      message: 'The address is not valid.',
    });
  });

  it('an unknown API route → 404 JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Not found', message: 'Not found' });
    const post = await ctx.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
