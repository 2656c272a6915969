import { LIST_QUERY_MESSAGES, LOGIN_MESSAGES, RESET_MESSAGES } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from './helpers/app.js';
import {
  clientLogin,
  FRONT,
  originalClient,
  untouchedFormRegistration,
} from './helpers/original-client.js';
import { createTeacher, seedBank } from './helpers/progress-factories.js';

/**
 * ../shared/spec/original-client.md row by row (issue 13); the year walk, the comment types,
 * the transfer array, evaluate's result and the year objects are in original-client.test.ts.
 */
let ctx: TestContext;
let admin: { userId: string; password: string; token: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestApp({ env: { CORS_ORIGINS: FRONT } });
  await seedBank(ctx, 'preprimary');
  const user = await createUser(ctx, { role: 'admin' });
  const signed = await clientLogin(ctx, user.userId, user.password);
  admin = { ...user, token: signed.body.token, cookie: signed.cookie };
});
afterAll(async () => {
  await ctx.close();
});

describe('sent by the client', () => {
  it('PUT /admin/updateTeacher/{id} from another origin: the preflight, then the edit', async () => {
    const teacher = await createTeacher(ctx, ['preprimary_2']);
    const client = originalClient(ctx, { token: admin.token });
    const list = (await client.get('/admin/viewTeacher')).json().data as Record<string, string>[];
    const row = list.find((t) => t.teacherId === teacher.teacherId)!;
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: `/api/admin/updateTeacher/${row._id}`,
      headers: {
        origin: FRONT,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(FRONT);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    const edited = await client.put(`/admin/updateTeacher/${row._id}`, {
      ...row,
      teacherName: 'Edited from the original client',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers['access-control-allow-origin']).toBe(FRONT);
    expect(edited.json().teacherName).toBe('Edited from the original client');
  });

  it('POST /admin/registerStudent: an untouched form ([""], class "") registers', async () => {
    const { body, regNo } = untouchedFormRegistration();
    const client = originalClient(ctx, { token: admin.token });
    expect((await client.post('/admin/registerStudent', body)).statusCode).toBe(201);
    const details = await client.get('/admin/viewStudentDetails', { regNo });
    expect(details.statusCode).toBe(200);
    expect(JSON.stringify(details.json())).toContain('"historyOfPresentCondition":[]');
  });

  it('POST /admin/deleteStudent withdraws, with the reset’s confirmation rule', async () => {
    const { body, regNo } = untouchedFormRegistration();
    const client = originalClient(ctx, { token: admin.token });
    const registered = await client.post('/admin/registerStudent', body);
    const password = registered.json().temporaryPassword as string;
    expect((await clientLogin(ctx, regNo, password)).response.statusCode).toBe(200);

    const wrong = await client.post('/admin/deleteStudent', {
      regNo,
      adminID: admin.userId,
      confirmationPassword: 'not the password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().msg).toBe(RESET_MESSAGES.wrongPassword);
    const otherAdmin = await client.post('/admin/deleteStudent', {
      regNo,
      adminID: 'someone-else',
      confirmationPassword: admin.password,
    });
    expect(otherAdmin.statusCode).toBe(403);
    expect(otherAdmin.json().msg).toBe(RESET_MESSAGES.adminMismatch);

    const done = await client.post('/admin/deleteStudent', {
      regNo,
      adminID: admin.userId,
      confirmationPassword: admin.password,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, regNo, status: 'left' });
    expect(done.json().msg).toContain('withdrawn');
    const again = await client.post('/admin/deleteStudent', {
      regNo,
      adminID: admin.userId,
      confirmationPassword: admin.password,
    });
    expect(again.statusCode).toBe(409);
    // The student's account is closed; the records stay.
    const login = await clientLogin(ctx, regNo, password);
    expect(login.response.statusCode).toBe(403);
    expect(login.body.msg).toBe(LOGIN_MESSAGES.accountClosed);
    expect((await client.get('/admin/viewStudentDetails', { regNo })).statusCode).toBe(200);
  });

  // Issue 26 item 5: the client reads no status, so a withdrawn student must leave its lists.
  it('a student withdrawn with Delete leaves both student lists; asked for, it is still there', async () => {
    const { body, regNo } = untouchedFormRegistration();
    const client = originalClient(ctx, { token: admin.token });
    expect((await client.post('/admin/registerStudent', body)).statusCode).toBe(201);
    const principal = await createUser(ctx, { role: 'principal' });
    const principalToken = (await clientLogin(ctx, principal.userId, principal.password)).body
      .token as string;
    const listed = async (path: string, token = admin.token) => {
      const response = await originalClient(ctx, { token }).get(path);
      expect(response.statusCode).toBe(200);
      return (response.json().data as { regNo: string }[]).map((row) => row.regNo);
    };
    expect(await listed('/admin/viewstudents')).toContain(regNo);
    expect(await listed('/principal/viewstudents', principalToken)).toContain(regNo);

    const done = await client.post('/admin/deleteStudent', {
      regNo,
      adminID: admin.userId,
      confirmationPassword: admin.password,
    });
    expect(done.statusCode).toBe(200);
    expect(await listed('/admin/viewstudents')).not.toContain(regNo);
    expect(await listed('/principal/viewstudents', principalToken)).not.toContain(regNo);
    // Our own screens ask for the status they show.
    expect(await listed('/admin/viewstudents?status=left')).toContain(regNo);
    expect(await listed('/admin/viewstudents?status=active')).not.toContain(regNo);
    expect(await listed('/principal/viewstudents?status=all', principalToken)).toContain(regNo);
    const bad = await client.get('/admin/viewstudents?status=gone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(LIST_QUERY_MESSAGES.status);
  });

  it('checkUserForReset and resetPasswordConfirm with the session cookie only', async () => {
    const other = await createUser(ctx, { role: 'principal' });
    const client = originalClient(ctx, { cookie: admin.cookie });
    const check = await client.post('/api/checkUserForReset', { userId: other.userId });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ success: true, role: 'principal' });
    const reset = await client.post('/api/resetPasswordConfirm', {
      userId: other.userId,
      adminID: admin.userId,
      confirmationPassword: admin.password,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ success: true, message: RESET_MESSAGES.success });
  });

  it('logout: no call is needed; a new login works beside the old session', async () => {
    const user = await createUser(ctx, { role: 'principal' });
    const first = (await clientLogin(ctx, user.userId, user.password)).body.token;
    const second = await clientLogin(ctx, user.userId, user.password);
    expect(second.response.statusCode).toBe(200);
    for (const token of [first, second.body.token]) {
      const response = await originalClient(ctx, { token }).get('/principal/viewstudents');
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('read by the client', () => {
  it('POST /login: success is a 2xx with status success; a failure is never 501', async () => {
    const user = await createUser(ctx, { role: 'principal' });
    const ok = await clientLogin(ctx, user.userId, user.password);
    expect(ok.response.statusCode).toBe(200);
    expect(ok.body).toMatchObject({ status: 'success', userId: user.userId, role: 'principal' });
    expect(typeof ok.body.token).toBe('string');
    const failed = await clientLogin(ctx, user.userId, 'wrong password');
    expect(failed.response.statusCode).toBe(401);
    expect(failed.body.msg).toBe(LOGIN_MESSAGES.invalid);
  });

  it('error bodies carry msg (and message) for the client’s toasts', async () => {
    const teacher = await createTeacher(ctx, ['preprimary_3']);
    const token = (await clientLogin(ctx, teacher.teacherId, 'teacher-pass-1')).body.token;
    const client = originalClient(ctx, { token });
    const answers = [
      await client.get('/teacher/getStudents', { id: 'another-teacher' }),
      await client.get('/teacher/evaluate', { id: 'x', section: 'nowhere' }),
      await originalClient(ctx).get('/teacher/getStudents', { id: teacher.teacherId }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([403, 400, 401]);
    for (const answer of answers) {
      expect(typeof answer.json().msg).toBe('string');
      expect(answer.json().message).toBe(answer.json().msg);
    }
  });
});
