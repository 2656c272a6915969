import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, createUser, login, signedIn, type TestContext } from './helpers/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('POST /api/login', () => {
  it('answers the spec fields, sets an httpOnly SameSite=Strict jwt cookie', async () => {
    const user = await createUser(ctx, { role: 'teacher' });
    const response = await post('/api/login', { id: user.userId, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'success',
      userId: user.userId,
      role: 'teacher',
      token: expect.any(String),
      mustChangePassword: false,
    });
    const cookie = response.cookies.find((c) => c.name === 'jwt');
    expect(cookie).toMatchObject({
      value: body.token,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
  });

  it('issues a token that expires in 8 hours and carries no secret', async () => {
    const user = await createUser(ctx);
    const token = await login(ctx, user);
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(user.userId);
    expect(claims.exp! - claims.iat!).toBe(8 * 60 * 60);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.userId, user.userId));
    const raw = Buffer.from(token.split('.')[1]!, 'base64url').toString();
    expect(raw).not.toContain(user.password);
    expect(raw).not.toContain(row!.passwordHash);
    // `inst`: the session's institute (decisions §20).
    expect(Object.keys(claims).sort()).toEqual([
      'exp',
      'iat',
      'inst',
      'iss',
      'role',
      'sid',
      'sub',
      'sv',
    ]);
    expect(claims.inst).toBe(1);
  });

  it('accepts the id in any letter case', async () => {
    const user = await createUser(ctx, { userId: 'MixedCaseId' });
    const response = await post('/api/login', { id: 'mixedcaseid', password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().userId).toBe('MixedCaseId');
  });

  it.each([
    ['wrong password', (id: string) => ({ id, password: 'not-the-password' })],
    ['unknown id', () => ({ id: 'nobody-here', password: 'whatever1' })],
  ])('%s is 401 Invalid Credentials', async (_, body) => {
    const user = await createUser(ctx);
    const response = await post('/api/login', body(user.userId));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: 'Invalid Credentials', message: 'Invalid Credentials' });
  });

  it('never answers 501 (no device policy)', async () => {
    const response = await post(
      '/api/login',
      { id: 'x', password: 'y' },
      { 'user-agent': 'Mozilla/5.0 (iPhone)' },
    );
    expect(response.statusCode).toBe(401);
  });

  it('writes the attempts to the audit log without the password', async () => {
    const user = await createUser(ctx);
    await post('/api/login', { id: user.userId, password: 'secret-guess-123' });
    const result = await ctx.database.db.execute(
      sql`select action, outcome, detail::text as detail from audit_log where target = ${user.userId}`,
    );
    const rows = (
      result as unknown as { rows: { action: string; outcome: string; detail: string }[] }
    ).rows;
    expect(rows).toContainEqual(
      expect.objectContaining({ action: 'auth.login', outcome: 'failure' }),
    );
    expect(JSON.stringify(rows)).not.toContain('secret-guess-123');
  });
});

