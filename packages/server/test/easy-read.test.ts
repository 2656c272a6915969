import { CATEGORIES, type Category, ROLE_GUARD_MESSAGES, type Term } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { seedBank } from './helpers/progress-factories.js';
import { registeredStudent, teacherWithClasses } from './helpers/students.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/*
 * Issue 16 part 5: GET /student/easy-read, the student's own summary of the latest fully
 * evaluated term (Yes: by myself; VP, PP: learning; NE, NA left out), audited per view.
 */

type Headers = Record<string, string>;
let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
const h = {} as Record<'admin' | 'principal' | 'teacher' | 'student' | 'peer', Headers>;
let regNo: string;
let peerRegNo: string;

beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  await seedBank(ctx, 'preprimary', { personal: 5 });
  h.admin = (await signedIn(ctx, 'admin')).headers;
  h.principal = (await signedIn(ctx, 'principal')).headers;
  const s = await registeredStudent(ctx, h.admin, { stdCred: { section: 'preprimary' } });
  regNo = s.info.regNo;
  h.student = s.headers;
  const p = await registeredStudent(ctx, h.admin, { stdCred: { section: 'preprimary' } });
  peerRegNo = p.info.regNo;
  h.peer = p.headers;
  h.teacher = (await teacherWithClasses(ctx, ['preprimary_1'])).headers;
});
afterAll(async () => {
  await ctx.close();
});

const get = (headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/student/easy-read', headers });

async function evaluate(term: Term, answers: Partial<Record<Category, string[]>>, only?: Category) {
  for (const category of only ? [only] : CATEGORIES) {
    const list = answers[category] ?? (category === 'recreational' ? ['A', 'B', 'C'] : []);
    await flows.answerCategory(
      h.teacher,
      { regNo, section: 'preprimary', year: '1', term },
      category,
      (i) => list[i] ?? 'Yes',
    );
  }
}

describe('GET /student/easy-read', () => {
  it('401 without a session', async () => {
    const response = await get();
    expect(response.statusCode).toBe(401);
  });

  it.each(['admin', 'principal', 'teacher'] as const)('403 for the %s', async (role) => {
    const response = await get(h[role]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ROLE_GUARD_MESSAGES.student);
  });

  it('before any term is fully evaluated: no term, five empty areas', async () => {
    await evaluate('Entry', { personal: ['Yes', 'C-P1'] }, 'personal');
    const response = await get(h.student);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ regNo, term: null });
    expect(body.areas.map((a: { category: string }) => a.category)).toEqual([...CATEGORIES]);
    for (const area of body.areas) expect(area.canDo).toEqual([]);
  });

  it('summarises the latest fully evaluated term from its answers', async () => {
    await evaluate('Entry', {
      personal: ['Yes', 'C-P1', 'C-P2', 'NE', 'NA'],
      social: ['NE', 'NE', 'Yes'],
    });
    const response = await get(h.student);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.term).toEqual({ section: 'preprimary', year: '1', term: 'Entry' });
    expect(body.areas[0]).toEqual({
      category: 'personal',
      canDo: ['preprimary personal item 1'],
      learning: ['preprimary personal item 2', 'preprimary personal item 3'],
      activities: [],
    });
    expect(body.areas[1].canDo).toEqual(['preprimary social item 3']);
    expect(body.areas[4]).toMatchObject({ category: 'recreational', canDo: [], learning: [] });
    expect(body.areas[4].activities).toHaveLength(3);
    // Nothing of the intake: no Aadhaar, no clinical history.
    expect(Object.keys(body).sort()).toEqual(['areas', 'name', 'regNo', 'sex', 'term']);
  });

  it("answers each student their own record only (the session's regNo)", async () => {
    const response = await get(h.peer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ regNo: peerRegNo, term: null });
  });

  it('audits each view as the student, on their own regNo', async () => {
    const before = await ctx.database.db.execute(
      sql`select coalesce(max(id), 0) as id from audit_log`,
    );
    const from = Number((before as unknown as { rows: { id: number }[] }).rows[0]!.id);
    expect((await get(h.student)).statusCode).toBe(200);
    const result = await ctx.database.db.execute(
      sql`select actor_role as "role", action, target, outcome from audit_log where id > ${from}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { role: 'student', action: 'student.easyRead.view', target: regNo, outcome: 'success' },
    ]);
  });
});
