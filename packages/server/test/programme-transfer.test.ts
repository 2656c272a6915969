import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/*
 * Issue 29 part 3: the year-end transfer follows the programme structure. The defaults give
 * today's rule (test/evaluation.test.ts, unchanged); these are the new groups.
 */

let ctx: TestContext;
let admin: Record<string, string>;
let flows: ReturnType<typeof teacherFlows>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  admin = (await signedIn(ctx, 'admin')).headers;
  for (const section of ['primary2', 'secondary', 'prevocational2', 'care'] as const) {
    await seedBank(ctx, section, { personal: 2, social: 1, academic: 1, occupational: 1 });
  }
});
afterAll(async () => {
  await ctx.close();
});

const enable = async (code: string, enabled = true) => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/groups/${code}`,
    headers: admin,
    payload: { enabled },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const placement = async (headers: Record<string, string>, regNo: string) => {
  const record = await flows.record(headers, regNo);
  return { status: record.status, section: record.currSection, year: record.currYear };
};

describe('the year-end transfer by the programme structure', () => {
  it('a Primary-II pass lands in Secondary year 1 once Secondary is enabled', async () => {
    await enable('secondary');
    const t = await createTeacher(ctx, ['primary2_2', 'secondary_1']);
    const s = await createStudent(ctx, { section: 'primary2', year: '2' });
    await flows.completeYear(t.headers, s.regNo, 'primary2', '2', flows.ALL_YES);
    const response = await flows.transfer(t.headers, s.regNo, 'primary2', '2');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'pass',
      currSection: 'secondary',
      currYear: '1',
    });
    expect(await placement(t.headers, s.regNo)).toEqual({
      status: 'active',
      section: 'secondary',
      year: '1',
    });
    // The new year begins with its Entry term, from the Secondary items of the bank.
    const entry = flows.termOf(await flows.record(t.headers, s.regNo), 'secondary', '1', 'Entry');
    expect(entry.report.personalQA!.map((q) => q.question)).toEqual([
      'secondary personal item 1',
      'secondary personal item 2',
    ]);
  });

  it('Secondary cannot be disabled while it has that student', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/groups/secondary',
      headers: admin,
      payload: { enabled: false },
    });
    expect(response.statusCode).toBe(409);
  });

  it('a Prevocational-II pass completes the programme: it is the last group', async () => {
    await enable('prevocational1');
    await enable('prevocational2');
    const t = await createTeacher(ctx, ['prevocational2_1']);
    const s = await createStudent(ctx, { section: 'prevocational2', year: '1' });
    await flows.completeYear(t.headers, s.regNo, 'prevocational2', '1', flows.ALL_YES);
    const response = await flows.transfer(t.headers, s.regNo, 'prevocational2', '1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'completed',
      currSection: null,
      currYear: null,
    });
  });

  it('a Care-group year ends with a review: the student stays and year 2 begins', async () => {
    await enable('care');
    const t = await createTeacher(ctx, ['care_1', 'care_2']);
    const s = await createStudent(ctx, { section: 'care', year: '1' });
    // Every item answered Yes: a transfer group would pass; the Care group is reviewed.
    await flows.completeYear(t.headers, s.regNo, 'care', '1', flows.ALL_YES);
    const response = await flows.transfer(t.headers, s.regNo, 'care', '1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'review',
      currSection: 'care',
      currYear: '2',
    });
    const record = await flows.record(t.headers, s.regNo);
    expect(record).toMatchObject({ status: 'active', currSection: 'care', currYear: '2' });
    // The year's figures and comments are saved with the review.
    const year1 = record.section
      .find((x: { sec: string }) => x.sec === 'care')
      .yearReport.find((y: { year: string }) => y.year === '1');
    expect(year1).toMatchObject({ outcome: 'review', comment: { yearComment: 'Good year' } });
    expect(year1.percent.yearPercent).toBe(100);
  });
});
