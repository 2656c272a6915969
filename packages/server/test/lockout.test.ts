import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  login,
  signedIn,
  type TestContext,
  uniqueId,
} from './helpers/app.js';

// Decisions §2: 5 failures for an id from one address in 15 minutes → that id refused from that
// address for 15 minutes; 50 from all addresses → refused everywhere, audited. Unknown ids alike.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const LOCKED = 'Too many failed logins for this id. Try again in 15 minutes.';
let addressCounter = 0;
/** A fresh client address, so that tests do not share the per-address counters. */
const newAddress = () => `10.20.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const attempt = (id: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { id, password } });

async function statuses(id: string, password: string, address: string, n: number) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await attempt(id, password, address)).statusCode);
  return out;
}

/** Moves an id's counters back in time, as if `minutes` had passed. */
async function age(id: string, minutes: number) {
  const back = sql`make_interval(mins => ${minutes}::int)`;
  await ctx.database.db.execute(
    sql`update login_failures set window_start = window_start - ${back},
          locked_until = locked_until - ${back}
        where key = ${`id:${id.toLowerCase()}`} or key like ${`addr:% id:${id.toLowerCase()}`}`,
  );
}

async function auditRows(action: string, target: string) {
  const result = await ctx.database.db.execute(
    sql`select actor_id, outcome, detail::text as detail from audit_log
        where action = ${action} and target = ${target} order by id`,
  );
  return (
    result as unknown as { rows: { actor_id: string | null; outcome: string; detail: string }[] }
  ).rows;
}

describe('lockout per id and address', () => {
  it('a known id and an unknown one answer the same statuses at the same counts', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const address = newAddress();
    const known = await statuses(user.userId, 'wrong-pass', address, 6);
    const unknown = await statuses(uniqueId('nobody'), 'wrong-pass', address, 6);
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
    // Locked: even the right password is refused, with the same body as for an unknown id.
    const right = await attempt(user.userId, user.password, address);
    const other = await attempt(uniqueId('nobody'), 'x', address);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ msg: LOCKED, message: LOCKED });
    expect(other.statusCode).toBe(401);
  });

  it('refuses the id from that address only; the id in another letter case counts as the same', async () => {
    const user = await createUser(ctx, { role: 'teacher', userId: uniqueId('Mixed') });
    const address = newAddress();
    await statuses(user.userId.toUpperCase(), 'wrong-pass', address, 5);
    expect((await attempt(user.userId.toLowerCase(), user.password, address)).statusCode).toBe(429);
    expect((await attempt(user.userId, user.password, newAddress())).statusCode).toBe(200);
  });

  it('lets the id in again after 15 minutes', async () => {
    const user = await createUser(ctx);
    const address = newAddress();
    await statuses(user.userId, 'wrong-pass', address, 5);
    await age(user.userId, 14);
    expect((await attempt(user.userId, user.password, address)).statusCode).toBe(429);
    await age(user.userId, 2);
    expect((await attempt(user.userId, user.password, address)).statusCode).toBe(200);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const user = await createUser(ctx);
    const address = newAddress();
    await statuses(user.userId, 'wrong-pass', address, 4);
    await age(user.userId, 16);
    expect(await statuses(user.userId, 'wrong-pass', address, 4)).toEqual([401, 401, 401, 401]);
    expect((await attempt(user.userId, user.password, address)).statusCode).toBe(200);
  });

  it('a successful login forgets the failures from that address', async () => {
    const user = await createUser(ctx);
    const address = newAddress();
    await statuses(user.userId, 'wrong-pass', address, 4);
    expect((await attempt(user.userId, user.password, address)).statusCode).toBe(200);
    await statuses(user.userId, 'wrong-pass', address, 4);
    expect((await attempt(user.userId, user.password, address)).statusCode).toBe(200);
  });

  it('records a refused attempt in the audit log', async () => {
    const id = uniqueId('nobody');
    await statuses(id, 'wrong-pass', newAddress(), 6);
    const rows = await auditRows('auth.login', id);
    expect(rows.map((r) => r.outcome)).toEqual([...Array(5).fill('failure'), 'denied']);
  });
});

describe('lockout of an id from every address', () => {
  it.each(['known', 'unknown'])(
    '50 failures from many addresses refuse a %s id everywhere, audited once',
    async (kind) => {
      const user = kind === 'known' ? await createUser(ctx) : null;
      const id = user?.userId ?? uniqueId('nobody');
      // Ten addresses, five failures each: none reaches its own limit before the last.
      for (let a = 0; a < 10; a++) {
        expect(await statuses(id, 'wrong-pass', newAddress(), 5)).toEqual([
          401, 401, 401, 401, 401,
        ]);
      }
      const fresh = newAddress();
      const refused = await attempt(id, user?.password ?? 'x', fresh);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().msg).toBe(LOCKED);
      const entries = await auditRows('auth.lockout', id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor_id: null, outcome: 'denied' });
      expect(JSON.parse(entries[0]!.detail)).toMatchObject({
        scope: 'every address',
        failures: 50,
      });

      // Fifteen minutes later the id works again.
      await age(id, 16);
      if (user) expect((await attempt(id, user.password, fresh)).statusCode).toBe(200);
      else expect((await attempt(id, 'x', fresh)).statusCode).toBe(401);
    },
  );
});

describe('wrong current password on change password', () => {
  it('counts as a failed login: the 6th try from that address is 429, and so is login', async () => {
    const user = await createUser(ctx, { role: 'teacher' });
    const token = await login(ctx, user);
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/api/changepassword',
        headers: { authorization: `Bearer ${token}` },
        payload: { userId: user.userId, currentPassword, newPassword: 'a-new-pass-1' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    const locked = await change(user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, msg: LOCKED });
    // app.inject's default client address
    expect((await attempt(user.userId, user.password, '127.0.0.1')).statusCode).toBe(429);
    expect((await attempt(user.userId, user.password, newAddress())).statusCode).toBe(200);
  });
});

describe('password reset by the admin', () => {
  it("lifts the id's lockout, from every address", async () => {
    const user = await createUser(ctx, { role: 'teacher' });
    const address = newAddress();
    await statuses(user.userId, 'wrong-pass', address, 5);
    const admin = await signedIn(ctx, 'admin');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/resetPasswordConfirm',
      headers: admin.headers,
      payload: {
        userId: user.userId,
        adminID: admin.user.userId,
        confirmationPassword: admin.user.password,
      },
    });
    expect(reset.statusCode).toBe(200);
    const fresh = await attempt(user.userId, reset.json().temporaryPassword, address);
    expect(fresh.statusCode).toBe(200);
  });
});

describe('the counters stay bounded', () => {
  it('long-expired rows are pruned at the next failure', async () => {
    const stale = `addr:10.99.0.1 id:${uniqueId('old')}`;
    await ctx.database.db.execute(
      sql`insert into login_failures (key, window_start, count)
          values (${stale}, now() - interval '31 minutes', 3)`,
    );
    await attempt(uniqueId('nobody'), 'x', newAddress());
    const left = await ctx.database.db.execute(
      sql`select count(*)::int as n from login_failures where key = ${stale}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
