import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import {
  pendingTeachers,
  resetTeachers,
  teacherRow,
  uploadRows,
  viewTeachers,
} from './helpers/teachers.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await resetTeachers(ctx);
});

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: admin.headers, payload });

async function onePending(row = teacherRow({ mobile: '12' })) {
  await uploadRows(ctx, admin.headers, [row]);
  const { data } = await pendingTeachers(ctx, admin.headers);
  return data[0]!;
}

describe('GET /admin/pendingTeacher', () => {
  it('answers count and data with the teacher fields and msg', async () => {
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/pendingTeacher',
      headers: admin.headers,
    });
    expect(empty.json()).toEqual({ count: 0, data: [] });

    const row = teacherRow({ mobile: '12', classId: 'primary1_1, wrong' });
    await uploadRows(ctx, admin.headers, [row]);
    const list = await pendingTeachers(ctx, admin.headers);
    expect(list.count).toBe(1);
    expect(list.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      teacherId: row[0],
      teacherName: row[1],
      teacherMNo: '12',
      email: row[3],
      classId: ['primary1_1', 'wrong'],
      msg: "Mobile No. must be 10 digits; ClassId wrong is not one of the institute's classes (preprimary_1, preprimary_2, preprimary_3, primary1_1, primary1_2, primary1_3, primary2_1, primary2_2, primary2_3)",
    });
  });
});

describe('POST /admin/editPendingTeacher/', () => {
  it('a row that is now valid becomes a teacher, with a temporary password shown once', async () => {
    const pending = await onePending();
    const response = await post('/admin/editPendingTeacher/', {
      ...pending,
      teacherMNo: '9812345678',
      classId: 'primary2_2',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.msg).toBe(`Teacher ${pending.teacherId} registered.`);
    expect(body.credentials).toEqual([
      { userId: pending.teacherId, temporaryPassword: expect.stringMatching(/^\w{12}$/) },
    ]);
    expect((await pendingTeachers(ctx, admin.headers)).count).toBe(0);
    const [teacher] = await viewTeachers(ctx, admin.headers);
    expect(teacher).toMatchObject({ teacherId: pending.teacherId, classId: ['primary2_2'] });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: pending.teacherId, password: body.credentials[0].temporaryPassword },
    });
    expect(login.json().mustChangePassword).toBe(true);
  });

  it('accepts the record wrapped as updatedTeacher, as the spec client names it', async () => {
    const pending = await onePending();
    const response = await post('/admin/editPendingTeacher/', {
      updatedTeacher: { ...pending, teacherMNo: '9812345679' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().credentials).toHaveLength(1);
  });

  it('a row still wrong is saved with its new reasons and stays pending', async () => {
    const pending = await onePending();
    const response = await post('/admin/editPendingTeacher/', {
      ...pending,
      teacherMNo: '9812345678',
      email: 'still wrong',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: 'Saved, but the row still has errors: Email still wrong is not a valid email address',
    });
    const list = await pendingTeachers(ctx, admin.headers);
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({
      _id: pending._id,
      teacherMNo: '9812345678',
      email: 'still wrong',
      msg: 'Email still wrong is not a valid email address',
    });
  });

  it('checks the database as an upload does: registered id, taken email and class', async () => {
    const existing = teacherRow({
      teacherId: 'PX1',
      email: 'px1@school.example',
      classId: 'preprimary_1',
    });
    await uploadRows(ctx, admin.headers, [existing]);
    const pending = await onePending();
    const response = await post('/admin/editPendingTeacher/', {
      ...pending,
      teacherId: 'px1',
      teacherMNo: '9812345678',
      email: 'PX1@school.example',
      classId: ['preprimary_1'],
    });
    expect(response.json().msg).toBe(
      'Saved, but the row still has errors: TeacherId px1 is already registered; Email PX1@school.example is already used by teacher PX1; ClassId preprimary_1 is already assigned to teacher PX1',
    );
  });

  it('an edited row keeps being updated in place when the sheet is uploaded again', async () => {
    const row = teacherRow({ mobile: '12' });
    const pending = await onePending(row);
    await post('/admin/editPendingTeacher/', { ...pending, teacherName: 'Edited Name' });
    await uploadRows(ctx, admin.headers, [row]);
    const list = await pendingTeachers(ctx, admin.headers);
    expect(list.count).toBe(1);
    expect(list.data[0]!._id).toBe(pending._id);
  });

  it.each([
    [{ teacherId: 'T1' }, 400, 'The pending record _id is required'],
    [{ _id: '00000000-0000-0000-0000-000000000000' }, 404, 'Pending teacher record not found.'],
    [{ _id: 'junk' }, 404, 'Pending teacher record not found.'],
  ])('%j → %i', async (body, status, message) => {
    const response = await post('/admin/editPendingTeacher/', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().msg).toBe(message);
  });
});

describe('POST /admin/deletePendingTeacher/', () => {
  it('deletes the pending record and is audited', async () => {
    const pending = await onePending();
    const response = await post('/admin/deletePendingTeacher/', pending);
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe(`Pending row ${pending.teacherId} deleted.`);
    expect((await pendingTeachers(ctx, admin.headers)).count).toBe(0);
    const result = await ctx.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'teacher.pending.delete'`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('an unknown record is a 404; a body without _id a 400', async () => {
    const missing = await post('/admin/deletePendingTeacher/', {
      _id: '00000000-0000-0000-0000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await post('/admin/deletePendingTeacher/', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('The pending record _id is required');
  });
});
