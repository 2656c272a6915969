import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, signedIn, type TestContext } from './helpers/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

describe('POST /api/checkUserForReset', () => {
  it('names the role of an existing user, whatever the letter case', async () => {
    const admin = await signedIn(ctx, 'admin');
    const teacher = await createUser(ctx, { role: 'teacher', userId: 'ResetMe1' });
    const response = await post(
      '/api/api/checkUserForReset',
      { userId: 'resetme1' },
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, role: teacher.role, message: 'User found.' });
  });

  it.each([
    [{ userId: 'nobody-at-all' }, 404, 'User not found.'],
    [{ userId: '' }, 400, 'Please enter a User ID.'],
    [{}, 400, 'Please enter a User ID.'],
  ])('%j → %i %s', async (body, status, message) => {
    const admin = await signedIn(ctx, 'admin');
    const response = await post('/api/api/checkUserForReset', body, admin.headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ msg: message, message });
  });

  it("the admin's own id is not processed", async () => {
    const admin = await signedIn(ctx, 'admin');
    const response = await post(
      '/api/api/checkUserForReset',
      { userId: admin.user.userId },
      admin.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      msg: 'Use Change Password to change your own password.',
    });
  });
});

describe('POST /api/resetPasswordConfirm', () => {
  async function arrange() {
    const admin = await signedIn(ctx, 'admin');
    const target = await createUser(ctx, { role: 'teacher' });
    const targetToken = await login(ctx, target);
    return { admin, target, targetToken };
  }

  it('resets: a temporary password shown once, the old password and sessions end', async () => {
    const { admin, target, targetToken } = await arrange();
    const response = await post(
      '/api/api/resetPasswordConfirm',
      {
        userId: target.userId,
        adminID: admin.user.userId,
        confirmationPassword: admin.user.password,
      },
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Password reset successfully!',
      temporaryPassword: expect.stringMatching(/^[A-HJ-NP-Za-km-z2-9]{12}$/),
    });

    const oldSession = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${targetToken}` },
    });
    expect(oldSession.statusCode).toBe(401);
    const oldPassword = await post(
      '/api/login',
      { id: target.userId, password: target.password },
      {},
    );
    expect(oldPassword.statusCode).toBe(401);
    const fresh = await post(
      '/api/login',
      { id: target.userId, password: body.temporaryPassword },
      {},
    );
    expect(fresh.json()).toMatchObject({ mustChangePassword: true });

    const audit = await ctx.database.db.execute(
      sql`select actor_id, outcome, detail::text as detail from audit_log where action = 'user.resetPassword' and target = ${target.userId}`,
    );
    const rows = (audit as unknown as { rows: Record<string, string>[] }).rows;
    expect(rows).toEqual([
      expect.objectContaining({ actor_id: admin.user.userId, outcome: 'success' }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(body.temporaryPassword);
  });

  it('a wrong confirmation password changes nothing', async () => {
    const { admin, target, targetToken } = await arrange();
    const response = await post(
      '/api/api/resetPasswordConfirm',
      {
        userId: target.userId,
        adminID: admin.user.userId,
        confirmationPassword: 'not-mine-at-all',
      },
      admin.headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      msg: 'Your password is not correct. Nothing was changed.',
    });
    expect(
      (await post('/api/login', { id: target.userId, password: target.password }, {})).statusCode,
    ).toBe(200);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${targetToken}` },
    });
    expect(session.statusCode).toBe(200);
  });

  it('five wrong confirmations lock the admin out for 15 minutes', async () => {
    const { admin, target } = await arrange();
    const attempt = (confirmationPassword: string) =>
      post(
        '/api/api/resetPasswordConfirm',
        { userId: target.userId, adminID: admin.user.userId, confirmationPassword },
        admin.headers,
      );
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).statusCode).toBe(403);
    const locked = await attempt(admin.user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe('Too many wrong passwords. Try again in 15 minutes.');
  });

  it('adminID must be the signed-in admin', async () => {
    const { admin, target } = await arrange();
    const other = await createUser(ctx, { role: 'admin' });
    const response = await post(
      '/api/api/resetPasswordConfirm',
      { userId: target.userId, adminID: other.userId, confirmationPassword: other.password },
      admin.headers,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe('adminID must be your own user ID.');
  });

  it.each([
    [
      'no confirmation password',
      { confirmationPassword: '' },
      400,
      'Please enter your password to confirm reset.',
    ],
    ['an unknown user', { userId: 'ghost-user' }, 404, 'User not found.'],
    ['own id', { userId: 'SELF' }, 400, 'Use Change Password to change your own password.'],
  ])('%s → %i', async (_, change, status, message) => {
    const { admin, target } = await arrange();
    const body = {
      userId: target.userId,
      adminID: admin.user.userId,
      confirmationPassword: admin.user.password,
      ...change,
    };
    if (body.userId === 'SELF') body.userId = admin.user.userId;
    const response = await post('/api/api/resetPasswordConfirm', body, admin.headers);
    expect(response.statusCode).toBe(status);
    expect(response.json().msg).toBe(message);
  });

  it('an admin may reset another admin', async () => {
    const { admin } = await arrange();
    const other = await createUser(ctx, { role: 'admin' });
    const response = await post(
      '/api/api/resetPasswordConfirm',
      {
        userId: other.userId,
        adminID: admin.user.userId,
        confirmationPassword: admin.user.password,
      },
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /admin/users', () => {
  it.each(['principal', 'admin'] as const)(
    'creates a %s account with a temporary password',
    async (role) => {
      const admin = await signedIn(ctx, 'admin');
      const userId = `new-${role}-1`;
      const response = await post('/api/admin/users', { userId, role }, admin.headers);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ userId, role, temporaryPassword: expect.stringMatching(/^\w{12}$/) });
      const loggedIn = await post(
        '/api/login',
        { id: userId, password: body.temporaryPassword },
        {},
      );
      expect(loggedIn.json()).toMatchObject({ role, mustChangePassword: true });
    },
  );

  it.each([
    [{ userId: 'x1', role: 'teacher' }, 400, 'Role must be admin, principal or specialist.'],
    [{ userId: '', role: 'principal' }, 400, 'Please enter a User ID.'],
    [
      { userId: 'has space', role: 'principal' },
      400,
      'User ID must be 1–64 characters: letters, digits and . _ @ / - (starting with a letter or digit).',
    ],
  ])('%j → %i', async (body, status, message) => {
    const admin = await signedIn(ctx, 'admin');
    const response = await post('/api/admin/users', body, admin.headers);
    expect(response.statusCode).toBe(status);
    expect(response.json().msg).toBe(message);
  });

  it('a used id is a 409, in any letter case', async () => {
    const admin = await signedIn(ctx, 'admin');
    await post('/api/admin/users', { userId: 'Principal-Two', role: 'principal' }, admin.headers);
    const again = await post(
      '/api/admin/users',
      { userId: 'principal-two', role: 'admin' },
      admin.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('User ID principal-two is already in use.');
  });
});
