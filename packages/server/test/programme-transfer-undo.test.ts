import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/* Issue 29 part 3: "Undo last transfer" after a promotion into Secondary and after a yearly review. */

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let flows: ReturnType<typeof teacherFlows>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  admin = await signedIn(ctx, 'admin');
  for (const section of ['primary2', 'care'] as const) {
    await seedBank(ctx, section, { personal: 1, social: 1, academic: 1, occupational: 1 });
  }
  for (const code of ['secondary', 'care']) {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/groups/${code}`,
      headers: admin.headers,
      payload: { enabled: true },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(async () => {
  await ctx.close();
});

const undo = (regNo: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/students/${encodeURIComponent(regNo)}/undo-transfer`,
    headers: admin.headers,
    payload: {
      adminID: admin.user.userId,
      confirmationPassword: admin.user.password,
      reason: 'Transferred by mistake',
    },
  });

describe('undo of the last transfer by the programme structure', () => {
  it('after a Primary-II pass into Secondary 1: back in Primary-II, Term III', async () => {
    const t = await createTeacher(ctx, ['primary2_3', 'secondary_1']);
    const s = await createStudent(ctx, { section: 'primary2', year: '3' });
    await flows.completeYear(t.headers, s.regNo, 'primary2', '3', flows.ALL_YES);
    const transfer = await flows.transfer(t.headers, s.regNo, 'primary2', '3');
    expect(transfer.json()).toMatchObject({ outcome: 'pass', currSection: 'secondary' });
    const response = await undo(s.regNo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      currSection: 'primary2',
      currYear: '3',
      currTerm: 'III',
      status: 'active',
    });
  });

  it('after a Care-group review: back in year 1, Term III', async () => {
    const t = await createTeacher(ctx, ['care_1', 'care_2']);
    const s = await createStudent(ctx, { section: 'care', year: '1' });
    await flows.completeYear(t.headers, s.regNo, 'care', '1', flows.ALL_YES);
    const transfer = await flows.transfer(t.headers, s.regNo, 'care', '1');
    expect(transfer.json()).toMatchObject({
      outcome: 'review',
      currSection: 'care',
      currYear: '2',
    });
    const response = await undo(s.regNo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ currSection: 'care', currYear: '1', currTerm: 'III' });
  });
});
