import {
  classIdOf,
  type RestoreStudentRequest,
  type RestoreStudentResponse,
  STUDENT_MESSAGES,
  STUDENT_STATUS_MESSAGES,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { confirmAdmin } from '../staff-accounts/confirm-admin.js';
import { enableAccount, findUserByLoginId } from '../users/repository.js';
import { lockStudentByRegNo, reactivateStudent } from '../student-records/repository.js';

/**
 * POST /admin/students/:regNo/restore (decisions §7): a student who left is active again in the
 * class and term they left from (the withdrawal never moved them), and their account opens
 * again. The withdrawal's date and reason go into this audit entry, so clearing them from the
 * student loses nothing.
 */
export async function restoreStudent(
  db: Db,
  session: SessionUser,
  regNo: string,
  body: RestoreStudentRequest,
  address: string,
): Promise<RestoreStudentResponse> {
  await confirmAdmin(db, session, body, address, { action: 'student.restore', target: regNo });
  return db.transaction(async (tx) => {
    const student = await lockStudentByRegNo(tx, regNo);
    if (!student) throw notFound(STUDENT_MESSAGES.notFound);
    if (student.status !== 'left') throw conflict(STUDENT_STATUS_MESSAGES.notLeft);
    await reactivateStudent(tx, student.id);
    const account = await findUserByLoginId(tx, student.regNo);
    if (account?.role === 'student') await enableAccount(tx, account.id);
    await audit(tx, {
      actor: { userId: session.userId, role: session.role },
      action: 'student.restore',
      target: student.regNo,
      outcome: 'success',
      detail: {
        to: classIdOf(student.currSection, student.currYear),
        term: student.currTerm,
        leftOn: student.leftOn,
        leftReason: student.leftReason,
        note: body.note || null,
      },
    });
    const msg = STUDENT_STATUS_MESSAGES.restored(student.regNo);
    return { success: true as const, msg, message: msg, regNo: student.regNo, status: 'active' };
  });
}
