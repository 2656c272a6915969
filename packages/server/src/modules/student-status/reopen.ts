import {
  findGroup,
  groupDisplayName,
  REOPEN_MESSAGES,
  type ReopenStudentRequest,
  type ReopenStudentResponse,
  type Section,
  STUDENT_MESSAGES,
  type Year,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { readStructure } from '../programme-structure/repository.js';
import { lockStudentByRegNo } from '../student-records/repository.js';
import { updateStudentPlacement } from '../term-records/repository.js';

/**
 * POST /admin/students/:regNo/reopen (issue 29 part 6): a student who completed the programme
 * (at the end of Primary-II, before the institute enabled Secondary) goes on in year 1 of the
 * group after their last one, at its Entry term. Only the student's placement and status change:
 * the term reports and the completed year's report stay as they were, so history shows both.
 */
export async function reopenStudent(
  db: Db,
  session: SessionUser,
  regNo: string,
  body: ReopenStudentRequest,
): Promise<ReopenStudentResponse> {
  return db.transaction(async (tx) => {
    const student = await lockStudentByRegNo(tx, regNo);
    if (!student) throw notFound(STUDENT_MESSAGES.notFound);
    if (student.status !== 'completed') throw conflict(REOPEN_MESSAGES.notCompleted);
    const structure = await readStructure(tx);
    const last = findGroup(structure, student.currSection);
    const next = last?.next ? findGroup(structure, last.next) : undefined;
    const lastName = groupDisplayName(structure, student.currSection);
    if (!next) throw conflict(REOPEN_MESSAGES.noNextGroup(lastName));
    if (!next.enabled) throw conflict(REOPEN_MESSAGES.groupDisabled(next.names.en));
    const classId = `${next.code}_1`;
    if (body.classId !== classId) throw badRequest(REOPEN_MESSAGES.wrongClass(classId));
    await updateStudentPlacement(tx, student.id, {
      currSection: next.code as Section,
      currYear: '1' as Year,
      currTerm: 'Entry',
      status: 'active',
    });
    await audit(tx, {
      actor: actorOf(session),
      action: 'student.reopen',
      target: student.regNo,
      outcome: 'success',
      detail: {
        from: `${student.currSection}_${student.currYear}`,
        to: classId,
        term: 'Entry',
      },
    });
    const msg = REOPEN_MESSAGES.reopened(student.regNo, groupDisplayName(structure, classId));
    return {
      success: true as const,
      msg,
      message: msg,
      regNo: student.regNo,
      status: 'active' as const,
      currSection: next.code,
      currYear: '1',
      currTerm: 'Entry' as const,
    };
  });
}
