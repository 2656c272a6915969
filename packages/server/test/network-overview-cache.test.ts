import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOverviewReader } from '../src/modules/network/overview-reader.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { register } from './helpers/students.js';

/**
 * Issue 33 part 3: each process keeps every institute's overview figures until a write of that
 * institute is announced. A write in institute A shows in A's figures on the very next overview
 * (on PostgreSQL too, where the announcement reaches the listening connection after the commit),
 * and the kept overview always equals one read afresh from every institute.
 */
const HOST = 'east.example.test';
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TestContext;
let network: Record<string, string>;
let homeAdmin: Record<string, string>;

type Figures = { code: string; students: number | string; byGroup: unknown[] };
const overview = async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/network/overview',
    headers: network,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ institutes: Figures[]; total: Figures }>();
};
const of = (body: { institutes: Figures[] }, code: string) =>
  body.institutes.find((i) => i.code === code)!;
const uncached = () =>
  createOverviewReader(ctx.database.db, ctx.database.instituteChanges).readUncached();

async function eastAdmin(): Promise<Record<string, string>> {
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/network/institutes',
    headers: network,
    payload: { code: 'east', name: 'East School', hosts: [HOST], admin: { userId: 'east-admin' } },
  });
  expect(made.statusCode, made.body).toBe(201);
  const password = made.json().admin.temporaryPassword as string;
  const first = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host: HOST },
    payload: { id: 'east-admin', password },
  });
  const headers = { host: HOST, authorization: `Bearer ${first.json().token as string}` };
  const changed = await ctx.app.inject({
    method: 'POST',
    url: '/api/api/changepassword',
    headers,
    payload: { userId: 'east-admin', currentPassword: password, newPassword: 'east-password-1' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const again = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host: HOST },
    payload: { id: 'east-admin', password: 'east-password-1' },
  });
  return { host: HOST, authorization: `Bearer ${again.json().token as string}` };
}

describe('the network overview keeps each institute’s figures until its data changes', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    network = (await signedIn(ctx, 'network')).headers;
    homeAdmin = (await signedIn(ctx, 'admin')).headers;
  });
  afterAll(() => ctx.close());

  it('a registration shows in its institute’s figures on the next overview', async () => {
    const before = await overview();
    expect(await overview()).toEqual(before); // kept, unchanged
    for (let n = 0; n < 6; n++) {
      expect((await register(ctx, homeAdmin)).response.statusCode).toBe(201);
      const after = await overview();
      expect(of(after, 'main').students).toBe(n + 1 < 5 ? '<5' : n + 1);
      expect(after).toEqual(await uncached());
    }
  });

  it.runIf(onServer)('a write in one institute reads only that one again', async () => {
    const east = await eastAdmin();
    const tables = ['students', 'term_reports'] as const;
    const watch = ctx.database.instituteChanges;
    const first = await overview();
    expect(of(first, 'east').students).toBe(0);
    await watch.heard();
    const eastId = (await ctx.database.db.execute(
      "select id from institutes where code = 'east'",
    )) as unknown as { rows: { id: number }[] };
    const eastEpoch = watch.epoch(eastId.rows[0]!.id, tables);
    const homeEpoch = watch.epoch(1, tables);
    for (let n = 0; n < 5; n++) {
      expect((await register(ctx, east)).response.statusCode).toBe(201);
    }
    // Heard at once: the next overview shows it, the home institute's figures stay kept.
    const after = await overview();
    expect(of(after, 'east').students).toBe(5);
    expect(of(after, 'main')).toEqual(of(first, 'main'));
    expect(watch.epoch(eastId.rows[0]!.id, tables)).toBeGreaterThan(eastEpoch);
    expect(watch.epoch(1, tables)).toBe(homeEpoch);
    expect(after).toEqual(await uncached());
  });

  it('equals the uncached computation after writes in several institutes and scopes', async () => {
    const before = await overview();
    expect((await register(ctx, homeAdmin)).response.statusCode).toBe(201);
    // A write by the tables' owner (upkeep, commands) names no institute: every one is read again.
    const upkeep = ctx.database.owner ?? ctx.database.db;
    await upkeep.execute(
      "update students set status = 'left' where id = (select max(id) from students)",
    );
    const after = await overview();
    expect(after).not.toEqual(before);
    expect(after).toEqual(await uncached());
  });
});
