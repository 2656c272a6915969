import {
  CATEGORIES,
  type Category,
  GOAL_MESSAGES,
  HISTORY_MESSAGES,
  PROGRESS_MESSAGES,
  ROLE_GUARD_MESSAGES,
  type Term,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { seedBank } from './helpers/progress-factories.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/*
 * Issue 17 parts 1, 2 and 6: the teacher chooses goals from the latest evaluated term, saved
 * with its revision and audited; Evaluate of a later term meets them; every role reads them
 * with the history's permissions.
 */

type Headers = Record<string, string>;
let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
const h = {} as Record<'admin' | 'principal' | 'teacher' | 'other' | 'student' | 'peer', Headers>;
let regNo: string;
let peerRegNo: string;

beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  await seedBank(ctx, 'preprimary');
  await seedBank(ctx, 'primary1');
  h.admin = (await signedIn(ctx, 'admin')).headers;
  h.principal = (await signedIn(ctx, 'principal')).headers;
  const s = await registeredStudent(ctx, h.admin, { stdCred: { section: 'preprimary' } });
  regNo = s.info.regNo;
  h.student = s.headers;
  const p = await registeredStudent(ctx, h.admin, { stdCred: { section: 'primary1' } });
  peerRegNo = p.info.regNo;
  h.peer = p.headers;
  h.teacher = (await teacherWithClasses(ctx, ['preprimary_1'])).headers;
  h.other = (await teacherWithClasses(ctx, ['primary1_1'])).headers;
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
const put = (url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api${url}`, headers, payload });

/** Answers per category and item index for one term. */
async function evaluateTerm(term: Term, answers: Partial<Record<Category, string[]>>) {
  for (const category of CATEGORIES) {
    const list = answers[category] ?? (category === 'recreational' ? ['A', 'B', 'B'] : []);
    await flows.answerCategory(
      h.teacher,
      { regNo, section: 'preprimary', year: '1', term },
      category,
      (i) => list[i] ?? 'Yes',
    );
  }
}

async function plan() {
  const response = await get(`/teacher/goals/${regNo}`, h.teacher);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const itemIds = async () => {
  const p = (await plan()).plan;
  const of = (c: string) =>
    p.areas
      .find((a: { category: string }) => a.category === c)
      .items.map((i: { itemId: number }) => i.itemId);
  return { personal: of('personal'), social: of('social') };
};

describe('choosing goals', () => {
  let personal1: number;
  let social1: number;

  it('has no plan until a term is fully evaluated', async () => {
    const response = await plan();
    expect(response).toMatchObject({ regNo, plan: null });
  });

  it('lists, per area, the items answered NE, VP or PP of the evaluated term', async () => {
    await evaluateTerm('Entry', {
      personal: ['NE', 'C-P2', 'Yes'],
      social: ['C-P1', 'NA', 'Yes'],
    });
    const p = (await plan()).plan;
    expect(p).toMatchObject({ section: 'preprimary', year: '1', term: 'Entry' });
    const answers = Object.fromEntries(
      p.areas.map((a: { category: string; items: { answer: string }[] }) => [
        a.category,
        a.items.map((i) => i.answer),
      ]),
    );
    expect(answers).toEqual({
      personal: ['NE', 'C-P2'],
      social: ['C-P1'],
      academic: [],
      occupational: [],
    });
    ({
      personal: [personal1],
      social: [social1],
    } = await itemIds());
  });

  it('refuses bad choices with their messages (400) and a stale or wrong term (409)', async () => {
    const p = (await plan()).plan;
    const body = (extra: object) => ({
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      revision: p.revision,
      goals: [],
      ...extra,
    });
    // Bank ids run in order: personal item 3 (answered Yes) is personal1 + 2.
    const cases: [object, number, string][] = [
      [{ goals: [{ itemId: personal1, target: 'NA' }] }, 400, 'target must be C-P2, C-P1 or Yes.'],
      [{ goals: [{ itemId: 999999, target: 'Yes' }] }, 400, GOAL_MESSAGES.notCandidate],
      [{ goals: [{ itemId: personal1 + 2, target: 'Yes' }] }, 400, GOAL_MESSAGES.notCandidate],
      [{ goals: [{ itemId: personal1 + 1, target: 'C-P2' }] }, 400, GOAL_MESSAGES.targetNotAbove],
      [{ drops: [{ itemId: personal1, reason: 'x' }] }, 400, GOAL_MESSAGES.dropUnknown],
      [{ drops: [{ itemId: personal1, reason: '   ' }] }, 400, GOAL_MESSAGES.dropReason],
      [
        { goals: [{ itemId: personal1, target: 'Yes', notes: 'x'.repeat(1001) }] },
        400,
        GOAL_MESSAGES.notesTooLong,
      ],
      [{ revision: p.revision + 5 }, 409, GOAL_MESSAGES.stale],
      [{ term: 'I' }, 409, GOAL_MESSAGES.notLatest],
    ];
    for (const [extra, status, message] of cases) {
      const response = await put(`/teacher/goals/${regNo}`, h.teacher, body(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('saves goals with targets and notes against the revision, audited without names', async () => {
    const p = (await plan()).plan;
    const response = await put(`/teacher/goals/${regNo}`, h.teacher, {
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      revision: p.revision,
      goals: [
        { itemId: personal1, target: 'C-P1', notes: 'Picture cards, 10 minutes a day' },
        { itemId: social1, target: 'Yes' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ msg: GOAL_MESSAGES.saved, revision: p.revision + 1 });
    const again = await put(`/teacher/goals/${regNo}`, h.teacher, {
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      revision: p.revision,
      goals: [],
    });
    expect(again.statusCode).toBe(409);
    const entries = (await ctx.database.db.execute(
      sql`select detail from audit_log where action = 'goals.save' order by id`,
    )) as unknown as { rows: { detail: unknown }[] };
    expect(entries.rows).toHaveLength(1);
    expect(JSON.stringify(entries.rows[0]!.detail)).not.toMatch(/Asha|Kumar|Picture/);
    const after = (await plan()).plan;
    const goal = after.areas[0].items[0].goal;
    expect(goal).toMatchObject({ target: 'C-P1', status: 'open', notes: expect.any(String) });
  });

  it('meets a goal at the next Evaluate and carries the other over', async () => {
    await evaluateTerm('I', {
      personal: ['C-P1', 'C-P2', 'Yes'],
      social: ['C-P1', 'NA', 'Yes'],
    });
    const response = await get(`/goals/${regNo}`, h.teacher);
    expect(response.statusCode).toBe(200);
    const goals = response.json().goals;
    expect(goals).toHaveLength(2);
    expect(goals[0]).toMatchObject({
      category: 'personal',
      status: 'met',
      metIn: { section: 'preprimary', year: '1', term: 'I' },
      progress: [
        { term: 'Entry', answer: 'NE' },
        { term: 'I', answer: 'C-P1' },
      ],
    });
    expect(goals[1]).toMatchObject({ category: 'social', status: 'open', metIn: null });
    const met = (await ctx.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'goals.met'`,
    )) as unknown as { rows: { n: number }[] };
    expect(met.rows[0]!.n).toBe(1);
  });

  it('shows the carried goal on the next plan; dropping it needs a reason', async () => {
    const p = (await plan()).plan;
    expect(p.term).toBe('I');
    const social = p.areas.find((a: { category: string }) => a.category === 'social');
    expect(social.items[0]).toMatchObject({
      itemId: social1,
      answer: 'C-P1',
      goal: { status: 'open', setIn: { term: 'Entry' } },
    });
    const dropped = await put(`/teacher/goals/${regNo}`, h.teacher, {
      section: 'preprimary',
      year: '1',
      term: 'I',
      revision: p.revision,
      goals: [],
      drops: [{ itemId: social1, reason: 'Taught at home instead' }],
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const goals = (await get(`/goals/${regNo}`, h.admin)).json().goals;
    expect(goals[1]).toMatchObject({
      status: 'dropped',
      dropReason: 'Taught at home instead',
      droppedIn: { term: 'I' },
    });
  });

  it('re-opens a goal when its answer is changed and the checklist evaluated again', async () => {
    await flows.answerCategory(
      h.teacher,
      { regNo, section: 'preprimary', year: '1', term: 'I' },
      'personal',
      (i) => ['NE', 'C-P2', 'Yes'][i]!,
    );
    const goals = (await get(`/goals/${regNo}`, h.admin)).json().goals;
    expect(goals[0]).toMatchObject({ status: 'open', metIn: null });
  });
});

