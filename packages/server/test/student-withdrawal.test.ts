import { RESET_MESSAGES, ROLE_GUARD_MESSAGES, WITHDRAWAL_MESSAGES } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, students } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createTeacher, seedBank } from './helpers/progress-factories.js';
import { registeredStudent } from './helpers/students.js';

/** POST /admin/deleteStudent withdraws a student (decisions §7): roles, input, effects. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
const withdraw = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/deleteStudent',
    headers,
    payload: payload as object,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  await seedBank(ctx, 'preprimary');
  admin = await signedIn(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /admin/deleteStudent', () => {
  it('401 signed out; 403 for every other role', async () => {
    const body = { regNo: 'R1', adminID: 'x', confirmationPassword: 'y' };
    expect((await withdraw({}, body)).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const other = await signedIn(ctx, role);
      const response = await withdraw(other.headers, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
    }
  });

  it.each([
    [{ adminID: 'a', confirmationPassword: 'b' }, WITHDRAWAL_MESSAGES.regNoRequired],
    [{ regNo: 'R1', adminID: 'a' }, RESET_MESSAGES.enterPassword],
    [{ regNo: 'R1', confirmationPassword: 'b' }, RESET_MESSAGES.adminMismatch],
  ])('400 with the message for %j', async (body, message) => {
    const response = await withdraw(admin.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('404 for an unknown student, after the confirmation', async () => {
    const response = await withdraw(admin.headers, {
      regNo: 'nobody-here',
      adminID: admin.user.userId,
      confirmationPassword: admin.user.password,
    });
    expect(response.statusCode).toBe(404);
  });

  it('left: date and reason kept, off the teacher’s list, sessions ended, audited', async () => {
    const teacher = await createTeacher(ctx, ['preprimary_1']);
    const student = await registeredStudent(ctx, admin.headers);
    const regNo = student.info.regNo;
    const response = await withdraw(admin.headers, {
      regNo,
      adminID: admin.user.userId,
      confirmationPassword: admin.user.password,
      reason: 'Family moved to Pune',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(students).where(eq(students.regNo, regNo));
    expect(row).toMatchObject({ status: 'left', leftReason: 'Family moved to Pune' });
    expect(row!.leftOn).toMatch(/^\d{4}-\d\d-\d\d$/);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/teacher/getStudents',
      headers: { ...teacher.headers, id: teacher.teacherId },
    });
    expect(JSON.stringify(list.json())).not.toContain(regNo);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/viewHistory',
      headers: { ...student.headers, id: regNo },
    });
    expect(own.statusCode).toBe(401);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'student.withdraw'));
    expect(entries.map((e) => [e.target, e.outcome])).toContainEqual([regNo, 'success']);
  });
});
