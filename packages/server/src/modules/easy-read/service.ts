import {
  type Category,
  type EasyReadHome,
  easyReadSummary,
  type EasyReadItem,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { ownRegNo } from '../access/service.js';
import { latestCompleteTerm, refOf } from '../programme-goals/build.js';
import { findStudentByRegNo } from '../term-records/repository.js';
import { findTermReports } from '../term-records/term-reports.js';

/**
 * The student's easy-read home (issue 16 part 5): the summary of their latest fully evaluated
 * term. Only the student's own session reaches it (the route's policy; the regNo is the
 * session's, so there is no other record to ask for), and each view is audited like the other
 * reads of a child's record. The history record carries no per-item answers, hence this read.
 */
export function createEasyReadService(db: Db) {
  return {
    async home(session: SessionUser): Promise<EasyReadHome> {
      const student = await findStudentByRegNo(db, ownRegNo(session));
      if (!student) throw notFound(STUDENT_MESSAGES.notFound);
      const [reports] = await Promise.all([
        findTermReports(db, student.id),
        auditRead(db, {
          actor: { userId: session.userId, role: session.role },
          action: 'student.easyRead.view',
          target: student.regNo,
          outcome: 'success',
        }),
      ]);
      const latest = latestCompleteTerm(reports);
      return {
        regNo: student.regNo,
        name: student.name,
        sex: student.sex,
        term: latest ? refOf(latest) : null,
        areas: easyReadSummary(
          latest ? (latest.items as Partial<Record<Category, EasyReadItem[]>>) : {},
        ),
      };
    },
  };
}
export type EasyReadService = ReturnType<typeof createEasyReadService>;
