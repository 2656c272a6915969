import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/lib/error-handler.js';
import { registerPolicyEnforcement } from '../src/lib/policy.js';
import { createTestApp, type TestContext } from './helpers/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CORS_ORIGINS: 'http://localhost:5173' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('route policies', () => {
  it('every registered route declares a policy', () => {
    const routes = ctx.app.routeTable;
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes.filter((r) => !r.policy).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('lists the known API routes with the expected policies', () => {
    const find = (method: string, url: string) =>
      ctx.app.routeTable.find((r) => r.method === method && r.url === url)?.policy;
    expect(find('POST', '/api/login')).toEqual({ kind: 'public' });
    expect(find('POST', '/api/api/changepassword')).toEqual({
      kind: 'signedIn',
      beforePasswordChange: true,
    });
    expect(find('GET', '/api/admin/audit')).toEqual({ kind: 'roles', roles: ['admin'] });
  });

  it('a route without a policy is refused (deny by default)', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerPolicyEnforcement(app, async () => ({
      id: 1,
      userId: 'a',
      role: 'admin',
      mustChangePassword: false,
      sessionVersion: 1,
    }));
    app.get('/forgotten', async () => ({ secret: true }));
    const response = await app.inject({ method: 'GET', url: '/forgotten' });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe('This route has no access policy.');
    await app.close();
  });
});
