import {
  classCode,
  HISTORY_MESSAGES,
  type HistoryRecord,
  type Section,
  type Year,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { studentOfTeacher, teacherContext } from '../evaluation/access.js';
import { buildProgressRecord } from '../progress/progress-record.js';
import { findStudentByRegNo, findYearReports } from '../progress/repository.js';
import { findTermSummaries } from '../progress/term-reports.js';

/**
 * The history record for the four history calls (decisions §8, §10): admin and principal see any
 * student, a teacher only students of their current classes, a student only themself. Three
 * queries whatever the length of the history, plus the access check.
 */
export function createHistoryService(db: Db) {
  return {
    async history(session: SessionUser, regNo: string): Promise<HistoryRecord> {
      if (session.role === 'student' && regNo.toLowerCase() !== session.userId.toLowerCase()) {
        throw forbidden(HISTORY_MESSAGES.notOwn);
      }
      const student =
        session.role === 'teacher'
          ? await studentOfTeacher(db, await teacherContext(db, session), regNo)
          : await findStudentByRegNo(db, regNo);
      if (!student) throw notFound(HISTORY_MESSAGES.notFound);
      const [terms, years] = await Promise.all([
        findTermSummaries(db, student.id),
        findYearReports(db, student.id),
      ]);
      return {
        ...buildProgressRecord(student, terms, years, false),
        classId: classCode(student.currSection as Section, student.currYear as Year),
      };
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
