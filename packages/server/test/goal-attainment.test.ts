import {
  CATEGORIES,
  type Category,
  type GoalAttainment,
  type Section,
  type Term,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { seedBank } from './helpers/progress-factories.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/*
 * Issue 17 part 5: GET /overview/goals, goal attainment per class and area in each active
 * student's last completed term. The scenario goes through the teacher's own calls (evaluate,
 * choose goals), so the figures below are known by construction:
 *  - A (Preprimary-1): goals after Entry in three areas; Term I meets two, leaves two, and one of
 *    those is dropped when the next goals are chosen (a goal set then is not Term I's).
 *  - B (Preprimary-1): a goal after Entry met in Term I's first checklist, but Term I is not
 *    complete, so B's last completed term is Entry, which had no goals: B counts nowhere.
 *  - C (Primary-I-1): one goal carried over from Entry through Term I.
 *  - D (Primary-I-1): as C, but withdrawn: only active students count.
 */

type Headers = Record<string, string>;
let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
const h = {} as Record<'admin' | 'principal' | 'teacher' | 'student', Headers>;

beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  await seedBank(ctx, 'preprimary');
  await seedBank(ctx, 'primary1');
  h.admin = (await signedIn(ctx, 'admin')).headers;
  h.principal = (await signedIn(ctx, 'principal')).headers;
  h.teacher = (await teacherWithClasses(ctx, ['preprimary_1', 'primary1_1'])).headers;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

async function newStudent(section: Section) {
  const s = await registeredStudent(ctx, h.admin, { stdCred: { section } });
  h.student ??= s.headers;
  return { regNo: s.info.regNo, section };
}
type Kid = Awaited<ReturnType<typeof newStudent>>;

/** Evaluates the given categories (all five by default), answers by item index, else Yes. */
async function evaluate(
  kid: Kid,
  term: Term,
  answers: Partial<Record<Category, string[]>>,
  only: readonly Category[] = CATEGORIES,
) {
  for (const category of only) {
    const list = answers[category] ?? (category === 'recreational' ? ['A', 'B', 'B'] : []);
    await flows.answerCategory(
      h.teacher,
      { regNo: kid.regNo, section: kid.section, year: '1', term },
      category,
      (i) => list[i] ?? 'Yes',
    );
  }
}

/**
 * Saves goals from the latest evaluated term: [area, item index in the checklist, target] and
 * drops [area, item index]. Open goals from earlier terms that are not sent stay open.
 */
async function choose(
  kid: Kid,
  goals: [Category, number, string][],
  drops: [Category, number][] = [],
) {
  const plan = (await get(`/teacher/goals/${kid.regNo}`, h.teacher)).json().plan;
  const term = flows.termOf(await flows.record(h.teacher, kid.regNo), kid.section, '1', plan.term);
  const itemId = (category: Category, index: number): number => {
    const question = term.report[`${category}QA`]![index]!.question;
    const area = plan.areas.find((a: { category: string }) => a.category === category);
    return area.items.find((i: { question: string }) => i.question === question).itemId;
  };
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/teacher/goals/${kid.regNo}`,
    headers: h.teacher,
    payload: {
      section: plan.section,
      year: plan.year,
      term: plan.term,
      revision: plan.revision,
      goals: goals.map(([c, i, target]) => ({ itemId: itemId(c, i), target })),
      drops: drops.map(([c, i]) => ({ itemId: itemId(c, i), reason: 'Not suited now' })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const none = { set: 0, met: 0, carried: 0, dropped: 0 };

describe('GET /overview/goals', () => {
  it('has no figures before any goal', async () => {
    const response = await get('/overview/goals', h.principal);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ classes: [], areas: [], total: none });
  });

  it('counts the goals of each last completed term per class and area', async () => {
    const a = await newStudent('preprimary');
    await evaluate(a, 'Entry', {
      personal: ['NE', 'NE', 'Yes'],
      social: ['C-P2', 'Yes', 'Yes'],
      academic: ['NE', 'Yes', 'Yes'],
    });
    await choose(a, [
      ['personal', 0, 'C-P1'],
      ['personal', 1, 'Yes'],
      ['social', 0, 'Yes'],
      ['academic', 0, 'Yes'],
    ]);
    await evaluate(a, 'I', {
      personal: ['C-P1', 'C-P2', 'Yes'],
      social: ['Yes', 'NE', 'Yes'],
      academic: ['C-P2', 'Yes', 'Yes'],
    });
    // Chosen from Term I: personal item 1 dropped, a new social goal (Term II's, not Term I's);
    // academic item 0 stays open.
    await choose(a, [['social', 1, 'Yes']], [['personal', 1]]);

    const b = await newStudent('preprimary');
    await evaluate(b, 'Entry', { personal: ['NE'] });
    await choose(b, [['personal', 0, 'Yes']]);
    await evaluate(b, 'I', {}, ['personal']);

    const c = await newStudent('primary1');
    await evaluate(c, 'Entry', { social: ['NE'] });
    await choose(c, [['social', 0, 'Yes']]);
    await evaluate(c, 'I', { social: ['C-P2'] });

    const d = await newStudent('primary1');
    await evaluate(d, 'Entry', { social: ['NE'] });
    await choose(d, [['social', 0, 'Yes']]);
    await evaluate(d, 'I', { social: ['C-P2'] });
    await ctx.database.db.execute(
      sql`update students set status = 'left' where reg_no = ${d.regNo}`,
    );

    const response = await get('/overview/goals', h.principal);
    expect(response.statusCode, response.body).toBe(200);
    const termI = (section: Section) => [{ section, year: '1' as const, term: 'I' as const }];
    expect(response.json()).toEqual({
      classes: [
        {
          classId: 'preprimary_1',
          students: 1,
          terms: termI('preprimary'),
          areas: [
            { category: 'personal', set: 2, met: 1, carried: 0, dropped: 1 },
            { category: 'social', set: 1, met: 1, carried: 0, dropped: 0 },
            { category: 'academic', set: 1, met: 0, carried: 1, dropped: 0 },
          ],
          total: { set: 4, met: 2, carried: 1, dropped: 1 },
        },
        {
          classId: 'primary1_1',
          students: 1,
          terms: termI('primary1'),
          areas: [{ category: 'social', set: 1, met: 0, carried: 1, dropped: 0 }],
          total: { set: 1, met: 0, carried: 1, dropped: 0 },
        },
      ],
      areas: [
        { category: 'personal', set: 2, met: 1, carried: 0, dropped: 1 },
        { category: 'social', set: 2, met: 1, carried: 1, dropped: 0 },
        { category: 'academic', set: 1, met: 0, carried: 1, dropped: 0 },
      ],
      total: { set: 5, met: 2, carried: 2, dropped: 1 },
    } satisfies GoalAttainment);
    // The admin reads the same figures (the overview's permissions).
    expect((await get('/overview/goals', h.admin)).json()).toEqual(response.json());
  });

  it('401 signed out, 403 for a teacher and a student, never a 5xx', async () => {
    expect((await get('/overview/goals')).statusCode).toBe(401);
    for (const role of ['teacher', 'student'] as const) {
      const response = await get('/overview/goals', h[role]);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe('Your role may not use this.');
    }
    for (const url of ['/overview/goals?class=x', '/overview/goals/', '/overview/goals?%00=1']) {
      expect((await get(url, h.principal)).statusCode).toBeLessThan(500);
    }
  });
});
