import type { Category, ImportBank, ImportedTerm, Section } from '@pragati/domain';
import { and, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { pendingTeachers, termReports, users } from '../../db/schema/index.js';
import { findCurrentVersions } from '../question-bank/repository.js';

/** Every login id in Pragati, lower case (teacher ids, registration numbers, staff ids). */
export async function loginIds(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ id: sql<string>`lower(${users.userId})` })
    .from(users)
    .where(inInstitute(users.instituteId));
  return new Set(rows.map((r) => r.id));
}

/** Upload keys of pending teacher rows an earlier import saved. */
export async function importedPendingKeys(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ key: pendingTeachers.uploadKey })
    .from(pendingTeachers)
    .where(
      and(like(pendingTeachers.uploadKey, 'original:%'), inInstitute(pendingTeachers.instituteId)),
    );
  return new Set(rows.map((r) => r.key));
}

/** The bank's current list per section and category, for matching the original's texts. */
export async function currentBank(db: Executor): Promise<ImportBank> {
  const bank: ImportBank = {};
  for (const version of await findCurrentVersions(db)) {
    const section = (bank[version.section as Section] ??= {});
    section[version.category as Category] = { versionId: version.id, entries: version.entries };
  }
  return bank;
}

/**
 * A term report as the original left it: its items and answers, flags, figures, counts and
 * comments, written at once (a checklist evaluated here writes the same columns step by step).
 */
export async function insertImportedTerm(
  tx: Executor,
  studentId: number,
  term: ImportedTerm,
): Promise<void> {
  await tx.insert(termReports).values({
    studentId,
    section: term.section,
    year: term.year,
    term: term.term,
    items: term.items,
    bankVersions: term.bankVersions,
    evaluated: term.evaluated,
    personalPercent: term.percents.personal,
    socialPercent: term.percents.social,
    academicPercent: term.percents.academic,
    occupationalPercent: term.percents.occupational,
    recreationalMode: term.recreationalMode,
    counts: term.counts,
    comments: term.comments,
  });
}
