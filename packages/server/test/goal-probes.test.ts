import {
  CATEGORIES,
  type Category,
  instituteDate,
  PROBE_MESSAGES,
  PROGRESS_MESSAGES,
  SPECIALIST_MESSAGES,
  type Term,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { seedBank } from './helpers/progress-factories.js';
import { specialistWith } from './helpers/specialists.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/*
 * Issue 31 part 4: goal probes between terms. The teacher of the goal's student records (the
 * access module's write check), only the author corrects or deletes (audited), every role reads
 * by the history's permissions; three probes running at the target are suggested as met at the
 * next Evaluate.
 */

type Headers = Record<string, string>;
type Who = 'admin' | 'principal' | 'teacher' | 'colleague' | 'other' | 'student' | 'peer';
let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
const h = {} as Record<Who, Headers>;
let regNo: string;
let goalId: number;
const today = instituteDate(new Date());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

async function evaluateTerm(term: Term, answers: Partial<Record<Category, string[]>>) {
  const last: Record<string, unknown> = {};
  for (const category of CATEGORIES) {
    const list = answers[category] ?? (category === 'recreational' ? ['A', 'B', 'B'] : []);
    last[category] = await flows.answerCategory(
      h.teacher,
      { regNo, section: 'preprimary', year: '1', term },
      category,
      (i) => list[i] ?? 'Yes',
    );
  }
  return last as Record<Category, { suggestedMet?: unknown }>;
}

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
  h.peer = (await registeredStudent(ctx, h.admin, { stdCred: { section: 'primary1' } })).headers;
  h.teacher = (await teacherWithClasses(ctx, ['preprimary_1'])).headers;
  h.other = (await teacherWithClasses(ctx, ['primary1_1'])).headers;
  await evaluateTerm('Entry', { personal: ['NE', 'C-P2', 'Yes'] });
  const plan = (await call('GET', `/teacher/goals/${regNo}`, h.teacher)).json().plan;
  const personal = plan.areas.find((a: { category: string }) => a.category === 'personal');
  const saved = await call('PUT', `/teacher/goals/${regNo}`, h.teacher, {
    section: 'preprimary',
    year: '1',
    term: 'Entry',
    revision: plan.revision,
    goals: [{ itemId: personal.items[0].itemId, target: 'Yes' }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const goals = (await call('GET', `/goals/${regNo}`, h.teacher)).json().goals;
  goalId = goals[0].id;
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const record = (level: string, date = today, who: Who = 'teacher') =>
  call('POST', `/goals/${goalId}/probes`, h[who], { date, level });

describe('recording a probe', () => {
  it('the teacher of the goal’s student records one (201), audited without names', async () => {
    const response = await record('verbal-prompt');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      msg: PROBE_MESSAGES.saved,
      probe: { date: today, level: 'verbal-prompt', recordedBy: expect.any(String) },
    });
    const rows = (await ctx.database.db.execute(
      sql`select target, detail from audit_log where action = 'goals.probe.record'`,
    )) as unknown as { rows: { target: string; detail: unknown }[] };
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.target).toBe(regNo);
  });

  it('401 without a session; 403 for every other role and for another class’s teacher', async () => {
    expect(
      (await call('POST', `/goals/${goalId}/probes`, {}, { date: today, level: 'independent' }))
        .statusCode,
    ).toBe(401);
    for (const who of ['admin', 'principal', 'student', 'peer'] as const) {
      expect((await record('independent', today, who)).statusCode, who).toBe(403);
    }
    const other = await record('independent', today, 'other');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(PROGRESS_MESSAGES.notYourStudent);
  });

  it('404 for a goal that does not exist', async () => {
    const response = await call('POST', '/goals/999999/probes', h.teacher, {
      date: today,
      level: 'independent',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PROBE_MESSAGES.goalNotFound);
  });

  it('400 with the exact message: future date, before the term began, unknown level', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000);
    const tooLate = await record('independent', instituteDate(future));
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe(PROBE_MESSAGES.futureDate);
    const badLevel = await record('sometimes');
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json().message).toBe(PROBE_MESSAGES.level);
    const badDate = await record('independent', '2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe(PROBE_MESSAGES.date);
    const set = (await ctx.database.db.execute(
      sql`select created_at from programme_goals where id = ${goalId}`,
    )) as unknown as { rows: { created_at: Date | string }[] };
    const began = instituteDate(new Date(set.rows[0]!.created_at));
    const dayBefore = new Date(Date.parse(`${began}T12:00:00+05:30`) - 86_400_000);
    const early = await record('independent', instituteDate(dayBefore));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(PROBE_MESSAGES.beforeTerm(began));
  });
});

