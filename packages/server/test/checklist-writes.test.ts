import { CATEGORIES } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';
import { and, eq } from 'drizzle-orm';
import { auditLog, students, termReports } from '../src/db/schema/index.js';
import { writeChecklist } from '../src/modules/assessment/checklist-repository.js';

/**
 * A checklist save or Evaluate writes its own category in place (issue 18 part 2): the other
 * four lists, figures and counts stay exactly as they were, and a save of the same answers (a
 * retried or second save) changes nothing, not even the revision or the evaluated figure.
 */
let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  await seedBank(ctx, 'preprimary');
});
afterAll(async () => {
  await ctx.close();
});

describe('one category written in place', () => {
  it('keeps the other categories and treats a repeated save as no change', async () => {
    const t = await createTeacher(ctx, ['preprimary_1']);
    const { regNo } = await createStudent(ctx, { section: 'preprimary', year: '1' });
    const where = { regNo, section: 'preprimary', year: '1', term: 'Entry' } as const;
    await flows.answerCategory(t.headers, where, 'personal', () => 'Yes');
    await flows.answerCategory(t.headers, where, 'recreational', () => 'B');
    const evaluated = await flows.answerCategory(t.headers, where, 'social', (i) =>
      i % 2 ? 'NE' : 'Yes',
    );
    const before = flows.termOf(await flows.record(t.headers, regNo), 'preprimary', '1', 'Entry');
    expect(before.revision).toBe(evaluated.revision);
    expect(before.evaluated).toMatchObject({ personal: true, social: true, recreational: true });

    // The same answers again: 200, same revision, still evaluated.
    const same = before.report.socialQA!.map((q) => ({ question: q.question, answer: q.answer }));
    const save = (questions: { question: string; answer: string | null }[], revision: number) =>
      flows.post('/teacher/eval/form', t.headers, {
        type: 'socialQA',
        id: regNo,
        section: 'preprimary',
        year: '1',
        term: 'Entry',
        revision,
        data: { questions },
      });
    const repeated = await save(same, before.revision);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json().revision).toBe(before.revision);
    const unchanged = flows.termOf(
      await flows.record(t.headers, regNo),
      'preprimary',
      '1',
      'Entry',
    );
    expect(unchanged).toEqual(before);

    // One answer changed: only social loses its figure; the rest is as it was.
    const changed = same.map((q, i) => (i === 0 ? { ...q, answer: 'NA' } : q));
    const written = await save(changed, before.revision);
    expect(written.json().revision).toBe(before.revision + 1);
    const after = flows.termOf(await flows.record(t.headers, regNo), 'preprimary', '1', 'Entry');
    expect(after.evaluated).toEqual({ ...before.evaluated, social: false });
    expect(after.report.socialQA![0]!.answer).toBe('NA');
    for (const category of CATEGORIES.filter((c) => c !== 'social')) {
      const qa = `${category}QA`;
      expect(after.report[qa]).toEqual(before.report[qa]);
    }
    const { socialPercent, ...otherFigures } = before.percent;
    expect(socialPercent).toBeTypeOf('number');
    expect(after.percent).toMatchObject(otherFigures);
    expect(after.percent.socialPercent ?? null).toBeNull();
  });
});

describe('a write and its audit entry in one statement', () => {
  it('writes the entry only with the change: none for a write that lost the race', async () => {
    const t = await createTeacher(ctx, ['preprimary_1']);
    const { regNo } = await createStudent(ctx, { section: 'preprimary', year: '1' });
    const where = { regNo, section: 'preprimary', year: '1', term: 'Entry' } as const;
    await flows.answerCategory(t.headers, where, 'personal', () => 'Yes');
    const term = flows.termOf(await flows.record(t.headers, regNo), 'preprimary', '1', 'Entry');
    const [report] = await ctx.database.db
      .select({ id: termReports.id })
      .from(termReports)
      .innerJoin(students, eq(students.id, termReports.studentId))
      .where(and(eq(students.regNo, regNo), eq(termReports.term, 'Entry')));
    const entry = (action: string) => ({
      actor: { userId: 'race-test', role: 'teacher' },
      action,
      target: regNo,
      outcome: 'success' as const,
      detail: { category: 'personal' },
    });
    const change = { evaluated: true, counts: null, figure: 50 };
    const entries = async (action: string) =>
      ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

    // Another write came first: nothing written, no entry.
    const lost = await writeChecklist(
      ctx.database.db,
      { id: report!.id, revision: term.revision - 1 },
      'personal',
      change,
      entry('race.lost'),
    );
    expect(lost).toBeUndefined();
    expect(await entries('race.lost')).toEqual([]);

    const won = await writeChecklist(
      ctx.database.db,
      { id: report!.id, revision: term.revision },
      'personal',
      change,
      entry('race.won'),
    );
    expect(won?.revision).toBe(term.revision + 1);
    const [written] = await entries('race.won');
    expect(written).toMatchObject({
      actorId: 'race-test',
      actorRole: 'teacher',
      target: regNo,
      outcome: 'success',
      detail: { category: 'personal' },
    });
  });
});
