import type { ImportProblem, StudentImportRow } from '@pragati/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { studentImportPending, students, users } from '../../db/schema/index.js';
import { readStructure } from '../programme-structure/repository.js';

export type PendingRow = typeof studentImportPending.$inferSelect;

/** A pending row as stored: the cells as typed, the Aadhaar cell already encrypted. */
export type PendingValues = {
  uploadKey: string;
  rowNumber: number;
  cells: Omit<StudentImportRow, 'aadharNo'>;
  aadhaarCipher: string | null;
  aadhaarLast4: string;
  problems: ImportProblem[];
};

/** What an upload checks its rows against for duplicates, read once. */
export async function readImportSnapshot(db: Executor) {
  const [studentRows, pendingRows, structure] = await Promise.all([
    db
      .select({
        regNo: sql<string>`lower(${students.regNo})`,
        neverSignedIn: sql<boolean>`coalesce(${users.lastLoginAt} is null and ${users.mustChangePassword} and ${users.disabledAt} is null, false)`,
      })
      .from(students)
      .leftJoin(
        users,
        and(
          eq(sql`lower(${users.userId})`, sql`lower(${students.regNo})`),
          eq(users.role, 'student'),
          inInstitute(users),
        ),
      )
      .where(inInstitute(students)),
    db
      .select({
        key: studentImportPending.uploadKey,
        regNo: sql<string>`lower(${studentImportPending.regNo})`,
      })
      .from(studentImportPending)
      .where(inInstitute(studentImportPending)),
    readStructure(db),
  ]);
  return {
    /** The institute's groups (issue 29): a row's Class must be an enabled one. */
    structure,
    studentRegNos: new Set(studentRows.map((r) => r.regNo)),
    /**
     * lower(regNo) of students whose account has never signed in: an import cut off before its
     * answer left their temporary passwords unseen, so the sheet uploaded again issues new ones
     * (decisions §12, as the teacher upload).
     */
    neverSignedIn: new Set(studentRows.filter((r) => r.neverSignedIn).map((r) => r.regNo)),
    pendingRegNos: new Set(pendingRows.map((r) => r.regNo).filter(Boolean)),
    pendingKeys: new Set(pendingRows.map((r) => r.key)),
  };
}
export type ImportSnapshot = Awaited<ReturnType<typeof readImportSnapshot>>;

const columns = (v: PendingValues) => ({
  rowNumber: v.rowNumber,
  regNo: v.cells.regNo,
  name: v.cells.name,
  regDate: v.cells.regDate,
  dob: v.cells.dob,
  sex: v.cells.sex,
  mobileNo: v.cells.mobileNo,
  section: v.cells.section,
  aadhaarCipher: v.aadhaarCipher,
  aadhaarLast4: v.aadhaarLast4,
  problems: v.problems,
});

/** Inserts the rows; a row whose key another upload saved meanwhile is left out. Returns how many. */
export async function insertPendingRows(
  tx: Executor,
  rows: readonly PendingValues[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(studentImportPending)
    .values(rows.map((r) => ({ uploadKey: r.uploadKey, ...columns(r) })))
    .onConflictDoNothing({
      target: [studentImportPending.uploadKey, studentImportPending.instituteId],
    })
    .returning({ id: studentImportPending.id });
  return inserted.length;
}

export function listPendingRows(db: Executor): Promise<PendingRow[]> {
  return db
    .select()
    .from(studentImportPending)
    .where(inInstitute(studentImportPending))
    .orderBy(asc(studentImportPending.createdAt), asc(studentImportPending.rowNumber));
}

export async function findPendingRow(db: Executor, id: string, lock = false) {
  const query = db
    .select()
    .from(studentImportPending)
    .where(and(eq(studentImportPending.id, id), inInstitute(studentImportPending)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The fixed cells and their reasons; the upload key stays (the row is still that sheet row). */
export async function updatePendingRow(
  tx: Executor,
  id: string,
  // Without a new Aadhaar the stored cipher is left as it is (a rotation may have re-encrypted it
  // since the row was read: writing the read value back would undo that).
  values: Omit<PendingValues, 'uploadKey' | 'rowNumber' | 'aadhaarCipher' | 'aadhaarLast4'> &
    Partial<Pick<PendingValues, 'aadhaarCipher' | 'aadhaarLast4'>>,
): Promise<PendingRow | undefined> {
  const [row] = await tx
    .update(studentImportPending)
    .set({
      regNo: values.cells.regNo,
      name: values.cells.name,
      regDate: values.cells.regDate,
      dob: values.cells.dob,
      sex: values.cells.sex,
      mobileNo: values.cells.mobileNo,
      section: values.cells.section,
      ...(values.aadhaarCipher !== undefined
        ? { aadhaarCipher: values.aadhaarCipher, aadhaarLast4: values.aadhaarLast4 ?? '' }
        : {}),
      problems: values.problems,
      updatedAt: sql`now()`,
    })
    .where(and(eq(studentImportPending.id, id), inInstitute(studentImportPending)))
    .returning();
  return row;
}

export async function deletePendingRow(tx: Executor, id: string): Promise<PendingRow | undefined> {
  const [row] = await tx
    .delete(studentImportPending)
    .where(and(eq(studentImportPending.id, id), inInstitute(studentImportPending)))
    .returning();
  return row;
}
