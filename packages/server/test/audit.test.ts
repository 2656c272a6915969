import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../src/lib/audit.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('audit log', () => {
  it('records who, role, action, target and outcome', async () => {
    await audit(ctx.database.db, {
      actor: { userId: 'clerk', role: 'admin' },
      action: 'test.thing',
      target: 'T-1',
      outcome: 'success',
      detail: { field: 'name' },
    });
    const { headers } = await signedIn(ctx, 'admin');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=test.thing',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 1,
      data: [
        {
          id: expect.any(Number),
          at: expect.any(String),
          actorId: 'clerk',
          actorRole: 'admin',
          action: 'test.thing',
          target: 'T-1',
          outcome: 'success',
          detail: { field: 'name' },
        },
      ],
    });
  });

  it('filters combine and page newest first', async () => {
    for (let i = 0; i < 3; i++) {
      await audit(ctx.database.db, {
        actor: { userId: 'pager', role: 'admin' },
        action: 'page.test',
        target: `P-${i}`,
        outcome: i === 1 ? 'failure' : 'success',
      });
    }
    const { headers } = await signedIn(ctx, 'admin');
    const get = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers })).json();
    const page = await get('actor=pager&limit=2');
    expect(page.total).toBe(3);
    expect(page.data.map((e: { target: string }) => e.target)).toEqual(['P-2', 'P-1']);
    expect(
      (await get('actor=pager&limit=2&offset=2')).data.map((e: { target: string }) => e.target),
    ).toEqual(['P-0']);
    expect(
      (await get('actor=pager&outcome=failure')).data.map((e: { target: string }) => e.target),
    ).toEqual(['P-1']);
    expect((await get('actor=%25')).total).toBe(0);
  });

  it('cannot be changed or deleted, even directly in the database', async () => {
    await audit(ctx.database.db, { actor: null, action: 'immutable.test', outcome: 'success' });
    await expect(
      ctx.database.db.execute(
        sql`update audit_log set action = 'x' where action = 'immutable.test'`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.execute(sql`delete from audit_log where action = 'immutable.test'`),
    ).rejects.toThrow();
    const left = await ctx.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'immutable.test'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
