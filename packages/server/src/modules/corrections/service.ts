import {
  type AdminCorrectionsResponse,
  type Correction,
  CORRECTION_FIELD_LABELS,
  CORRECTION_MESSAGES,
  type CorrectionDeclineBody,
  type CorrectionRequestBody,
  type CorrectionSaved,
  type CorrectionStatus,
  correctionValueError,
  instituteDate,
  MAX_OPEN_CORRECTIONS,
  STUDENT_MESSAGES,
  type StudentCorrectionsResponse,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { isOwnRecord, ownRegNo } from '../access/service.js';
import { assertAadhaarKeyInUse } from '../keys/in-use.js';
import { detailsRecord } from '../student-records/records.js';
import { findStudentWithDetails, lockStudentByRegNo } from '../student-records/repository.js';
import type { StudentService } from '../student-records/service.js';
import { adminCorrectionOf, correctionOf } from './records.js';
import {
  countOpen,
  countOpenOf,
  decideCorrection,
  findCorrection,
  findCorrections,
  findCorrectionsOf,
  insertCorrection,
} from './repository.js';

/**
 * Correction requests (DPDP Act 2023 s.12, issue 19 part 4). The student's session asks, for its
 * own record only; the admin decides. Accepting applies the change through the students service's
 * edit (the same rules, Aadhaar encryption and `student.details.update` entry) in the decision's
 * transaction, so a request is never marked accepted without its change, nor the reverse.
 * Audit entries name the field, never a value or a reason (free text about the child).
 */
export function createCorrectionService(
  db: Db,
  {
    students,
    cipher,
    now = () => new Date(),
  }: {
    students: StudentService;
    cipher: AadhaarCipher;
    now?: () => Date;
  },
) {
  async function ownStudent(session: SessionUser) {
    const found = await findStudentWithDetails(db, ownRegNo(session));
    if (!found) throw notFound(STUDENT_MESSAGES.notFound);
    return found.student;
  }

  /** Locks the request; 404 unknown, 409 decided. */
  async function openRequest(tx: Executor, id: number) {
    const found = await findCorrection(tx, id, true);
    if (!found) throw notFound(CORRECTION_MESSAGES.notFound);
    if (found.request.status !== 'open') throw conflict(CORRECTION_MESSAGES.decided);
    return found;
  }

  return {
    /** POST /student/corrections */
    async request(session: SessionUser, body: CorrectionRequestBody): Promise<CorrectionSaved> {
      const problem = correctionValueError(body.field, body.proposedValue, instituteDate(now()));
      if (problem) throw badRequest(problem);
      const student = await ownStudent(session);
      const isAadhaar = body.field === 'aadharNo';
      const row = await db.transaction(async (tx) => {
        const locked = await lockStudentByRegNo(tx, student.regNo);
        if (!locked) throw notFound(STUDENT_MESSAGES.notFound);
        if ((await countOpenOf(tx, locked.id)) >= MAX_OPEN_CORRECTIONS)
          throw conflict(CORRECTION_MESSAGES.tooMany);
        if (isAadhaar) await assertAadhaarKeyInUse(tx, cipher);
        const inserted = await insertCorrection(tx, {
          studentId: locked.id,
          field: body.field,
          proposedValue: isAadhaar ? null : body.proposedValue,
          proposedCipher: isAadhaar ? cipher.encrypt(body.proposedValue) : null,
          proposedLast4: isAadhaar ? body.proposedValue.slice(-4) : null,
          reason: body.reason,
          requestedBy: session.userId,
        });
        await audit(tx, {
          actor: actorOf(session),
          action: 'correction.request',
          target: locked.regNo,
          outcome: 'success',
          detail: { id: inserted.id, field: body.field },
        });
        return inserted;
      });
      const msg = CORRECTION_MESSAGES.sent;
      return { msg, message: msg, request: correctionOf(row, student.regNo) };
    },

    /** GET /student/corrections: the student's own requests and their outcomes. */
    async listOwn(session: SessionUser): Promise<StudentCorrectionsResponse> {
      const student = await ownStudent(session);
      const [rows] = await Promise.all([
        findCorrectionsOf(db, student.id),
        auditRead(db, {
          actor: actorOf(session),
          action: 'corrections.read',
          target: student.regNo,
          outcome: 'success',
        }),
      ]);
      return { data: rows.map((row) => correctionOf(row, student.regNo)) };
    },

    /** GET /student/corrections/:id: one of the student's own requests (another's is 403). */
    async getOwn(session: SessionUser, id: number): Promise<Correction> {
      const found = await findCorrection(db, id);
      if (!found) throw notFound(CORRECTION_MESSAGES.notFound);
      const own = isOwnRecord(session, found.regNo);
      await auditRead(db, {
        actor: actorOf(session),
        action: 'correction.read',
        target: found.regNo,
        outcome: own ? 'success' : 'denied',
        ...(own ? {} : { detail: { reason: 'not own record', id } }),
      });
      if (!own) throw forbidden(CORRECTION_MESSAGES.ownOnly);
      return correctionOf(found.request, found.regNo);
    },

    /** GET /admin/corrections/count */
    async openCount(): Promise<{ openCount: number }> {
      return { openCount: await countOpen(db) };
    },

    /** GET /admin/corrections?status= */
    async list(
      session: SessionUser,
      status: CorrectionStatus | 'all',
    ): Promise<AdminCorrectionsResponse> {
      const [rows, openCount] = await Promise.all([
        findCorrections(db, status),
        countOpen(db),
        auditRead(db, {
          actor: actorOf(session),
          action: 'corrections.list',
          target: 'correction requests',
          outcome: 'success',
          detail: { status },
        }),
      ]);
      return { data: rows.map(adminCorrectionOf), openCount };
    },

    /** POST /admin/corrections/:id/accept: the change applied in the same transaction. */
    async accept(session: SessionUser, id: number): Promise<CorrectionSaved> {
      return db.transaction(async (tx) => {
        const { request, regNo } = await openRequest(tx, id);
        // Before the decrypt: after a key rotation by another process the stored number is under
        // a key this one does not hold, which must be the key's own 503, not a failed decrypt.
        if (request.field === 'aadharNo') await assertAadhaarKeyInUse(tx, cipher);
        if (!(await lockStudentByRegNo(tx, regNo))) throw notFound(STUDENT_MESSAGES.notFound);
        const found = await findStudentWithDetails(tx, regNo);
        if (!found) throw notFound(STUDENT_MESSAGES.notFound);
        const record = detailsRecord(found.student, found.details);
        const value =
          request.field === 'aadharNo'
            ? cipher.decrypt(request.proposedCipher ?? '')
            : (request.proposedValue ?? '');
        // The record as held with one field changed; an empty Aadhaar keeps the stored number.
        await students.updateDetailsIn(tx, session, regNo, {
          info: { ...record.info, aadharNo: '', [request.field]: value },
          presentingComplaints: record.presentingComplaints,
          history: record.history,
          familyHistory: record.familyHistory,
          developmentHistory: record.developmentHistory,
        });
        const decided = await decideCorrection(tx, id, {
          status: 'accepted',
          decidedBy: session.userId,
        });
        if (!decided) throw conflict(CORRECTION_MESSAGES.decided);
        await audit(tx, {
          actor: actorOf(session),
          action: 'correction.accept',
          target: regNo,
          outcome: 'success',
          detail: { id, field: request.field },
        });
        const label =
          CORRECTION_FIELD_LABELS[request.field as keyof typeof CORRECTION_FIELD_LABELS];
        const msg = CORRECTION_MESSAGES.accepted(label ?? request.field, regNo);
        return { msg, message: msg, request: correctionOf(decided, regNo) };
      });
    },

    /** POST /admin/corrections/:id/decline: the reason is shown to the guardian. */
    async decline(
      session: SessionUser,
      id: number,
      body: CorrectionDeclineBody,
    ): Promise<CorrectionSaved> {
      return db.transaction(async (tx) => {
        const { request, regNo } = await openRequest(tx, id);
        const decided = await decideCorrection(tx, id, {
          status: 'declined',
          decidedBy: session.userId,
          declineReason: body.reason,
        });
        if (!decided) throw conflict(CORRECTION_MESSAGES.decided);
        await audit(tx, {
          actor: actorOf(session),
          action: 'correction.decline',
          target: regNo,
          outcome: 'success',
          detail: { id, field: request.field },
        });
        const msg = CORRECTION_MESSAGES.declined;
        return { msg, message: msg, request: correctionOf(decided, regNo) };
      });
    },
  };
}
export type CorrectionService = ReturnType<typeof createCorrectionService>;
