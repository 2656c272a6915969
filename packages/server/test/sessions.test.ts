import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestContext } from './helpers/app.js';

// Decisions §2: logout ends that session on the server; the user's other sessions stay.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type SessionRecord = { id: string; user_id: number; ended: boolean; hours_left: number };
async function sessionRows(where: ReturnType<typeof sql>): Promise<SessionRecord[]> {
  const result = await ctx.database.db.execute(
    sql`select id, user_id, ended_at is not null as ended,
          round(extract(epoch from expires_at - now()) / 3600)::int as hours_left
        from sessions where ${where} order by created_at`,
  );
  return (result as unknown as { rows: SessionRecord[] }).rows;
}
const sessionOf = (token: string) => String(decodeJwt(token).sid);
const whoAmI = (credential: { bearer: string } | { cookie: string }) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/session',
    ...('bearer' in credential
      ? { headers: { authorization: `Bearer ${credential.bearer}` } }
      : { cookies: { jwt: credential.cookie } }),
  });

describe('sessions', () => {
  it('a login opens a session of 8 hours, named in the token', async () => {
    const user = await createUser(ctx, { role: 'teacher' });
    const token = await login(ctx, user);
    const rows = await sessionRows(sql`id = ${sessionOf(token)}`);
    expect(rows).toEqual([expect.objectContaining({ ended: false, hours_left: 8 })]);
  });

  it('logout ends that session only: its token is refused, the other sessions stay', async () => {
    const user = await createUser(ctx, { role: 'principal' });
    const kept = await login(ctx, user);
    const ended = await login(ctx, user);
    // Both work first (and the embedded database's process keeps both rows).
    for (const token of [kept, ended])
      expect((await whoAmI({ bearer: token })).statusCode).toBe(200);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${ended}` },
    });
    expect(logout.statusCode).toBe(200);

    const refused = await whoAmI({ bearer: ended });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().msg).toBe('Your session has ended. Please log in again.');
    expect((await whoAmI({ cookie: ended })).statusCode).toBe(401);
    expect((await whoAmI({ bearer: kept })).statusCode).toBe(200);
    expect(await sessionRows(sql`id = ${sessionOf(ended)}`)).toEqual([
      expect.objectContaining({ ended: true }),
    ]);
  });

  it('logout by cookie (from the app itself) ends the session too', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const token = await login(ctx, user);
    expect((await whoAmI({ cookie: token })).statusCode).toBe(200);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      cookies: { jwt: token },
    });
    expect(logout.statusCode).toBe(200);
    expect((await whoAmI({ cookie: token })).statusCode).toBe(401);
    expect((await whoAmI({ bearer: token })).statusCode).toBe(401);
  });

  it('a session past its end is refused even while the token still looks valid', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const token = await login(ctx, user);
    expect((await whoAmI({ bearer: token })).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${sessionOf(token)}`,
    );
    expect((await whoAmI({ bearer: token })).statusCode).toBe(401);
  });

  it('a password change ends every session of the user', async () => {
    const user = await createUser(ctx, { role: 'teacher' });
    const first = await login(ctx, user);
    const second = await login(ctx, user);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/changepassword',
      headers: { authorization: `Bearer ${first}` },
      payload: { userId: user.userId, currentPassword: user.password, newPassword: 'a-new-pass-1' },
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [first, second])
      expect((await whoAmI({ bearer: token })).statusCode).toBe(401);
    const rows = await sessionRows(sql`id in (${sessionOf(first)}, ${sessionOf(second)})`);
    expect(rows.map((r) => r.ended)).toEqual([true, true]);
  });

  it('expired sessions are pruned at the next login', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const old = await login(ctx, user);
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id = ${sessionOf(old)}`,
    );
    await login(ctx, await createUser(ctx));
    expect(await sessionRows(sql`id = ${sessionOf(old)}`)).toEqual([]);
  });
});
