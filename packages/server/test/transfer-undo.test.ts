import {
  RESET_MESSAGES,
  ROLE_GUARD_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_STATUS_MESSAGES as M,
} from '@pragati/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  studentDetails,
  students,
  termReports,
  yearReports,
} from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/** POST /admin/students/:regNo/undo-transfer (issue 14 part 8). */
let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let body: { adminID: string; confirmationPassword: string; reason: string };
const undo = (regNo: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/students/${encodeURIComponent(regNo)}/undo-transfer`,
    headers,
    payload: payload as object,
  });
const history = async (regNo: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/student/viewHistory',
      headers: { ...admin.headers, id: regNo },
    })
  ).json();
const teacherList = async (headers: Record<string, string>, teacherId: string) =>
  JSON.stringify(
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/teacher/getStudents',
        headers: { ...headers, id: teacherId },
      })
    ).json(),
  );
const NONE = () => 'NE';
/**
 * What the admin's details screen is told about the last transfer (issue 26 item 17). The
 * factory's students have no intake: the details need one row of it.
 */
const lastTransfer = async (s: { regNo: string; student: { id: number } }) => {
  await ctx.database.db
    .insert(studentDetails)
    .values({
      studentId: s.student.id,
      info: {},
      presentingComplaints: {},
      history: {},
      familyHistory: {},
      developmentHistory: {},
      aadhaarCipher: 'not read here',
      aadhaarLast4: '0000',
    })
    .onConflictDoNothing();
  const details = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/viewStudentDetails',
    headers: { ...admin.headers, regno: s.regNo },
  });
  expect(details.statusCode, details.body).toBe(200);
  return details.json().lastTransfer as unknown;
};

beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  // One item per category keeps a whole year short.
  const one = { personal: 1, social: 1, academic: 1, occupational: 1, recreational: 1 };
  await seedBank(ctx, 'preprimary', one);
  await seedBank(ctx, 'primary2', one);
  admin = await signedIn(ctx, 'admin');
  body = {
    adminID: admin.user.userId,
    confirmationPassword: admin.user.password,
    reason: 'Transferred by mistake',
  };
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /admin/students/:regNo/undo-transfer: who and what', () => {
  it('401 signed out; 403 for every other role', async () => {
    expect((await undo('R1', {}, body)).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const other = await signedIn(ctx, role);
      const response = await undo('R1', other.headers, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
    }
  });

  it.each([
    [{ adminID: 'a', confirmationPassword: 'b' }, M.reasonRequired],
    [{ adminID: 'a', confirmationPassword: 'b', reason: '  ' }, M.reasonRequired],
    [{ adminID: 'a', confirmationPassword: 'b', reason: 'x'.repeat(501) }, M.reasonTooLong],
    [{ adminID: 'a', reason: 'r' }, RESET_MESSAGES.enterPassword],
    [{ confirmationPassword: 'b', reason: 'r' }, RESET_MESSAGES.adminMismatch],
  ])('400 with the message for %j', async (payload, message) => {
    const response = await undo('R1', admin.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('403 with a wrong password; 404 for an unknown student; 409 with no transfer', async () => {
    const s = await createStudent(ctx, { section: 'preprimary', year: '2' });
    const wrong = await undo(s.regNo, admin.headers, { ...body, confirmationPassword: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().msg).toBe(RESET_MESSAGES.wrongPassword);
    const unknown = await undo('nobody-here', admin.headers, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(STUDENT_MESSAGES.notFound);
    const none = await undo(s.regNo, admin.headers, body);
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe(M.noTransfer);
    // The details say there is none, so the screen offers no undo.
    expect(await lastTransfer(s)).toBeNull();
    const refusals = await ctx.database.db
      .select({ outcome: auditLog.outcome, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student.undoTransfer'), eq(auditLog.target, s.regNo)));
    expect(refusals.map((r) => r.outcome).sort()).toEqual(['failure', 'failure']);
  });
});

describe('undoing a transfer', () => {
  it('a repeat: back to Term III, the new year gone at once from history and lists, audited', async () => {
    const t = await createTeacher(ctx, ['preprimary_1', 'preprimary_2']);
    const s = await createStudent(ctx, { section: 'preprimary', year: '1' });
    await flows.completeYear(t.headers, s.regNo, 'preprimary', '1', NONE);
    const moved = await flows.transfer(t.headers, s.regNo, 'preprimary', '1');
    expect(moved.json().outcome).toBe('repeat');
    expect(await lastTransfer(s)).toEqual({
      section: 'preprimary',
      year: '1',
      outcome: 'repeat',
    });
    const before = await history(s.regNo);
    expect(before).toMatchObject({ currYear: '2', currTerm: 'Entry' });
    await history(s.regNo); // kept now (body-cache.ts)

    const response = await undo(s.regNo, admin.headers, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      status: 'active',
      currSection: 'preprimary',
      currYear: '1',
      currTerm: 'III',
      msg: M.undone(s.regNo, 'preprimary_1'),
    });

    const after = await history(s.regNo);
    expect(after).toMatchObject({ currSection: 'preprimary', currYear: '1', currTerm: 'III' });
    const years = after.section[0].yearReport;
    expect(years.map((y: { year: string }) => y.year)).toEqual(['1']);
    expect(years[0].outcome).toBeNull();
    expect(years[0].comment.yearComment).toBe('');
    const left = await ctx.database.db
      .select()
      .from(termReports)
      .where(and(eq(termReports.studentId, s.student.id), eq(termReports.year, '2')));
    expect(left).toEqual([]);
    const yearRows = await ctx.database.db
      .select()
      .from(yearReports)
      .where(eq(yearReports.studentId, s.student.id));
    expect(yearRows).toEqual([]);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'student.undoTransfer'),
          eq(auditLog.target, s.regNo),
          eq(auditLog.outcome, 'success'),
        ),
      );
    expect(entry!.detail).toMatchObject({
      reason: 'Transferred by mistake',
      from: 'preprimary_2',
      to: 'preprimary_1',
      outcome: 'repeat',
      removedTerms: 1,
    });

    // The teacher transfers again; once the new year has an evaluated checklist, no undo.
    const again = await flows.transfer(t.headers, s.regNo, 'preprimary', '1');
    expect(again.statusCode, again.body).toBe(200);
    await flows.answerCategory(
      t.headers,
      { regNo: s.regNo, section: 'preprimary', year: '2', term: 'Entry' },
      'personal',
      flows.ALL_YES,
    );
    const refused = await undo(s.regNo, admin.headers, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(M.evaluated);
    expect(await history(s.regNo)).toMatchObject({ currYear: '2', currTerm: 'Entry' });
  });

  it('a completion: active again in the last class, back on its teacher’s list', async () => {
    const t = await createTeacher(ctx, ['primary2_3']);
    const s = await createStudent(ctx, { section: 'primary2', year: '3' });
    await flows.completeYear(t.headers, s.regNo, 'primary2', '3', NONE);
    expect((await flows.transfer(t.headers, s.regNo, 'primary2', '3')).json().outcome).toBe(
      'completed',
    );
    expect(await teacherList(t.headers, t.teacherId)).not.toContain(s.regNo);

    const response = await undo(s.regNo, admin.headers, body);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(students)
      .where(eq(students.id, s.student.id));
    expect(row).toMatchObject({
      status: 'active',
      currSection: 'primary2',
      currYear: '3',
      currTerm: 'III',
    });
    expect(await teacherList(t.headers, t.teacherId)).toContain(s.regNo);
    expect((await history(s.regNo)).status).toBe('active');
    // Only the last transfer: nothing is left to undo.
    expect((await undo(s.regNo, admin.headers, body)).json().msg).toBe(M.noTransfer);
  });

  it('a student who left is restored first', async () => {
    const t = await createTeacher(ctx, ['preprimary_3']);
    const s = await createStudent(ctx, { section: 'preprimary', year: '3' });
    await flows.completeYear(t.headers, s.regNo, 'preprimary', '3', NONE);
    await ctx.database.db
      .update(students)
      .set({ status: 'left', leftOn: '2026-01-05', leftReason: 'Moved' })
      .where(eq(students.id, s.student.id));
    const response = await undo(s.regNo, admin.headers, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(M.left);
  });
});
