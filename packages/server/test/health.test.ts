import fs from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/lib/error-handler.js';
import { HEALTH_TIMEOUT_MS, healthRoutes } from '../src/modules/system/health.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';

const version = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

// Decisions §12: GET /api/health, no session, for monitoring and readiness checks.
describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('answers 200 with the version and the database answer, without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      status: 'ok',
      version,
      database: { driver, answered: true, ms: expect.any(Number) },
    });
    // Nothing else: no configuration, no paths, no counts of records.
    expect(Object.keys(body).sort()).toEqual(['database', 'status', 'version']);
  });

  it('answers 503 "unavailable" once the database no longer answers', async () => {
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'unavailable',
      version,
      database: { driver, answered: false },
    });
  });
});

// The embedded database runs one statement at a time: a transaction that does not end keeps
// `select 1` waiting, which must end in 503 rather than a health check that never answers.
describe.runIf(driver === 'pglite')(
  'GET /health with a database that does not answer in time',
  () => {
    it('answers 503 after its time limit', async () => {
      expect(HEALTH_TIMEOUT_MS).toBeLessThanOrEqual(5_000);
      const database = await createTestDatabase();
      const app = Fastify();
      registerErrorHandler(app);
      await app.register(healthRoutes, { database, timeoutMs: 200 });
      let endTransaction = () => {};
      const held = new Promise<void>((resolve) => (endTransaction = resolve));
      const source = database.source;
      if (source.kind !== 'pglite') throw new Error('embedded database expected');
      const transaction = source.client.transaction(() => held);
      try {
        const started = Date.now();
        const response = await app.inject({ method: 'GET', url: '/health' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ status: 'unavailable' });
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        endTransaction();
        await transaction;
        await app.close();
        await database.close();
      }
    });
  },
);
