import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, login, signedIn, type TestContext } from './helpers/app.js';
import {
  readWorkbook,
  resetTeachers,
  teacherRow,
  uploadRows,
  viewTeachers,
} from './helpers/teachers.js';
import { register } from './helpers/students.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let principal: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, 'admin');
  principal = await signedIn(ctx, 'principal');
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await resetTeachers(ctx);
});

/** Registers teachers through an upload and returns them with their temporary passwords. */
async function registered(...rows: ReturnType<typeof teacherRow>[]) {
  const result = await uploadRows(ctx, admin.headers, rows);
  const teachers = await viewTeachers(ctx, admin.headers);
  return rows.map((row) => ({
    ...teachers.find((t) => t.teacherId === row[0])!,
    temporaryPassword: result.credentials.find((c) => c.userId === row[0])!.temporaryPassword,
  }));
}

const put = (id: string, payload: object, headers = admin.headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/updateTeacher/${id}`, headers, payload });

describe('GET /{role}/viewTeacher', () => {
  it('lists teachers with the spec fields, in natural id order, for admin and principal', async () => {
    await registered(
      teacherRow({ teacherId: 'T10', classId: 'primary1_2, preprimary_1' }),
      teacherRow({ teacherId: 'T2' }),
    );
    for (const role of ['admin', 'principal'] as const) {
      const headers = role === 'admin' ? admin.headers : principal.headers;
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/${role}/viewTeacher`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.map((t: { teacherId: string }) => t.teacherId)).toEqual(['T2', 'T10']);
      expect(Object.keys(data[1]).sort()).toEqual(
        ['_id', 'classId', 'email', 'teacherId', 'teacherMNo', 'teacherName'].sort(),
      );
      expect(data[1].classId).toEqual(['preprimary_1', 'primary1_2']);
      expect(data[1]._id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('PUT /admin/updateTeacher/{id}', () => {
  it('updates the fields and answers the updated teacher', async () => {
    const [teacher] = await registered(teacherRow({ classId: 'preprimary_1' }));
    const response = await put(teacher!._id, {
      ...teacher,
      teacherName: 'Renamed Teacher',
      email: 'renamed@school.example',
      teacherMNo: 9988776655,
      classId: 'preprimary_2, primary2_2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: teacher!._id,
      teacherId: teacher!.teacherId,
      teacherName: 'Renamed Teacher',
      email: 'renamed@school.example',
      teacherMNo: '9988776655',
      classId: ['preprimary_2', 'primary2_2'],
    });
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/teacher/preprimary_1',
      headers: admin.headers,
    });
    expect(lookup.json()).toEqual({ teacher: 'Not assigned' });
  });

  it('a class held by another teacher is a 409 that changes nothing', async () => {
    const [a, b] = await registered(
      teacherRow({ classId: 'primary1_1' }),
      teacherRow({ classId: 'primary1_2' }),
    );
    const response = await put(a!._id, {
      ...a,
      teacherName: 'Changed',
      classId: ['primary1_3', 'primary1_2'],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(
      `ClassId primary1_2 is already assigned to teacher ${b!.teacherId}`,
    );
    const teachers = await viewTeachers(ctx, admin.headers);
    expect(teachers.find((t) => t._id === a!._id)).toMatchObject({
      teacherName: a!.teacherName,
      classId: ['primary1_1'],
    });
  });

  it('an email used by another teacher is a 409', async () => {
    const [a, b] = await registered(teacherRow(), teacherRow());
    const response = await put(a!._id, { ...a, email: b!.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(
      `Email ${b!.email.toUpperCase()} is already used by teacher ${b!.teacherId}`,
    );
  });

  it.each([
    [{ teacherMNo: '12345' }, 'Mobile No. must be 10 digits'],
    [{ teacherName: '' }, 'Name is required'],
    [{ email: 'nope' }, 'Email nope is not a valid email address'],
    [
      { classId: 'primary5_1' },
      "ClassId primary5_1 is not one of the institute's classes (preprimary_1, preprimary_2, preprimary_3, primary1_1, primary1_2, primary1_3, primary2_1, primary2_2, primary2_3)",
    ],
    [{ teacherId: 'SOMEONE-ELSE' }, 'TeacherId cannot be changed'],
    [{ classId: { a: 1 } }, 'ClassId must be text or a list of class codes'],
  ])('bad input %j is a 400 with its message', async (change, message) => {
    const [teacher] = await registered(teacherRow());
    const response = await put(teacher!._id, { ...teacher, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('the teacherId may be sent unchanged in any letter case', async () => {
    const [teacher] = await registered(teacherRow());
    const response = await put(teacher!._id, {
      ...teacher,
      teacherId: teacher!.teacherId.toLowerCase(),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(['00000000-0000-0000-0000-000000000000', 'not-an-id'])(
    'an unknown id (%s) is a 404',
    async (id) => {
      const response = await put(id, {
        teacherName: 'A',
        email: 'a@b.in',
        teacherMNo: '9876543210',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().msg).toBe('Teacher not found.');
    },
  );

  it('is audited', async () => {
    const [teacher] = await registered(teacherRow());
    await put(teacher!._id, { ...teacher, teacherName: 'Audited Name' });
    const result = await ctx.database.db.execute(
      sql`select detail::text as detail from audit_log where action = 'teacher.update' and target = ${teacher!.teacherId}`,
    );
    const rows = (result as unknown as { rows: { detail: string }[] }).rows;
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ changed: ['teacherName'] });
  });
});

describe('DELETE /admin/teachers/{id}', () => {
  it('deletes the teacher and the account; the classes become unassigned', async () => {
    const [teacher] = await registered(teacherRow({ classId: 'primary2_1' }));
    const token = await login(ctx, {
      userId: teacher!.teacherId,
      password: teacher!.temporaryPassword,
    });

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/teachers/${teacher!._id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe('DELETE SUCCESS');

    expect(await viewTeachers(ctx, admin.headers)).toEqual([]);
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: '/api/principal/teacher/primary2_1',
      headers: principal.headers,
    });
    expect(lookup.json()).toEqual({ teacher: 'Not assigned' });
    // The account is gone: no login, and the old session ends.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: teacher!.teacherId, password: teacher!.temporaryPassword },
    });
    expect(again.statusCode).toBe(401);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.statusCode).toBe(401);
    // The class can be given to a new teacher.
    expect((await registered(teacherRow({ classId: 'primary2_1' })))[0]!.classId).toEqual([
      'primary2_1',
    ]);
  });

  it("students of the teacher's class stay, and show no teacher", async () => {
    const [teacher] = await registered(teacherRow({ classId: 'preprimary_1' }));
    const { response, info } = await register(ctx, admin.headers, {
      stdCred: { section: 'preprimary', year: '1' },
    });
    expect(response.statusCode).toBe(201);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/teachers/${teacher!._id}`,
      headers: admin.headers,
    });
    const students = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewstudents',
      headers: admin.headers,
    });
    const listed = students.json().data.find((s: { regNo: string }) => s.regNo === info.regNo);
    expect(listed).toMatchObject({ classId: 'preprimary_1' });
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/teacher/preprimary_1',
      headers: admin.headers,
    });
    expect(lookup.json()).toEqual({ teacher: 'Not assigned' });
  });

  it('an unknown id is a 404', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/teachers/00000000-0000-0000-0000-000000000000',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /{role}/teacher/{classId}', () => {
  it('names the class teacher, or Not assigned', async () => {
    await registered(teacherRow({ name: 'Class Teacher', classId: 'preprimary_3' }));
    for (const [role, headers] of [
      ['admin', admin.headers],
      ['principal', principal.headers],
    ] as const) {
      const held = await ctx.app.inject({
        method: 'GET',
        url: `/api/${role}/teacher/preprimary_3`,
        headers,
      });
      expect(held.json()).toEqual({ teacher: 'Class Teacher' });
      const free = await ctx.app.inject({
        method: 'GET',
        url: `/api/${role}/teacher/primary1_1`,
        headers,
      });
      expect(free.json()).toEqual({ teacher: 'Not assigned' });
    }
  });

  it('a class code that is not one of the nine is a 400', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/teacher/primary9_9',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(
      "Class must be one of the institute's classes: preprimary_1, preprimary_2, preprimary_3, primary1_1, primary1_2, primary1_3, primary2_1, primary2_2, primary2_3.",
    );
  });
});

describe('POST /admin/credentials-sheet', () => {
  it('turns credentials into a printable .xlsx', async () => {
    const credentials = [
      { userId: 'T1', temporaryPassword: 'AbcdEfgh2345' },
      { userId: 'T2', temporaryPassword: 'ZyxwVuts6789' },
    ];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/credentials-sheet',
      headers: admin.headers,
      payload: { credentials },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="teacher-credentials.xlsx"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const sheet = (await readWorkbook(response.rawPayload)).worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'User ID', 'Temporary password']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'T1', 'AbcdEfgh2345']);
    expect(sheet.getRow(4).values).toEqual([undefined, 'T2', 'ZyxwVuts6789']);
    // Nothing about the passwords is kept.
    const audit = await ctx.database.db.execute(
      sql`select detail::text as detail from audit_log where action = 'credentials.sheet'`,
    );
    expect(JSON.stringify(audit)).not.toContain('AbcdEfgh2345');
  });

  it('words the sheet in the language the request asks for (issue 16)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/credentials-sheet',
      headers: { ...admin.headers, 'accept-language': 'hi' },
      payload: { credentials: [{ userId: 'T1', temporaryPassword: 'AbcdEfgh2345' }] },
    });
    expect(response.statusCode).toBe(200);
    const sheet = (await readWorkbook(response.rawPayload)).worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'यूज़र आईडी', 'अस्थायी पासवर्ड']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'T1', 'AbcdEfgh2345']);
  });

  it('no credentials is a 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/credentials-sheet',
      headers: admin.headers,
      payload: { credentials: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('There are no credentials to put in a sheet.');
  });
});
