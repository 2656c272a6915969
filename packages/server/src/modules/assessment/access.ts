import { type Category, PROGRESS_MESSAGES } from '@pragati/domain';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { assertCurrentYear, requireTaught } from '../access/service.js';
import type { StudentRow } from '../term-records/repository.js';
import { findTermReport } from '../term-records/term-reports.js';
import { findChecklistFor } from './checklist-repository.js';

export { actorOf } from '../../lib/audit.js';

export async function termReportOrThrow(
  db: Executor,
  student: StudentRow,
  section: string,
  year: string,
  term: string,
) {
  const report = await findTermReport(db, { studentId: student.id, section, year, term });
  if (!report) throw notFound(PROGRESS_MESSAGES.termMissing);
  return report;
}

/**
 * A checklist the signed-in teacher may write, with its student, from one statement: the access
 * module's answers (../access/service.ts requireTaught), then assertCurrentYear and a missing
 * term's 404, in that order.
 */
export async function checklistOf(
  db: Executor,
  session: SessionUser,
  at: { id: string; section: string; year: string; term: string },
  category: Category,
) {
  const found = await findChecklistFor(db, session.id, { ...at, regNo: at.id }, category);
  const { student, report, hasGoals } = await requireTaught(db, session, at.id, found);
  assertCurrentYear(student, at.section, at.year);
  if (!report) throw notFound(PROGRESS_MESSAGES.termMissing);
  return { student, report, hasGoals };
}
