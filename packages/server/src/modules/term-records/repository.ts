import type { Section, Term, Year } from '@pragati/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { students, termReports, yearReports } from '../../db/schema/index.js';
import type { TermReportRow } from './term-reports.js';

export type StudentRow = typeof students.$inferSelect;
export type YearReportRow = typeof yearReports.$inferSelect;

export async function findStudentByRegNo(
  db: Executor,
  regNo: string,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(sql`lower(${students.regNo}) = lower(${regNo})`, inInstitute(students)))
    .limit(1);
  return row;
}

export async function findYearReports(db: Executor, studentId: number): Promise<YearReportRow[]> {
  return db
    .select()
    .from(yearReports)
    .where(and(eq(yearReports.studentId, studentId), inInstitute(yearReports)));
}

export async function findYearReport(
  db: Executor,
  key: { studentId: number; section: string; year: string },
) {
  const [row] = await db
    .select()
    .from(yearReports)
    .where(
      and(
        eq(yearReports.studentId, key.studentId),
        eq(yearReports.section, key.section),
        eq(yearReports.year, key.year),
        inInstitute(yearReports),
      ),
    )
    .limit(1);
  return row;
}

/** The student's latest year report: their last year-end transfer. */
export async function findLastYearReport(
  db: Executor,
  studentId: number,
): Promise<YearReportRow | undefined> {
  const [row] = await db
    .select()
    .from(yearReports)
    .where(and(eq(yearReports.studentId, studentId), inInstitute(yearReports)))
    .orderBy(desc(yearReports.id))
    .limit(1);
  return row;
}

export async function deleteYearReport(db: Executor, id: number): Promise<void> {
  await db.delete(yearReports).where(and(eq(yearReports.id, id), inInstitute(yearReports)));
}

/**
 * The evaluated flags of a year's term reports, locked until the transaction ends, so an
 * evaluation cannot slip in between the undo's check and its delete.
 */
export async function lockTermReportsOfYear(
  tx: Executor,
  key: { studentId: number; section: string; year: string },
): Promise<{ id: number; evaluated: Record<string, boolean> }[]> {
  return tx
    .select({ id: termReports.id, evaluated: termReports.evaluated })
    .from(termReports)
    .where(
      and(
        eq(termReports.studentId, key.studentId),
        eq(termReports.section, key.section),
        eq(termReports.year, key.year),
        inInstitute(termReports),
      ),
    )
    .for('update');
}

/** Removes a year's term reports (the undone transfer's new year); returns how many. */
export async function deleteTermReportsOfYear(
  db: Executor,
  key: { studentId: number; section: string; year: string },
): Promise<number> {
  const rows = await db
    .delete(termReports)
    .where(
      and(
        eq(termReports.studentId, key.studentId),
        eq(termReports.section, key.section),
        eq(termReports.year, key.year),
        inInstitute(termReports),
      ),
    )
    .returning({ id: termReports.id });
  return rows.length;
}

/** Inserts a year report; false when one exists already for that year (a concurrent transfer). */
export async function insertYearReport(
  db: Executor,
  values: typeof yearReports.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(yearReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: yearReports.id });
  return rows.length > 0;
}

/**
 * Writes a term report only if it is still at `revision`, bumping it; false when someone else
 * saved first (the caller answers 409).
 */
export async function updateTermReportAt(
  db: Executor,
  id: number,
  revision: number,
  values: Partial<Omit<TermReportRow, 'id' | 'studentId' | 'revision' | 'createdAt'>>,
): Promise<TermReportRow | undefined> {
  const [row] = await db
    .update(termReports)
    .set({ ...values, revision: sql`${termReports.revision} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(termReports.id, id), eq(termReports.revision, revision), inInstitute(termReports)),
    )
    .returning();
  return row;
}

export async function updateStudentPlacement(
  db: Executor,
  studentId: number,
  placement: {
    currSection: Section;
    currYear: Year;
    currTerm: Term;
    status?: 'active' | 'completed';
  },
) {
  await db
    .update(students)
    .set({ ...placement, updatedAt: sql`now()` })
    .where(and(eq(students.id, studentId), inInstitute(students)));
}
