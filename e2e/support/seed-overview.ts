/**
 * Seeds the overview journey (issue 14 part 4): the students of overview-students.ts in
 * Primary-I-2, each with term reports made as the server makes them (the bank's items), then
 * marked evaluated with known figures, so every figure of the class's row is known.
 */
import { CATEGORIES, parseClassCode } from '@pragati/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import { students, termReports, yearReports } from '../../packages/server/src/db/schema/index.js';
import { createTermReport } from '../../packages/server/src/modules/term-records/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { OVERVIEW_CLASS, OVERVIEW_STUDENTS } from './overview-students.js';

export async function seedOverview(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
  const { section, year } = parseClassCode(OVERVIEW_CLASS.code);
  const [already] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(
      and(
        eq(students.currSection, section),
        eq(students.currYear, year),
        eq(students.status, 'active'),
      ),
    );
  if (already!.n > 0) {
    throw new Error(
      `seed-overview: class ${OVERVIEW_CLASS.code} is the overview journey's; another seed placed students in it first.`,
    );
  }
  for (const s of OVERVIEW_STUDENTS) {
    const [row] = await db
      .insert(students)
      .values({
        regNo: s.regNo,
        name: s.name,
        sex: 'male',
        regDate: '2024-06-03',
        dob: '2015-02-11',
        currSection: section,
        currYear: year,
        currTerm: s.term,
        status: s.status ?? 'active',
        ...(s.status === 'left' ? { leftOn: '2025-01-10', leftReason: 'Moved away' } : {}),
      })
      .returning();
    for (const r of s.reports) {
      const report = await createTermReport(db, {
        studentId: row!.id,
        section,
        year,
        term: r.term,
      });
      const [p, so, a, o] = r.percents ?? [];
      await db
        .update(termReports)
        .set({
          evaluated: Object.fromEntries(CATEGORIES.map((c, i) => [c, i < r.done])) as never,
          ...(r.percents
            ? {
                personalPercent: p,
                socialPercent: so,
                academicPercent: a,
                occupationalPercent: o,
                recreationalMode: 'B',
              }
            : {}),
        })
        .where(eq(termReports.id, report.id));
    }
    if (s.lastYear !== undefined) {
      await db.insert(yearReports).values({
        studentId: row!.id,
        section,
        year: String(Number(year) - 1),
        yearPercent: s.lastYear,
        outcome: 'repeat',
        transferredBy: 'e2e-seed',
      });
    }
  }
}