describe('reading, correcting and deleting', () => {
  let probeId: number;
  it('reads by the history’s permissions', async () => {
    for (const who of ['admin', 'principal', 'teacher', 'student'] as const) {
      const response = await call('GET', `/goals/${goalId}/probes`, h[who]);
      expect(response.statusCode, who).toBe(200);
      expect(response.json()).toMatchObject({ goalId, regNo, suggestedMet: false });
      probeId = response.json().probes[0].id;
    }
    expect((await call('GET', `/goals/${goalId}/probes`, {})).statusCode).toBe(401);
    expect((await call('GET', `/goals/${goalId}/probes`, h.peer)).statusCode).toBe(403);
    expect((await call('GET', `/goals/${goalId}/probes`, h.other)).statusCode).toBe(403);
    expect((await call('GET', '/goals/999999/probes', h.principal)).statusCode).toBe(404);
  });

  it('only the author corrects (audited with before and after) or deletes', async () => {
    const url = `/goals/${goalId}/probes/${probeId}`;
    const body = { date: today, level: 'physical-prompt' };
    expect((await call('PUT', url, h.other, body)).statusCode).toBe(403);
    expect((await call('PUT', url, h.principal, body)).statusCode).toBe(403);
    expect((await call('PUT', url, {}, body)).statusCode).toBe(401);
    expect((await call('PUT', `/goals/${goalId}/probes/999999`, h.teacher, body)).statusCode).toBe(
      404,
    );
    const bad = await call('PUT', url, h.teacher, { date: today, level: 'x' });
    expect(bad.json().message).toBe(PROBE_MESSAGES.level);
    const corrected = await call('PUT', url, h.teacher, body);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ msg: PROBE_MESSAGES.corrected, probe: body });
    const audit = (await ctx.database.db.execute(
      sql`select detail from audit_log where action = 'goals.probe.correct'`,
    )) as unknown as { rows: { detail: { from: { level: string }; to: { level: string } } }[] };
    expect(audit.rows[0]!.detail).toMatchObject({
      from: { level: 'verbal-prompt' },
      to: { level: 'physical-prompt' },
    });
    expect((await call('DELETE', url, h.other)).statusCode).toBe(403);
    const deleted = await call('DELETE', url, h.teacher);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ msg: PROBE_MESSAGES.deleted });
    expect((await call('DELETE', url, h.teacher)).statusCode).toBe(404);
    const left = await call('GET', `/goals/${goalId}/probes`, h.teacher);
    expect(left.json().probes).toEqual([]);
  });
});

describe('three probes running at the target', () => {
  it('show on the goal and are suggested as met at the next Evaluate', async () => {
    for (const level of ['verbal-prompt', 'independent', 'independent', 'independent'])
      expect((await record(level)).statusCode).toBe(201);
    const goals = (await call('GET', `/goals/${regNo}`, h.principal)).json().goals;
    expect(goals[0].probes).toHaveLength(4);
    expect(goals[0].suggestedMet).toBe(true);
    // Term I: the item answered below the target, so the goal stays open, suggested as met.
    const evaluated = await evaluateTerm('I', { personal: ['C-P1', 'C-P2', 'Yes'] });
    expect(evaluated.personal.suggestedMet).toEqual([
      { goalId, question: expect.any(String), target: 'Yes' },
    ]);
    expect(evaluated.social.suggestedMet).toBeUndefined();
  });

  it('are in the guardian’s data download', async () => {
    const response = await call('GET', '/student/my-data', h.student);
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(response.body);
    const goal = data.goals.find((g: { id: number }) => g.id === goalId);
    expect(goal.probes.map((p: { level: string }) => p.level)).toEqual([
      'verbal-prompt',
      'independent',
      'independent',
      'independent',
    ]);
  });
});

describe('a class passed to another teacher', () => {
  it('lets the new teacher record but not correct or delete the former teacher’s probes', async () => {
    // One teacher per class: assigning preprimary_1 again moves it.
    h.colleague = (await teacherWithClasses(ctx, ['preprimary_1'])).headers;
    const probes = (await call('GET', `/goals/${goalId}/probes`, h.colleague)).json().probes;
    const url = `/goals/${goalId}/probes/${probes[0].id}`;
    const body = { date: today, level: 'not-yet' };
    const corrected = await call('PUT', url, h.colleague, body);
    expect(corrected.statusCode).toBe(403);
    expect(corrected.json().message).toBe(PROBE_MESSAGES.notAuthor);
    expect((await call('DELETE', url, h.colleague)).statusCode).toBe(403);
    // The former teacher no longer teaches the student: the access module refuses.
    const former = await call('PUT', url, h.teacher, body);
    expect(former.statusCode).toBe(403);
    expect(former.json().message).toBe(PROGRESS_MESSAGES.notYourStudent);
    expect((await record('not-yet', today, 'colleague')).statusCode).toBe(201);
  });
});

describe('a specialist (issue 31 parts 2 and 4)', () => {
  it('records a probe for a student on the caseload (201); one without the student is refused (403)', async () => {
    const goal = goalId;
    const probe = { date: today, level: 'physical-prompt' };
    const outsider = await specialistWith(ctx, 'speech');
    const refused = await call('POST', `/goals/${goal}/probes`, outsider.headers, probe);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(SPECIALIST_MESSAGES.notYourStudent);

    const carer = await specialistWith(ctx, 'speech');
    const caseload = await call(
      'PUT',
      `/admin/specialists/${carer.user.userId}/caseload`,
      h.admin,
      {
        regNos: [regNo],
        classIds: [],
      },
    );
    expect(caseload.statusCode, caseload.body).toBe(200);
    const saved = await call('POST', `/goals/${goal}/probes`, carer.headers, probe);
    expect(saved.statusCode, saved.body).toBe(201);
    const read = await call('GET', `/goals/${goal}/probes`, carer.headers);
    expect(read.statusCode, read.body).toBe(200);
    const mine = read
      .json()
      .probes.filter((p: { recordedBy: string }) => p.recordedBy === carer.user.userId);
    expect(mine).toHaveLength(1);
  });
});
