import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { forEachInstitute } from '../../db/every-institute.js';
import { inInstitute } from '../../db/institute-scope.js';
import {
  appSettings,
  correctionRequests,
  studentDetails,
  studentDocuments,
  studentImportPending,
} from '../../db/schema/index.js';

export async function readSetting(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Every stored Aadhaar number is encrypted: one per intake (the column is not null), and one per
 * pending import row whose Aadhaar cell was filled (issue 14 part 5), and one per correction
 * request that proposes a number (issue 19 part 4). Documents on the record (issue 30 part 3) are
 * encrypted with a key derived from the same one, so they count too: a start without the key
 * would leave them unreadable. Counted in every institute, each in its own scope
 * (db/every-institute.ts): one key serves the whole deployment.
 */
export async function countStoredNumbers(db: Executor): Promise<number> {
  const counts = await forEachInstitute(db, () => countInstituteNumbers(db));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The numbers (and documents) of the running work's institute. */
async function countInstituteNumbers(db: Executor): Promise<number> {
  const [intakes, pending, corrections, documents] = await Promise.all([
    db.$count(studentDetails, inInstitute(studentDetails.instituteId)),
    db.$count(studentImportPending, pendingNumbers()),
    db.$count(correctionRequests, proposedNumbers()),
    db.$count(studentDocuments, inInstitute(studentDocuments.instituteId)),
  ]);
  return intakes + pending + corrections + documents;
}

/** The running work's institute's pending import rows holding a number. */
const pendingNumbers = () =>
  and(isNotNull(studentImportPending.aadhaarCipher), inInstitute(studentImportPending.instituteId));
/** The running work's institute's correction requests proposing a number. */
const proposedNumbers = () =>
  and(isNotNull(correctionRequests.proposedCipher), inInstitute(correctionRequests.instituteId));

/** One stored number of each institute that has any (to prove a key on every institute). */
export async function firstStoredCiphers(db: Executor): Promise<string[]> {
  const found = await forEachInstitute(db, () => firstStoredCipher(db));
  return found.filter((cipher): cipher is string => cipher !== undefined);
}

/** One stored number of the running work's institute, if any. */
async function firstStoredCipher(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ cipher: studentDetails.aadhaarCipher })
    .from(studentDetails)
    .where(inInstitute(studentDetails.instituteId))
    .limit(1);
  if (row) return row.cipher;
  const [pending] = await db
    .select({ cipher: studentImportPending.aadhaarCipher })
    .from(studentImportPending)
    .where(pendingNumbers())
    .limit(1);
  if (pending?.cipher) return pending.cipher;
  const [correction] = await db
    .select({ cipher: correctionRequests.proposedCipher })
    .from(correctionRequests)
    .where(proposedNumbers())
    .limit(1);
  return correction?.cipher ?? undefined;
}

export type StoredCipher =
  | { kind: 'intake'; studentId: number; cipher: string }
  | { kind: 'pending'; id: string; cipher: string }
  | { kind: 'correction'; id: number; cipher: string };

/** Locks every row of the transaction's institute holding a number for the rest of the
 * transaction, so none is written meanwhile. */
export async function lockAllCiphers(tx: Executor): Promise<StoredCipher[]> {
  const intakes = await tx
    .select({ studentId: studentDetails.studentId, cipher: studentDetails.aadhaarCipher })
    .from(studentDetails)
    .where(inInstitute(studentDetails.instituteId))
    .orderBy(studentDetails.studentId)
    .for('update');
  const pending = await tx
    .select({ id: studentImportPending.id, cipher: studentImportPending.aadhaarCipher })
    .from(studentImportPending)
    .where(pendingNumbers())
    .orderBy(studentImportPending.id)
    .for('update');
  const corrections = await tx
    .select({ id: correctionRequests.id, cipher: correctionRequests.proposedCipher })
    .from(correctionRequests)
    .where(proposedNumbers())
    .orderBy(correctionRequests.id)
    .for('update');
  return [
    ...intakes.map((r) => ({ kind: 'intake' as const, ...r })),
    ...pending.map((r) => ({ kind: 'pending' as const, id: r.id, cipher: r.cipher! })),
    ...corrections.map((r) => ({ kind: 'correction' as const, id: r.id, cipher: r.cipher! })),
  ];
}

export async function updateCipher(tx: Executor, row: StoredCipher, cipher: string): Promise<void> {
  if (row.kind === 'intake') {
    await tx
      .update(studentDetails)
      .set({ aadhaarCipher: cipher })
      .where(
        and(eq(studentDetails.studentId, row.studentId), inInstitute(studentDetails.instituteId)),
      );
  } else if (row.kind === 'correction') {
    await tx
      .update(correctionRequests)
      .set({ proposedCipher: cipher })
      .where(and(eq(correctionRequests.id, row.id), inInstitute(correctionRequests.instituteId)));
  } else {
    await tx
      .update(studentImportPending)
      .set({ aadhaarCipher: cipher })
      .where(
        and(eq(studentImportPending.id, row.id), inInstitute(studentImportPending.instituteId)),
      );
  }
}
