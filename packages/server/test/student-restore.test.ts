import {
  RESET_MESSAGES,
  ROLE_GUARD_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_STATUS_MESSAGES as M,
} from '@pragati/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, students, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createTeacher, seedBank } from './helpers/progress-factories.js';
import { registeredStudent } from './helpers/students.js';

/** POST /admin/students/:regNo/restore: a student who left is active again (decisions §7). */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let confirm: { adminID: string; confirmationPassword: string };
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });
const restore = (regNo: string, headers: Record<string, string>, payload: unknown) =>
  post(`/admin/students/${encodeURIComponent(regNo)}/restore`, headers, payload);
const signIn = (id: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { id, password } });

beforeAll(async () => {
  ctx = await createTestApp();
  await seedBank(ctx, 'preprimary');
  admin = await signedIn(ctx, 'admin');
  confirm = { adminID: admin.user.userId, confirmationPassword: admin.user.password };
});
afterAll(async () => {
  await ctx.close();
});

/** A registered student with a known password, withdrawn by the admin. */
async function leftStudent(reason = 'Family moved to Pune') {
  const student = await registeredStudent(ctx, admin.headers);
  const regNo = student.info.regNo;
  const password = `pw-${regNo}`;
  await ctx.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(sql`lower(${users.userId}) = lower(${regNo})`);
  const withdrawn = await post('/admin/deleteStudent', admin.headers, {
    regNo,
    ...confirm,
    reason,
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  return { regNo, password };
}

describe('POST /admin/students/:regNo/restore', () => {
  it('401 signed out; 403 for every other role', async () => {
    expect((await restore('R1', {}, confirm)).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const other = await signedIn(ctx, role);
      const response = await restore('R1', other.headers, confirm);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
    }
  });

  it.each([
    [{ adminID: 'a' }, RESET_MESSAGES.enterPassword],
    [{ confirmationPassword: 'b' }, RESET_MESSAGES.adminMismatch],
    [{ adminID: 'a', confirmationPassword: 'b', note: 'x'.repeat(501) }, M.noteTooLong],
  ])('400 with the message for %j', async (body, message) => {
    const response = await restore('R1', admin.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('403 with another admin’s id or a wrong password; nothing changes, the try is audited', async () => {
    const { regNo } = await leftStudent();
    const other = await restore(regNo, admin.headers, { ...confirm, adminID: 'someone-else' });
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe(RESET_MESSAGES.adminMismatch);
    const wrong = await restore(regNo, admin.headers, { ...confirm, confirmationPassword: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().msg).toBe(RESET_MESSAGES.wrongPassword);
    const [row] = await ctx.database.db.select().from(students).where(eq(students.regNo, regNo));
    expect(row!.status).toBe('left');
    const tries = await ctx.database.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student.restore'), eq(auditLog.target, regNo)));
    expect(tries.map((t) => t.outcome).sort()).toEqual(['denied', 'failure']);
  });

  it('404 for an unknown student; 409 for one who has not left', async () => {
    const unknown = await restore('nobody-here', admin.headers, confirm);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(STUDENT_MESSAGES.notFound);
    const active = await registeredStudent(ctx, admin.headers);
    const response = await restore(active.info.regNo, admin.headers, confirm);
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(M.notLeft);
  });

  it('active again where they left, signs in, back on the teacher’s list, audited with the note', async () => {
    const teacher = await createTeacher(ctx, ['preprimary_1']);
    const { regNo, password } = await leftStudent('Moved away');
    expect((await signIn(regNo, password)).statusCode).toBe(403);

    const response = await restore(regNo, admin.headers, { ...confirm, note: 'Family returned' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, regNo, status: 'active' });
    expect(response.json().msg).toBe(M.restored(regNo));

    const [row] = await ctx.database.db.select().from(students).where(eq(students.regNo, regNo));
    expect(row).toMatchObject({
      status: 'active',
      leftOn: null,
      leftReason: null,
      currSection: 'preprimary',
      currYear: '1',
      currTerm: 'Entry',
    });
    expect((await signIn(regNo, password)).statusCode).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/teacher/getStudents',
      headers: { ...teacher.headers, id: teacher.teacherId },
    });
    expect(JSON.stringify(list.json())).toContain(regNo);
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewStudentDetails',
      headers: { ...admin.headers, regNo },
    });
    expect(details.json()).toMatchObject({ status: 'active', leftOn: null, leftReason: null });

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'student.restore'),
          eq(auditLog.target, regNo),
          eq(auditLog.outcome, 'success'),
        ),
      );
    expect(entry!.detail).toMatchObject({
      to: 'preprimary_1',
      leftReason: 'Moved away',
      note: 'Family returned',
    });
    // A second restore finds nothing to do.
    expect((await restore(regNo, admin.headers, confirm)).statusCode).toBe(409);
  });

  it('the details and history show a left student with the date and reason', async () => {
    const { regNo } = await leftStudent('Joined a school near home');
    const details = await ctx.app.inject({
      method: 'GET',
      url: '/api/principal/viewStudentDetails',
      headers: { ...(await signedIn(ctx, 'principal')).headers, regNo },
    });
    expect(details.json()).toMatchObject({
      status: 'left',
      leftReason: 'Joined a school near home',
    });
    expect(details.json().leftOn).toMatch(/^\d{4}-\d\d-\d\d$/);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/student/viewHistory',
      headers: { ...admin.headers, id: regNo },
    });
    expect(history.json()).toMatchObject({
      status: 'left',
      leftOn: details.json().leftOn,
      leftReason: 'Joined a school near home',
    });
    await restore(regNo, admin.headers, confirm);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/student/viewHistory',
      headers: { ...admin.headers, id: regNo },
    });
    expect(after.json()).toMatchObject({ status: 'active', leftOn: null, leftReason: null });
  });
});
