import {
  classIdOf,
  decideTransferUndo,
  type Section,
  STUDENT_MESSAGES,
  STUDENT_STATUS_MESSAGES,
  type Term,
  type TransferOutcomeName,
  type UndoTransferRequest,
  type UndoTransferResponse,
  type Year,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { confirmAdmin } from '../staff-accounts/confirm-admin.js';
import {
  deleteTermReportsOfYear,
  deleteYearReport,
  findLastYearReport,
  lockTermReportsOfYear,
  updateStudentPlacement,
} from '../term-records/repository.js';
import { lockStudentByRegNo } from '../student-records/repository.js';

/**
 * POST /admin/students/:regNo/undo-transfer (issue 14 part 8): a mistaken year-end transfer is
 * taken back while nothing of the new year has been evaluated. In one transaction the new year's
 * Entry term report and the year report go, and the student is back at the transferred year's
 * Term III (active again after a completion), where the teacher can transfer again. The year's
 * comments and figures are in the audit entry, so the undo loses nothing a teacher wrote.
 * The history and list counters move with these writes (triggers, migrations 0006 and 0007).
 */
export async function undoTransfer(
  db: Db,
  session: SessionUser,
  regNo: string,
  body: UndoTransferRequest,
  address: string,
): Promise<UndoTransferResponse> {
  await confirmAdmin(db, session, body, address, { action: 'student.undoTransfer', target: regNo });
  const actor = { userId: session.userId, role: session.role };
  const result = await db.transaction(async (tx) => {
    const student = await lockStudentByRegNo(tx, regNo);
    if (!student) throw notFound(STUDENT_MESSAGES.notFound);
    const last = await findLastYearReport(tx, student.id);
    const lastTransfer = last
      ? {
          section: last.section as Section,
          year: last.year as Year,
          outcome: last.outcome as TransferOutcomeName,
        }
      : null;
    const current = {
      section: student.currSection as Section,
      year: student.currYear as Year,
      term: student.currTerm as Term,
    };
    // The new year's terms are those of the student's current class, when it is a new one.
    const newYearTerms =
      last && (current.section !== last.section || current.year !== last.year)
        ? await lockTermReportsOfYear(tx, {
            studentId: student.id,
            section: current.section,
            year: current.year,
          })
        : [];
    const decision = decideTransferUndo({
      status: student.status,
      current,
      lastTransfer,
      newYearEvaluated: newYearTerms.some((t) => Object.values(t.evaluated).some(Boolean)),
    });
    if (!decision.allowed || !last) {
      const message = decision.allowed ? STUDENT_STATUS_MESSAGES.noTransfer : decision.message;
      return { refused: message, regNo: student.regNo };
    }
    const removedTerms = decision.newYear
      ? await deleteTermReportsOfYear(tx, { studentId: student.id, ...decision.newYear })
      : 0;
    await deleteYearReport(tx, last.id);
    await updateStudentPlacement(tx, student.id, {
      currSection: decision.back.section,
      currYear: decision.back.year,
      currTerm: 'III',
      status: 'active',
    });
    await audit(tx, {
      actor,
      action: 'student.undoTransfer',
      target: student.regNo,
      outcome: 'success',
      detail: {
        reason: body.reason,
        from: classIdOf(current.section, current.year),
        to: classIdOf(decision.back.section, decision.back.year),
        outcome: last.outcome,
        yearPercent: last.yearPercent,
        comments: last.comments,
        transferredBy: last.transferredBy,
        removedTerms,
      },
    });
    const classId = classIdOf(decision.back.section, decision.back.year);
    const msg = STUDENT_STATUS_MESSAGES.undone(student.regNo, classId);
    return {
      success: true as const,
      msg,
      message: msg,
      regNo: student.regNo,
      status: 'active' as const,
      currSection: decision.back.section,
      currYear: decision.back.year,
      currTerm: 'III' as const,
    };
  });
  if ('refused' in result && result.refused !== undefined) {
    // Audited outside the transaction, which changed nothing: the refusal is on record.
    await audit(db, {
      actor,
      action: 'student.undoTransfer',
      target: result.regNo,
      outcome: 'failure',
      detail: { reason: result.refused },
    });
    throw conflict(result.refused);
  }
  return result;
}
