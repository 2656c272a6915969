import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { watchServerSessions } from '../src/db/change-watch.js';
import { users } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';

/*
 * Session rows are kept by each process until a session table is written (change-watch.ts), on
 * both databases (issue 33 part 1): a signed-in call costs no read, and a revocation still ends
 * the session, at once when this process wrote it, as soon as its notification arrives when
 * another process did.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const SESSION_TABLES = ['users', 'sessions'] as const;
const serverUrl = () =>
  ctx.database.source.kind === 'postgres' ? ctx.database.source.url : undefined;

describe('kept session rows', () => {
  it('are kept: a signed-in call leaves the session tables where they were', async () => {
    const { headers } = await signedIn(ctx, 'teacher');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(
      200,
    );
    const epoch = ctx.database.changes.epoch(SESSION_TABLES);
    expect(epoch).not.toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(
      200,
    );
    expect(ctx.database.changes.epoch(SESSION_TABLES)).toBe(epoch);
  });

  it('end with a session version changed by another process (its own connection)', async () => {
    const url = serverUrl();
    if (!url) return; // the embedded database has no other process
    const { headers, user } = await signedIn(ctx, 'principal');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(
      200,
    );
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query(
        'update users set session_version = session_version + 1 where lower(user_id) = lower($1)',
        [user.userId],
      );
    } finally {
      await other.end();
    }
    await vi.waitFor(async () => {
      const call = await ctx.app.inject({ method: 'GET', url: '/api/session', headers });
      expect(call.statusCode).toBe(401);
    });
  });

  it('end at once with a revocation this process wrote', async () => {
    const { headers, user } = await signedIn(ctx, 'principal');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(
      200,
    );
    await ctx.database.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(sql`lower(${users.userId}) = lower(${user.userId})`);
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/session', headers })).statusCode).toBe(
      401,
    );
  });
});

describe('the server watch', () => {
  it('trusts nothing unless a connection listens, and only for the session tables', async () => {
    const url = serverUrl();
    if (!url) return;
    const sessions = watchServerSessions();
    expect(sessions.watch.epoch(SESSION_TABLES)).toBeNull();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    sessions.listen(client);
    await vi.waitFor(() => expect(sessions.watch.epoch(SESSION_TABLES)).not.toBeNull());
    expect(sessions.watch.epoch(['students'])).toBeNull();
    const before = sessions.watch.epoch(SESSION_TABLES);
    // Its own write is known when the statement returns.
    await client.query(`select pg_notify('pragati_sessions', 'users')`);
    expect(sessions.watch.epoch(SESSION_TABLES)).not.toBe(before);
    await client.end();
    expect(sessions.watch.epoch(SESSION_TABLES)).toBeNull();
  });
});
