import type { DocumentKind, DocumentMediaType, StudentDocument } from '@pragati/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { studentDocuments } from '../../db/schema/index.js';

const listed = {
  id: studentDocuments.id,
  kind: studentDocuments.kind,
  filename: studentDocuments.filename,
  mediaType: studentDocuments.mediaType,
  size: studentDocuments.size,
  visibleToGuardian: studentDocuments.visibleToGuardian,
  expiresOn: studentDocuments.expiresOn,
  uploadedAt: studentDocuments.uploadedAt,
};

type ListedRow = Omit<StudentDocument, 'uploadedAt'> & { uploadedAt: Date };
const shaped = (row: ListedRow): StudentDocument => ({
  ...row,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** Whose documents: all of them (staff), or those shared with the guardian. */
const scope = (studentId: number, guardianOnly: boolean) =>
  and(
    eq(studentDocuments.studentId, studentId),
    inInstitute(studentDocuments.instituteId),
    guardianOnly ? eq(studentDocuments.visibleToGuardian, true) : undefined,
  );

export async function listDocuments(
  db: Executor,
  studentId: number,
  guardianOnly: boolean,
): Promise<StudentDocument[]> {
  const rows = await db
    .select(listed)
    .from(studentDocuments)
    .where(scope(studentId, guardianOnly))
    .orderBy(desc(studentDocuments.uploadedAt), asc(studentDocuments.id));
  return rows.map(shaped);
}

export async function countDocuments(tx: Executor, studentId: number): Promise<number> {
  return tx.$count(studentDocuments, scope(studentId, false));
}

export type NewDocument = {
  studentId: number;
  kind: DocumentKind;
  filename: string;
  mediaType: DocumentMediaType;
  size: number;
  visibleToGuardian: boolean;
  expiresOn: string | null;
  contentCipher: Buffer;
  uploadedBy: string;
};

export async function insertDocument(tx: Executor, row: NewDocument): Promise<StudentDocument> {
  const [saved] = await tx.insert(studentDocuments).values(row).returning(listed);
  return shaped(saved!);
}

/** One document with its encrypted bytes, or undefined (another student's, or not shared). */
export async function findDocument(
  db: Executor,
  studentId: number,
  id: string,
  guardianOnly: boolean,
) {
  const [row] = await db
    .select({ ...listed, contentCipher: studentDocuments.contentCipher })
    .from(studentDocuments)
    .where(and(scope(studentId, guardianOnly), eq(studentDocuments.id, id)));
  return row && { ...shaped(row), contentCipher: row.contentCipher };
}

export async function deleteDocument(tx: Executor, studentId: number, id: string) {
  const [row] = await tx
    .delete(studentDocuments)
    .where(and(scope(studentId, false), eq(studentDocuments.id, id)))
    .returning({ filename: studentDocuments.filename, kind: studentDocuments.kind });
  return row;
}

export async function deleteDocumentsOf(tx: Executor, studentId: number) {
  await tx.delete(studentDocuments).where(scope(studentId, false));
}

/** Every document's ciphertext, locked for a key rotation (the whole installation's). */
export async function lockDocumentCiphers(tx: Executor) {
  return tx
    .select({ id: studentDocuments.id, cipher: studentDocuments.contentCipher })
    .from(studentDocuments)
    .where(inInstitute(studentDocuments.instituteId))
    .orderBy(studentDocuments.id)
    .for('update');
}

export async function updateDocumentCipher(tx: Executor, id: string, cipher: Buffer) {
  await tx
    .update(studentDocuments)
    .set({ contentCipher: cipher })
    .where(and(eq(studentDocuments.id, id), inInstitute(studentDocuments.instituteId)));
}
