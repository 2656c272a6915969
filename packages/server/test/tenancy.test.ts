import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_TABLES } from '../src/db/institute-scope.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { TEST_APP_ROLE } from './helpers/app-role.js';
import { register } from './helpers/students.js';

/**
 * Issue 28 part 1: every table holding an institute's data carries institute_id and a forced
 * row-level policy on it; on PostgreSQL, a connection of the app's role that names no institute
 * reads nothing of any of them.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Rows in the tables the RLS check reads: an account, a session, a student, an audit entry.
  const admin = await signedIn(ctx, 'admin');
  expect((await register(ctx, admin.headers)).response.statusCode).toBe(201);
});
afterAll(() => ctx.close());

type TableRow = {
  name: string;
  forced: boolean;
  enabled: boolean;
  policies: number;
  column: boolean;
};

async function publicTables(): Promise<TableRow[]> {
  const result = await ctx.database.db.execute(sql`
    select c.relname as name, c.relforcerowsecurity as forced, c.relrowsecurity as enabled,
      (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
      exists (select 1 from pg_attribute a where a.attrelid = c.oid
        and a.attname = 'institute_id' and not a.attisdropped and a.attnotnull) as column
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by 1`);
  return (result as unknown as { rows: TableRow[] }).rows;
}

describe('a single installation', () => {
  it('answers on any host and never asks for an institute code', async () => {
    for (const host of ['localhost', 'pragati.example.org', '192.168.1.20:3000']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/institute',
        headers: { host },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ asksCode: false });
    }
  });
});

describe('institute tables', () => {
  it('every table but the global ones has institute_id and a forced row-level policy', async () => {
    const tables = await publicTables();
    expect(tables.length).toBeGreaterThan(GLOBAL_TABLES.length);
    const unscoped = tables
      .filter((t) => !GLOBAL_TABLES.includes(t.name))
      .filter((t) => !(t.column && t.enabled && t.forced && t.policies > 0))
      .map((t) => t.name);
    expect(unscoped).toEqual([]);
    // The allow-list names real tables only, so a renamed one cannot hide behind it.
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(GLOBAL_TABLES));
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a connection of the app role that names no institute reads no row of any of them',
    async () => {
      if (ctx.database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const tables = (await publicTables()).filter((t) => !GLOBAL_TABLES.includes(t.name));
      const client = new pg.Client({ connectionString: ctx.database.source.url });
      await client.connect();
      try {
        // As the login (a superuser here) the rows are there ...
        const seen = await client.query<{ n: number }>('select count(*)::int as n from students');
        expect(seen.rows[0]!.n).toBeGreaterThan(0);
        // ... as the app's role, without the setting, none of any table.
        await client.query(`set role ${TEST_APP_ROLE}`);
        for (const table of tables) {
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from ${pg.escapeIdentifier(table.name)}`,
          );
          expect({ table: table.name, rows: rows[0]!.n }).toEqual({ table: table.name, rows: 0 });
        }
        // With an institute that is not theirs, none either; with theirs, the rows.
        await client.query(`select set_config('pragati.institute_id', '2', false)`);
        const other = await client.query<{ n: number }>('select count(*)::int as n from students');
        expect(other.rows[0]!.n).toBe(0);
        await client.query(`select set_config('pragati.institute_id', '1', false)`);
        const own = await client.query<{ n: number }>('select count(*)::int as n from students');
        expect(own.rows[0]!.n).toBeGreaterThan(0);
        // And a write into another institute is refused.
        await expect(
          client.query(`insert into audit_log (actor_id, actor_role, action, target, outcome,
            institute_id) values ('x', 'admin', 'test', 'x', 'success', 2)`),
        ).rejects.toThrow(/row-level security/);
      } finally {
        await client.end();
      }
    },
  );
});
