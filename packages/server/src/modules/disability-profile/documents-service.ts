import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MESSAGES,
  type DocumentFields,
  documentFieldsSchema,
  type DocumentListResponse,
  type DocumentUploadResponse,
  ERASED_ID_PREFIX,
  MAX_DOCUMENTS_PER_STUDENT,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import type { DocumentCipher } from '../../lib/document-cipher.js';
import type { DocumentUpload } from '../../lib/document-upload.js';
import { badRequest, notFound } from '../../lib/errors.js';
import {
  cleanFilename,
  DamagedImage,
  extensionOf,
  sniffMediaType,
  withoutMetadata,
} from '../../lib/file-content.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { ownRegNo, readableStudent } from '../access/service.js';
import { assertAadhaarKeyInUse } from '../keys/in-use.js';
import { findStudentByRegNo } from '../student-records/repository.js';
import * as repo from './documents-repository.js';

const ALLOWED_EXTENSIONS = new Set(Object.values(DOCUMENT_EXTENSIONS).flat());

/** The upload's type by its bytes, refused when the name or the kind says otherwise. */
function checkedContent(upload: DocumentUpload, kind: string) {
  const filename = cleanFilename(upload.filename);
  const extension = extensionOf(filename);
  const type = sniffMediaType(upload.bytes);
  if (!ALLOWED_EXTENSIONS.has(extension)) {
    throw badRequest(type ? DOCUMENT_MESSAGES.mismatch : DOCUMENT_MESSAGES.notAllowed);
  }
  if (!type || !DOCUMENT_EXTENSIONS[type].includes(extension)) {
    throw badRequest(DOCUMENT_MESSAGES.mismatch);
  }
  if (kind === 'photo' && type === 'application/pdf') {
    throw badRequest(DOCUMENT_MESSAGES.photoNotImage);
  }
  try {
    return { filename, type, bytes: withoutMetadata(upload.bytes, type) };
  } catch (error) {
    if (error instanceof DamagedImage) throw badRequest(DOCUMENT_MESSAGES.damagedImage);
    throw error;
  }
}

const firstIssue = (error: { issues: { message: string }[] }) =>
  error.issues[0]?.message ?? DOCUMENT_MESSAGES.kind;

type Stored = {
  fields: DocumentFields;
  content: ReturnType<typeof checkedContent>;
  keys: { cipher: DocumentCipher; fingerprint: string };
};

/** The upload's one transaction: the student, the key in use, the row and its audit entry. */
async function storeDocument(
  tx: Executor,
  session: SessionUser,
  regNo: string,
  { fields, content, keys }: Stored,
) {
  const student = await findStudentByRegNo(tx, regNo);
  // An erased record holds no health data, and gets none.
  if (!student || student.regNo.startsWith(ERASED_ID_PREFIX)) {
    throw notFound(STUDENT_MESSAGES.notFound);
  }
  await assertAadhaarKeyInUse(tx, keys);
  if ((await repo.countDocuments(tx, student.id)) >= MAX_DOCUMENTS_PER_STUDENT) {
    throw badRequest(DOCUMENT_MESSAGES.tooMany);
  }
  const saved = await repo.insertDocument(tx, {
    studentId: student.id,
    kind: fields.kind,
    filename: content.filename,
    mediaType: content.type,
    size: content.bytes.length,
    visibleToGuardian: fields.visibleToGuardian,
    expiresOn: fields.expiresOn,
    contentCipher: keys.cipher.encrypt(content.bytes),
    uploadedBy: session.userId,
  });
  await audit(tx, {
    actor: actorOf(session),
    action: 'student.document.upload',
    target: student.regNo,
    outcome: 'success',
    detail: {
      document: saved.id,
      kind: saved.kind,
      mediaType: saved.mediaType,
      size: saved.size,
      visibleToGuardian: saved.visibleToGuardian,
    },
  });
  return saved;
}

/**
 * Documents on the student's record (issue 30 part 3, decisions §17): uploaded by the admin, read
 * with the details' permissions (the student and guardian only those shared with guardians);
 * every list, download, upload and deletion audited, with kinds and ids, never names or bytes.
 */
export function createDocumentService(
  db: Db,
  keys: { cipher: DocumentCipher; fingerprint: string },
) {
  /** The student a session may read, and whether it sees the guardian's share only. */
  const reader = async (session: SessionUser, requested: string | undefined, action: string) => {
    const regNo = requested ?? ownRegNo(session);
    const head = await readableStudent(db, session, regNo, action);
    return { head, guardianOnly: session.role === 'student' };
  };

  return {
    async list(session: SessionUser, regNo?: string): Promise<DocumentListResponse> {
      const action = 'student.documents.list';
      const { head, guardianOnly } = await reader(session, regNo, action);
      const documents = await repo.listDocuments(db, head.id, guardianOnly);
      await auditRead(db, {
        actor: actorOf(session),
        action,
        target: head.regNo,
        outcome: 'success',
        detail: { documents: documents.length },
      });
      return { regNo: head.regNo, documents };
    },

    async download(session: SessionUser, id: string, regNo?: string) {
      const action = 'student.document.download';
      const { head, guardianOnly } = await reader(session, regNo, action);
      const found = await repo.findDocument(db, head.id, id, guardianOnly);
      if (!found) throw notFound(DOCUMENT_MESSAGES.notFound);
      const bytes = keys.cipher.decrypt(found.contentCipher);
      await audit(db, {
        actor: actorOf(session),
        action,
        target: head.regNo,
        outcome: 'success',
        detail: { document: found.id, kind: found.kind },
      });
      return { filename: found.filename, mediaType: found.mediaType, bytes };
    },

    async upload(
      session: SessionUser,
      regNo: string,
      upload: DocumentUpload,
    ): Promise<DocumentUploadResponse> {
      const parsed = documentFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) throw badRequest(firstIssue(parsed.error));
      const fields = parsed.data;
      const content = checkedContent(upload, fields.kind);
      const document = await db.transaction((tx) =>
        storeDocument(tx, session, regNo, { fields, content, keys }),
      );
      return { msg: DOCUMENT_MESSAGES.uploaded(document.filename), document };
    },

    async remove(session: SessionUser, regNo: string, id: string) {
      return db.transaction(async (tx) => {
        const student = await findStudentByRegNo(tx, regNo);
        if (!student) throw notFound(STUDENT_MESSAGES.notFound);
        const removed = await repo.deleteDocument(tx, student.id, id);
        if (!removed) throw notFound(DOCUMENT_MESSAGES.notFound);
        await audit(tx, {
          actor: actorOf(session),
          action: 'student.document.delete',
          target: student.regNo,
          outcome: 'success',
          detail: { document: id, kind: removed.kind },
        });
        return { msg: DOCUMENT_MESSAGES.deleted(removed.filename) };
      });
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;
