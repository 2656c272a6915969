import {
  CATEGORIES,
  type Category,
  questionsForNewTermReport,
  type Section,
  type Term,
  type Year,
} from '@pragati/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { type ReportItem, termReports } from '../../db/schema/index.js';
import { findCurrentVersions } from '../question-bank/repository.js';

export type TermReportRow = typeof termReports.$inferSelect;

const noneEvaluated = (): Record<Category, boolean> =>
  Object.fromEntries(CATEGORIES.map((c) => [c, false])) as Record<Category, boolean>;

/**
 * Creates a term report asking the bank's current items for the section (decisions §3). The
 * report keeps its own copy of them, so later bank edits never change it. Call it inside the
 * transaction that needs it (registration, term completion, year-end transfer).
 */
export async function createTermReport(
  tx: Executor,
  placement: { studentId: number; section: Section; year: Year; term: Term },
): Promise<TermReportRow> {
  const versions = await findCurrentVersions(tx, { section: placement.section });
  const sets = questionsForNewTermReport(
    versions.map((v) => ({
      versionId: v.id,
      section: v.section as Section,
      category: v.category as Category,
      version: v.version,
      items: v.entries,
    })),
    placement.section,
  );
  const items = {} as Record<Category, ReportItem[]>;
  const bankVersions: Partial<Record<Category, number>> = {};
  for (const category of CATEGORIES) {
    const set = sets[category];
    items[category] = set.questions.map((q) => ({
      itemId: q.itemId,
      question: q.question,
      // The Hindi text is copied too, so a later bank edit never changes what the term asked.
      ...(q.questionHi ? { questionHi: q.questionHi } : {}),
      answer: null,
    }));
    if (set.versionId !== null) bankVersions[category] = set.versionId;
  }
  const [row] = await tx
    .insert(termReports)
    .values({ ...placement, items, bankVersions, evaluated: noneEvaluated(), comments: {} })
    .returning();
  if (!row) throw new Error('insert into term_reports returned nothing');
  return row;
}

/** Every term report of a student, in creation order (sections, years and terms in sequence). */
export async function findTermReports(db: Executor, studentId: number): Promise<TermReportRow[]> {
  return db
    .select()
    .from(termReports)
    .where(and(eq(termReports.studentId, studentId), inInstitute(termReports)))
    .orderBy(asc(termReports.id));
}

export type TermReportSummaryRow = Omit<TermReportRow, 'items' | 'bankVersions'>;

export async function findTermReport(
  db: Executor,
  key: { studentId: number; section: string; year: string; term: string },
): Promise<TermReportRow | undefined> {
  const [row] = await db
    .select()
    .from(termReports)
    .where(
      and(
        eq(termReports.studentId, key.studentId),
        eq(termReports.section, key.section),
        eq(termReports.year, key.year),
        eq(termReports.term, key.term),
        inInstitute(termReports),
      ),
    )
    .limit(1);
  return row;
}