describe('access', () => {
  const routes = () =>
    [
      ['GET', `/teacher/goals/${regNo}`],
      ['PUT', `/teacher/goals/${regNo}`],
      ['GET', `/goals/${regNo}`],
    ] as const;
  const call = (method: 'GET' | 'PUT', url: string, headers: Headers = {}) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(method === 'PUT'
        ? {
            payload: {
              section: 'preprimary',
              year: '1',
              term: 'I',
              revision: 1,
              goals: [],
            },
          }
        : {}),
    });

  it('401 without a session', async () => {
    for (const [method, url] of routes()) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
  });

  it('403 for every other role on the teacher routes', async () => {
    for (const role of ['admin', 'principal', 'student'] as const) {
      for (const [method, url] of routes().slice(0, 2)) {
        const response = await call(method, url, h[role]);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(ROLE_GUARD_MESSAGES.teacher);
      }
    }
  });

  it("403 for another class's teacher, and for another student", async () => {
    for (const [method, url] of routes()) {
      const response = await call(method, url, h.other);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(PROGRESS_MESSAGES.notYourStudent);
    }
    const peer = await call('GET', `/goals/${regNo}`, h.peer);
    expect(peer.statusCode).toBe(403);
    expect(peer.json().message).toBe(HISTORY_MESSAGES.notOwn);
  });

  it('reads with the history permissions: admin, principal, the student themself', async () => {
    for (const headers of [h.admin, h.principal, h.student, h.teacher]) {
      const response = await get(`/goals/${regNo}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().goals.length).toBe(2);
    }
    const own = await get(`/goals/${peerRegNo}`, h.peer);
    expect(own.json()).toEqual({ regNo: peerRegNo, goals: [] });
  });

  it('404 for an unknown student, 400 for malformed input, never a 5xx', async () => {
    expect((await get('/goals/NOPE-1', h.admin)).statusCode).toBe(404);
    expect((await get('/teacher/goals/NOPE-1', h.teacher)).statusCode).toBe(404);
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { section: 'x' },
      { section: 'preprimary', year: '1', term: 'I', revision: 'a', goals: [] },
      { section: 'preprimary', year: '1', term: 'I', revision: 1, goals: [{ itemId: -1 }] },
      { section: 'preprimary', year: '1', term: 'I', revision: 1, goals: 'all' },
      {
        section: 'preprimary',
        year: '1',
        term: 'I',
        revision: 1,
        goals: [{ itemId: 1, target: 'Yes', notes: 'a\u0000b' }],
      },
    ];
    for (const payload of bodies) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/teacher/goals/${regNo}`,
        headers: { ...h.teacher, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const long = await get(`/goals/${'R'.repeat(80)}`, h.admin);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('regNo is too long.');
  });
});
