import {
  classIdOf,
  type DeleteStudentRequest,
  type DeleteStudentResponse,
  instituteDate,
  STUDENT_MESSAGES,
  WITHDRAWAL_MESSAGES,
} from '@pragati/domain';
import { eq, sql, and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { students } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { confirmAdmin } from '../staff-accounts/confirm-admin.js';
import { disableAccount, findUserByLoginId } from '../users/repository.js';
import { lockStudentByRegNo } from '../student-records/repository.js';

/**
 * POST /admin/deleteStudent (decisions §7): the student is withdrawn, never deleted. Status left
 * with the date and reason, the account closed and its sessions ended, in one transaction; every
 * record stays. Confirmed like the password reset (modules/staff-accounts/confirm-admin.ts).
 */
export async function withdrawStudent(
  db: Db,
  session: SessionUser,
  body: DeleteStudentRequest,
  address: string,
): Promise<DeleteStudentResponse> {
  await confirmAdmin(db, session, body, address, {
    action: 'student.withdraw',
    target: body.regNo,
  });
  const leftOn = instituteDate(new Date());
  const reason = body.reason || WITHDRAWAL_MESSAGES.noReason;
  // Read and checked under the row's lock: a second click, a restore or a transfer racing this
  // one waits, then sees the status this one wrote.
  const withdrawn = await db.transaction(async (tx) => {
    const student = await lockStudentByRegNo(tx, body.regNo);
    if (!student) throw notFound(STUDENT_MESSAGES.notFound);
    if (student.status === 'left') throw conflict(WITHDRAWAL_MESSAGES.alreadyLeft);
    if (student.status === 'completed') throw conflict(WITHDRAWAL_MESSAGES.completed);
    await tx
      .update(students)
      .set({ status: 'left', leftOn, leftReason: reason, updatedAt: sql`now()` })
      .where(and(eq(students.id, student.id), inInstitute(students)));
    const account = await findUserByLoginId(tx, student.regNo);
    if (account?.role === 'student') await disableAccount(tx, account.id);
    await audit(tx, {
      actor: { userId: session.userId, role: session.role },
      action: 'student.withdraw',
      target: student.regNo,
      outcome: 'success',
      detail: {
        from: classIdOf(student.currSection, student.currYear),
        term: student.currTerm,
        leftOn,
        reasonGiven: Boolean(body.reason),
      },
    });
    return student;
  });
  const msg = WITHDRAWAL_MESSAGES.done(withdrawn.regNo);
  return { success: true, msg, message: msg, regNo: withdrawn.regNo, status: 'left', leftOn };
}
