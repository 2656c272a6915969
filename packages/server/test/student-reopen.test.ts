import { REOPEN_MESSAGES } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/* Issue 29 part 6: POST /admin/students/:regNo/reopen, a completed student into Secondary 1. */

let ctx: TestContext;
let admin: Record<string, string>;
let flows: ReturnType<typeof teacherFlows>;
let teacher: Awaited<ReturnType<typeof createTeacher>>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  admin = (await signedIn(ctx, 'admin')).headers;
  await seedBank(ctx, 'primary2', { personal: 1, social: 1, academic: 1, occupational: 1 });
  teacher = await createTeacher(ctx, ['primary2_3']);
});
afterAll(async () => {
  await ctx.close();
});

const reopen = (regNo: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/students/${encodeURIComponent(regNo)}/reopen`,
    headers,
    payload: payload as object,
  });
const enableSecondary = (enabled: boolean) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/groups/secondary',
    headers: admin,
    payload: { enabled },
  });
/** A student who passed out of Primary-II while Secondary was disabled: completed. */
async function completedStudent() {
  const s = await createStudent(ctx, { section: 'primary2', year: '3' });
  await flows.completeYear(teacher.headers, s.regNo, 'primary2', '3', flows.ALL_YES);
  const transfer = await flows.transfer(teacher.headers, s.regNo, 'primary2', '3');
  expect(transfer.json()).toMatchObject({ outcome: 'completed' });
  return s;
}
const SECONDARY_1 = { classId: 'secondary_1' };
type History = {
  status: string;
  currSection: string;
  currYear: string;
  section: { sec: string }[];
};
const history = async (regNo: string): Promise<History> => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/student/viewHistory',
    headers: { ...admin, id: regNo },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('POST /admin/students/:regNo/reopen', () => {
  it('401 signed out; 403 for every other role', async () => {
    expect((await reopen('R1', {}, SECONDARY_1)).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const other = await signedIn(ctx, role);
      expect((await reopen('R1', other.headers, SECONDARY_1)).statusCode).toBe(403);
    }
  });

  it('400 with the exact message for a missing or malformed class', async () => {
    for (const payload of [{}, { classId: 7 }, { classId: 'Secondary 1' }, { classId: '' }]) {
      const response = await reopen('R1', admin, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().msg).toBe(REOPEN_MESSAGES.classId);
    }
  });

  it('404 for a registration number that is no student', async () => {
    expect((await reopen('NO-SUCH-STUDENT', admin, SECONDARY_1)).statusCode).toBe(404);
  });

  it('409 while Secondary is disabled, and for a student who has not completed', async () => {
    const done = await completedStudent();
    const disabled = await reopen(done.regNo, admin, SECONDARY_1);
    expect(disabled.statusCode, disabled.body).toBe(409);
    expect(disabled.json().msg).toBe(REOPEN_MESSAGES.groupDisabled('Secondary'));
    const active = await createStudent(ctx, { section: 'primary2', year: '1' });
    const notDone = await reopen(active.regNo, admin, SECONDARY_1);
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().msg).toBe(REOPEN_MESSAGES.notCompleted);
  });

  it('re-opens into Secondary 1 once enabled, audited, the earlier record untouched', async () => {
    const s = await completedStudent();
    const before = await history(s.regNo);
    expect((await enableSecondary(true)).statusCode).toBe(200);
    const wrong = await reopen(s.regNo, admin, { classId: 'secondary_2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(REOPEN_MESSAGES.wrongClass('secondary_1'));

    const response = await reopen(s.regNo, admin, SECONDARY_1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'active',
      currSection: 'secondary',
      currYear: '1',
      currTerm: 'Entry',
      msg: REOPEN_MESSAGES.reopened(s.regNo, 'Secondary-1'),
    });
    const after = await history(s.regNo);
    expect(after).toMatchObject({ status: 'active', currSection: 'secondary', currYear: '1' });
    // The completed Primary-II year, its term reports and its year report, as they were.
    const primary2 = (r: History) => r.section.find((sec) => sec.sec === 'primary2');
    expect(primary2(after)).toEqual(primary2(before));
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin });
    expect(audit.body).toContain('student.reopen');

    // Once re-opened it is no longer completed: a second re-open is a 409.
    expect((await reopen(s.regNo, admin, SECONDARY_1)).statusCode).toBe(409);
  });
});