describe('login rate limit per address', () => {
  it('refuses an address after its allowance, with a clear message', async () => {
    const limited = await createTestApp({ loginRateLimit: { max: 3, timeWindow: 60_000 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.9.8.7',
          payload: { id: 'someone', password: 'wrong-pass' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().msg).toBe(
        'Too many login attempts from this address. Try again later.',
      );
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.8.6',
        payload: { id: 'someone', password: 'wrong-pass' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('GET /api/session without a session is 401; with a token or cookie it names the user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    const { user, token } = await signedIn(ctx, 'principal');
    const byBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json()).toEqual({
      userId: user.userId,
      role: 'principal',
      mustChangePassword: false,
    });
    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { jwt: token },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it('refuses a forged or expired token', async () => {
    const { token } = await signedIn(ctx, 'admin');
    const [h, p] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin', exp: 1 })).toString('base64url')}.sig`;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('admin route: 401 signed out, 403 for every other role, 200 for admin', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const { headers } = await signedIn(ctx, role);
      const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe('Not a Admin');
    }
    const { headers } = await signedIn(ctx, 'admin');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers })).statusCode,
    ).toBe(200);
  });

  it('POST /api/logout clears the jwt cookie, signed in or not', async () => {
    const { headers } = await signedIn(ctx, 'student');
    for (const h of [headers, {}]) {
      const response = await post('/api/logout', undefined, h);
      expect(response.statusCode).toBe(200);
      expect(response.json().msg).toBe('Logged Out Successfully');
      const cookie = response.cookies.find((c) => c.name === 'jwt');
      expect(cookie?.value).toBe('');
    }
  });
});

describe('POST /api/api/changepassword', () => {
  it('changes the password, ends older sessions, and the new password logs in', async () => {
    const user = await createUser(ctx, { role: 'teacher' });
    const oldToken = await login(ctx, user);
    const otherOldToken = await login(ctx, user);
    const response = await post(
      '/api/api/changepassword',
      { userId: user.userId, currentPassword: user.password, newPassword: 'brand-new-pass' },
      { authorization: `Bearer ${oldToken}` },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Password changed successfully.' });
    expect(response.cookies.find((c) => c.name === 'jwt')?.value).toBe('');

    for (const token of [oldToken, otherOldToken]) {
      const after = await ctx.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.statusCode).toBe(401);
    }
    expect(
      (await post('/api/login', { id: user.userId, password: user.password })).statusCode,
    ).toBe(401);
    await login(ctx, { userId: user.userId, password: 'brand-new-pass' });
  });

  it('a wrong current password is 400 and changes nothing', async () => {
    const { user, headers } = await signedIn(ctx, 'admin');
    const response = await post(
      '/api/api/changepassword',
      { userId: user.userId, currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass' },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      msg: 'Current password is incorrect.',
    });
    await login(ctx, user);
  });

  it("another user's id is 403", async () => {
    const other = await createUser(ctx);
    const { headers } = await signedIn(ctx, 'admin');
    const response = await post(
      '/api/api/changepassword',
      { userId: other.userId, currentPassword: other.password, newPassword: 'brand-new-pass' },
      headers,
    );
    expect(response.statusCode).toBe(403);
    await login(ctx, other);
  });

  it('is 401 signed out', async () => {
    const response = await post('/api/api/changepassword', {
      userId: 'a',
      currentPassword: 'b',
      newPassword: 'cccccc',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ currentPassword: 'x', newPassword: 'abcdefg' }, 'All fields are required.'],
    [
      { userId: '__self__', currentPassword: 'x', newPassword: 'abc' },
      'Password must be at least 6 characters.',
    ],
    [
      { userId: '__self__', currentPassword: '', newPassword: 'abcdefg' },
      'All fields are required.',
    ],
    [
      { userId: '__self__', currentPassword: 'same-pass', newPassword: 'same-pass' },
      'New password must be different from the current password.',
    ],
  ])('bad body %j is 400 %s', async (body: Record<string, string>, message) => {
    const { user, headers } = await signedIn(ctx, 'admin');
    const payload = { ...body, ...('userId' in body ? { userId: user.userId } : {}) };
    const response = await post('/api/api/changepassword', payload, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });
});

describe('temporary passwords', () => {
  it('a user who must change the password gets 403 everywhere but change password, session and logout', async () => {
    const user = await createUser(ctx, { role: 'admin', mustChangePassword: true });
    const loginResponse = await post('/api/login', { id: user.userId, password: user.password });
    expect(loginResponse.json().mustChangePassword).toBe(true);
    const headers = { authorization: `Bearer ${loginResponse.json().token}` };

    const blocked = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: 'MUST_CHANGE_PASSWORD',
      msg: 'You must set a new password before continuing.',
    });

    const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers });
    expect(session.json().mustChangePassword).toBe(true);

    const changed = await post(
      '/api/api/changepassword',
      { userId: user.userId, currentPassword: user.password, newPassword: 'my-own-pass' },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    const fresh = await login(ctx, { userId: user.userId, password: 'my-own-pass' });
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
