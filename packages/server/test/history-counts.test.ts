import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANSWERS, NO_COUNTS, type TermCounts } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent, createTeacher, seedBank } from './helpers/progress-factories.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/*
 * Issue 14 part 6: the answer counts (+, VP, PP, NE, NA; A–E) beside every figure of the history
 * record and the progress record, counted at Evaluate (term_reports.counts, migration 0010).
 */

let ctx: TestContext;
let flows: ReturnType<typeof teacherFlows>;
beforeAll(async () => {
  ctx = await createTestApp();
  flows = teacherFlows(ctx);
  // Five items per checklist: one of each answer code.
  await seedBank(ctx, 'primary1', {
    personal: 5,
    social: 5,
    academic: 5,
    occupational: 5,
    recreational: 5,
  });
});
afterAll(async () => {
  await ctx.close();
});

type YearJson = { counts: TermCounts; termReport: { term: string; counts: TermCounts }[] };

async function history(regNo: string): Promise<{ section: { yearReport: YearJson[] }[] }> {
  const { headers } = await signedIn(ctx, 'admin');
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/student/viewHistory',
    headers: { ...headers, id: regNo },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ONE_OF_EACH = { Yes: 1, NA: 1, NE: 1, 'C-P1': 1, 'C-P2': 1 };
// teacher-flows answers recreational A, B, B, A, B for five items.
const RECREATION = { A: 2, B: 3, C: 0, D: 0, E: 0 };
const times = <T extends Record<string, number>>(counts: T, n: number) =>
  Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v * n])) as T;

describe('answer counts', () => {
  it('stand beside each evaluated term figure and, summed, beside the year figures', async () => {
    const teacher = await createTeacher(ctx, ['primary1_1']);
    const s = await createStudent(ctx, { section: 'primary1', year: '1' });
    await flows.completeYear(teacher.headers, s.regNo, 'primary1', '1', (i) => ANSWERS[i]!);

    const year = (await history(s.regNo)).section[0]!.yearReport[0]!;
    const full: TermCounts = {
      personal: ONE_OF_EACH,
      social: ONE_OF_EACH,
      academic: ONE_OF_EACH,
      occupational: ONE_OF_EACH,
      recreational: RECREATION,
    };
    for (const term of year.termReport) expect(term.counts, term.term).toEqual(full);
    expect(year.counts).toEqual({
      personal: times(ONE_OF_EACH, 4),
      social: times(ONE_OF_EACH, 4),
      academic: times(ONE_OF_EACH, 4),
      occupational: times(ONE_OF_EACH, 4),
      recreational: times(RECREATION, 4),
    });

    // The teacher's record (with the answers) carries the same counts.
    const record = await flows.record(teacher.headers, s.regNo);
    expect(record.section[0].yearReport[0].termReport[0].counts).toEqual(full);
    expect(record.section[0].yearReport[0].counts).toEqual(year.counts);
  });

  it('are null until evaluated, and go with the figure when the answers change', async () => {
    const teacher = await createTeacher(ctx, ['primary1_1']);
    const s = await createStudent(ctx, { section: 'primary1', year: '1' });
    const where = { regNo: s.regNo, section: 'primary1', year: '1', term: 'Entry' } as const;
    const first = await flows.answerCategory(teacher.headers, where, 'social', () => 'Yes');
    expect(first.counts).toEqual({ Yes: 5, NA: 0, NE: 0, 'C-P1': 0, 'C-P2': 0 });

    let year = (await history(s.regNo)).section[0]!.yearReport[0]!;
    expect(year.termReport[0]!.counts).toEqual({
      ...NO_COUNTS,
      social: { Yes: 5, NA: 0, NE: 0, 'C-P1': 0, 'C-P2': 0 },
    });
    // No year figures yet, so no year counts either.
    expect(year.counts).toEqual(NO_COUNTS);

    await flows.answerCategory(teacher.headers, where, 'social', (i) => (i < 2 ? 'NE' : 'NA'));
    year = (await history(s.regNo)).section[0]!.yearReport[0]!;
    expect(year.termReport[0]!.counts.social).toEqual({
      Yes: 0,
      NA: 3,
      NE: 2,
      'C-P1': 0,
      'C-P2': 0,
    });
  });

  it('migration 0010 fills the counts of checklists evaluated before it, as Evaluate does', async () => {
    const teacher = await createTeacher(ctx, ['primary1_1']);
    const s = await createStudent(ctx, { section: 'primary1', year: '1' });
    const where = { regNo: s.regNo, section: 'primary1', year: '1', term: 'Entry' } as const;
    await flows.answerCategory(teacher.headers, where, 'personal', (i) => ANSWERS[i]!);
    await flows.answerCategory(teacher.headers, where, 'recreational', (i) => 'ABBAB'[i]!);
    const before = (await history(s.regNo)).section[0]!.yearReport[0]!.termReport[0]!.counts;

    const migration = fs.readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        '../drizzle/0010_term_report_counts.sql',
      ),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    const db = ctx.database.db;
    await db.execute(
      sql`update term_reports set counts = '{}'::jsonb where student_id = (select id from students where reg_no = ${s.regNo})`,
    );
    expect((await history(s.regNo)).section[0]!.yearReport[0]!.termReport[0]!.counts).toEqual(
      NO_COUNTS,
    );
    await db.execute(sql.raw(backfill));
    const after = (await history(s.regNo)).section[0]!.yearReport[0]!.termReport[0]!.counts;
    expect(after).toEqual(before);
    expect(after).toEqual({ ...NO_COUNTS, personal: ONE_OF_EACH, recreational: RECREATION });
  });
});
