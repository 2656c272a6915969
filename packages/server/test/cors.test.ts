import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from './helpers/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CORS_ORIGINS: 'https://front.example.org' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('CORS_ORIGINS', () => {
  it('lets a listed origin call the API with credentials', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin: 'https://front.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://front.example.org');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const user = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://front.example.org' },
      payload: { id: user.userId, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://front.example.org');
  });

  it.each(['PUT', 'DELETE'])(
    'answers a preflight for %s with the headers the original client sends',
    async (method) => {
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/admin/updateTeacher/T1',
        headers: {
          origin: 'https://front.example.org',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain(method);
      expect(String(preflight.headers['access-control-allow-headers'])).toMatch(
        /authorization, content-type/i,
      );
    },
  );

  it('gives no CORS headers to any other origin', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  it('sends no CORS headers at all', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: 'https://front.example.org' },
        payload: { id: 'x', password: 'y' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
