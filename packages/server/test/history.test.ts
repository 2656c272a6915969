import { categoryPercent, TERMS } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  for (const section of ['preprimary', 'primary1'] as const) await seedBank(ctx, section);
});
afterAll(async () => {
  await ctx.close();
});

const CALLS = [
  ['teacher', '/api/teacher/abc'],
  ['principal', '/api/principal/student/viewHistory'],
  ['admin', '/api/admin/student/viewHistory'],
  ['student', '/api/student/viewHistory'],
] as const;

async function studentLogin(regNo: string) {
  const user = await createUser(ctx, { role: 'student', userId: regNo });
  return { authorization: `Bearer ${await login(ctx, user)}` };
}

describe('history record', () => {
  it('after a completed year and in the middle of the next, the same for every role', async () => {
    const teacher = await createTeacher(ctx, ['preprimary_1', 'primary1_1']);
    const s = await createStudent(ctx, { section: 'preprimary', year: '1' }, { name: 'Meera' });
    await flows.completeYear(teacher.headers, s.regNo, 'preprimary', '1', () => 'Yes');
    const transfer = await flows.transfer(teacher.headers, s.regNo, 'preprimary', '1');
    expect(transfer.statusCode).toBe(200);
    // Middle of the next year: Entry evaluated for personal only.
    const partial = await flows.answerCategory(
      teacher.headers,
      { regNo: s.regNo, section: 'primary1', year: '1', term: 'Entry' },
      'personal',
      (i) => ['Yes', 'NE', 'NA'][i]!,
    );
    expect(partial.percent).toBe(categoryPercent(['Yes', 'NE', 'NA']));

    const viewers = {
      teacher: teacher.headers,
      principal: (await signedIn(ctx, 'principal')).headers,
      admin: (await signedIn(ctx, 'admin')).headers,
      student: await studentLogin(s.regNo),
    };
    const bodies = [];
    for (const [role, url] of CALLS) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...viewers[role], id: s.regNo, 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
      bodies.push(response.json());
    }
    for (const body of bodies) expect(body).toEqual(bodies[0]);

    const history = bodies[0];
    expect(history).toMatchObject({
      name: 'Meera',
      regNo: s.regNo,
      currSection: 'primary1',
      currYear: '1',
      currTerm: 'Entry',
      classId: 'primary1_1',
    });
    expect(history.section.map((x: { sec: string }) => x.sec)).toEqual(['preprimary', 'primary1']);
    const done = history.section[0].yearReport[0];
    expect(done.termReport.map((t: { term: string }) => t.term)).toEqual([...TERMS]);
    expect(done.percent).toEqual({
      personalPercent: 100,
      socialPercent: 100,
      occupationalPercent: 100,
      academicPercent: 100,
      mode: 'B',
      yearPercent: 100,
    });
    expect(done.outcome).toBe('pass');
    expect(done.comment.yearComment).toBe('Good year');
    const current = history.section[1].yearReport[0];
    // Objects before the transfer too (the original client crashes on null).
    expect(current.percent).toEqual({
      personalPercent: null,
      socialPercent: null,
      occupationalPercent: null,
      academicPercent: null,
      mode: '',
      yearPercent: null,
    });
    expect(Object.values(current.comment)).toEqual(['', '', '', '', '', '']);
    expect(current.termReport[0].percent.mode).toBe('');
    expect(current.termReport).toHaveLength(1);
    expect(current.termReport[0].evaluated).toEqual({
      personal: true,
      social: false,
      academic: false,
      occupational: false,
      recreational: false,
    });
    expect(current.termReport[0].percent.personalPercent).toBe(50);
    // The per-item answers stay out of the history (decisions §10).
    expect(JSON.stringify(history)).not.toContain('"report"');
    expect(JSON.stringify(history)).not.toContain('item 1');
  });
});

describe('history access', () => {
  it.each(CALLS)('%s call %s: 401 signed out', async (_, url) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { id: 'R1' } });
    expect(response.statusCode).toBe(401);
  });

  it.each(CALLS)('%s call %s: 403 for every other role', async (owner, url) => {
    for (const role of ['admin', 'principal', 'teacher', 'student'] as const) {
      if (role === owner) continue;
      const { headers } = await signedIn(ctx, role);
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, id: 'R1' },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("a student asking for another student's history gets 403", async () => {
    const mine = await createStudent(ctx, { section: 'preprimary', year: '2' });
    const other = await createStudent(ctx, { section: 'preprimary', year: '2' });
    const headers = await studentLogin(mine.regNo);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/viewHistory',
      headers: { ...headers, id: mine.regNo },
    });
    expect(own.statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/viewHistory',
      headers: { ...headers, id: other.regNo },
    });
    expect(response.statusCode).toBe(403);
  });

  it('a teacher sees only students of their current classes', async () => {
    const teacher = await createTeacher(ctx, ['preprimary_3']);
    const other = await createStudent(ctx, { section: 'primary1', year: '3' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/teacher/abc',
      headers: { ...teacher.headers, id: other.regNo },
    });
    expect(response.statusCode).toBe(403);
  });

  it('an unknown student is 404 with the spec text', async () => {
    const { headers } = await signedIn(ctx, 'admin');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/student/viewHistory',
      headers: { ...headers, id: 'NOBODY' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('Student data not found or still in 1st Year');
  });

  it('a missing id header is 400', async () => {
    const { headers } = await signedIn(ctx, 'principal');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/principal/student/viewHistory',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('id is required.');
  });
});
