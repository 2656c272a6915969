import { categoryPercent, PROGRESS_MESSAGES } from '@pragati/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/*
 * Issue 15 part 2: the checklist screen saves as the teacher goes, through the same
 * POST /teacher/eval/form, with unanswered items ''. Such a save keeps them unanswered, leaves the
 * category not evaluated, and Evaluate computes from the saved answers only once all are there.
 */

let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  await seedBank(ctx, 'primary1', { academic: 6 });
});
afterAll(async () => {
  await ctx.close();
});

const where = { section: 'primary1', year: '1', term: 'Entry' } as const;

async function setUp() {
  const teacher = await createTeacher(ctx, ['primary1_1']);
  const student = await createStudent(ctx, { section: 'primary1', year: '1' });
  const current = async () =>
    flows.termOf(await flows.record(teacher.headers, student.regNo), 'primary1', '1', 'Entry');
  const save = async (answers: string[], revision?: number) => {
    const term = await current();
    return flows.post('/teacher/eval/form', teacher.headers, {
      type: 'academicQA',
      id: student.regNo,
      ...where,
      revision: revision ?? term.revision,
      data: {
        questions: term.report.academicQA!.map((q, i) => ({
          question: q.question,
          answer: answers[i] ?? '',
        })),
      },
    });
  };
  const evaluate = () =>
    flows.get('/teacher/evaluate', {
      ...teacher.headers,
      id: student.regNo,
      ...where,
      type: 'academicQA',
    });
  return { teacher, student, current, save, evaluate };
}

describe('a partial checklist saved as the teacher goes', () => {
  it('keeps unanswered items empty, is not evaluated, and Evaluate still needs every item', async () => {
    const { current, save, evaluate } = await setUp();
    const saved = await save(['Yes', '', 'NE']);
    expect(saved.statusCode, saved.body).toBe(200);
    const term = await current();
    expect(saved.json().revision).toBe(term.revision);
    expect(term.report.academicQA!.map((q) => q.answer)).toEqual([
      'Yes',
      null,
      'NE',
      null,
      null,
      null,
    ]);
    expect(term.evaluated.academic).toBe(false);
    expect(term.percent.academicPercent).toBeNull();

    const refused = await evaluate();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(PROGRESS_MESSAGES.selectAll);
    expect((await current()).evaluated.academic).toBe(false);
  });

  it('after many partial saves Evaluate computes from the final answers alone', async () => {
    const { current, save, evaluate } = await setUp();
    const final = ['Yes', 'NE', 'C-P1', 'NA', 'Yes', 'C-P2'];
    for (let n = 1; n <= final.length; n += 1) {
      expect((await save(final.slice(0, n))).statusCode).toBe(200);
    }
    const result = await evaluate();
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().percent).toBe(categoryPercent(final));
    expect((await current()).evaluated.academic).toBe(true);

    // A later change takes the figure away until the next Evaluate; nothing else is computed.
    expect((await save(['NE', ...final.slice(1)])).statusCode).toBe(200);
    const changed = await current();
    expect(changed.evaluated.academic).toBe(false);
    expect(changed.percent.academicPercent).toBeNull();
  });

  it('the same list again changes nothing and writes no audit entry', async () => {
    const { student, current, save } = await setUp();
    const first = await save(['Yes']);
    const again = await save(['Yes']);
    expect(again.statusCode).toBe(200);
    expect(again.json().revision).toBe(first.json().revision);
    expect((await current()).revision).toBe(first.json().revision);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'checklist.save'), eq(auditLog.target, student.regNo)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.detail).toMatchObject({ category: 'academic', term: 'Entry' });
  });

  it('a partial save on a stale revision is 409 and keeps what was saved', async () => {
    const { current, save } = await setUp();
    const before = (await current()).revision;
    expect((await save(['Yes'])).statusCode).toBe(200);
    const stale = await save(['NE', 'NE'], before);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(PROGRESS_MESSAGES.stale);
    expect((await current()).report.academicQA!.map((q) => q.answer)[0]).toBe('Yes');
  });

  it('refuses an unknown answer with the exact message, never a 5xx', async () => {
    const { save } = await setUp();
    const bad = await save(['Maybe']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(PROGRESS_MESSAGES.badAnswer);
  });

  it('401 signed out, 403 for another role and for another teacher’s student', async () => {
    const { student } = await setUp();
    const body = {
      type: 'academicQA',
      id: student.regNo,
      ...where,
      data: { questions: [{ question: 'x', answer: '' }] },
    };
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/teacher/eval/form',
      payload: body,
    });
    expect(bare.statusCode).toBe(401);
    for (const role of ['admin', 'principal', 'student'] as const) {
      const { headers } = await signedIn(ctx, role);
      const response = await flows.post('/teacher/eval/form', headers, body);
      expect(response.statusCode).toBe(403);
    }
    const other = await createTeacher(ctx, ['primary1_2']);
    const response = await flows.post('/teacher/eval/form', other.headers, body);
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(PROGRESS_MESSAGES.notYourStudent);
  });
});
