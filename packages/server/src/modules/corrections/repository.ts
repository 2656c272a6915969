import type { CorrectionStatus } from '@pragati/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { correctionRequests, studentDetails, students } from '../../db/schema/index.js';

export type CorrectionRow = typeof correctionRequests.$inferSelect;
export type CorrectionWithStudent = {
  request: CorrectionRow;
  regNo: string;
  name: string;
};

const withStudent = {
  request: correctionRequests,
  regNo: students.regNo,
  name: students.name,
};

export async function insertCorrection(
  tx: Executor,
  values: typeof correctionRequests.$inferInsert,
): Promise<CorrectionRow> {
  const [row] = await tx.insert(correctionRequests).values(values).returning();
  if (!row) throw new Error('insert into correction_requests returned nothing');
  return row;
}

export async function countOpenOf(tx: Executor, studentId: number): Promise<number> {
  return tx.$count(
    correctionRequests,
    and(
      eq(correctionRequests.studentId, studentId),
      eq(correctionRequests.status, 'open'),
      inInstitute(correctionRequests),
    ),
  );
}

/** A student's requests, newest first. */
export async function findCorrectionsOf(db: Executor, studentId: number): Promise<CorrectionRow[]> {
  return db
    .select()
    .from(correctionRequests)
    .where(and(eq(correctionRequests.studentId, studentId), inInstitute(correctionRequests)))
    .orderBy(desc(correctionRequests.createdAt), desc(correctionRequests.id));
}

/** One request with its student; `lock` holds the row for the rest of the transaction. */
export async function findCorrection(
  tx: Executor,
  id: number,
  lock = false,
): Promise<CorrectionWithStudent | undefined> {
  const query = tx
    .select(withStudent)
    .from(correctionRequests)
    .innerJoin(students, eq(students.id, correctionRequests.studentId))
    .where(and(eq(correctionRequests.id, id), inInstitute(correctionRequests)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: correctionRequests }) : await query;
  return row;
}

/**
 * The admin's list: open ones oldest first (the order to work through them), decided ones
 * newest first; with each student's intake so the screen can show the value held now.
 */
export async function findCorrections(db: Executor, status: CorrectionStatus | 'all') {
  return db
    .select({
      ...withStudent,
      sex: students.sex,
      dob: students.dob,
      regDate: students.regDate,
      info: studentDetails.info,
      aadhaarLast4: studentDetails.aadhaarLast4,
    })
    .from(correctionRequests)
    .innerJoin(students, eq(students.id, correctionRequests.studentId))
    .innerJoin(studentDetails, eq(studentDetails.studentId, students.id))
    .where(
      and(
        status === 'all' ? undefined : eq(correctionRequests.status, status),
        inInstitute(correctionRequests),
      ),
    )
    .orderBy(
      status === 'open' ? correctionRequests.createdAt : desc(correctionRequests.createdAt),
      correctionRequests.id,
    )
    .limit(1000);
}

export async function countOpen(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(correctionRequests)
    .where(and(eq(correctionRequests.status, 'open'), inInstitute(correctionRequests)));
  return row?.n ?? 0;
}

/** Records the decision on a request still open; false if another decision came first. */
export async function decideCorrection(
  tx: Executor,
  id: number,
  decision: { status: 'accepted' | 'declined'; decidedBy: string; declineReason?: string },
): Promise<CorrectionRow | undefined> {
  const [row] = await tx
    .update(correctionRequests)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: sql`now()`,
      declineReason: decision.declineReason ?? null,
    })
    .where(
      and(
        eq(correctionRequests.id, id),
        eq(correctionRequests.status, 'open'),
        inInstitute(correctionRequests),
      ),
    )
    .returning();
  return row;
}

/** Erasure (modules/erasure): a student's requests hold personal data, so they all go. */
export async function deleteCorrectionsOf(tx: Executor, studentId: number): Promise<void> {
  await tx
    .delete(correctionRequests)
    .where(and(eq(correctionRequests.studentId, studentId), inInstitute(correctionRequests)));
}
