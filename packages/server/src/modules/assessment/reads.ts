import { FACP_CLASS_CODES, groupDisplayName } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { buildProgressRecord } from '../term-records/progress-record.js';
import { findYearReports } from '../term-records/repository.js';
import { findTermReports } from '../term-records/term-reports.js';
import { findTaughtStudents } from '../access/repository.js';
import { readStructure } from '../programme-structure/repository.js';
import { assertOwnId, studentFor, teacherContext } from '../access/service.js';
import { actorOf } from './access.js';

/** What a read of one student's record is called in the audit log. */
export type RecordRead = 'progress.read' | 'checklist.questions.read';

/**
 * The teacher's reads: their students, their own record, a student's progress record. Reads of
 * students' records, and refusals of them, are audited (decisions §9).
 */
export function createEvaluationReads(db: Db) {
  /** Runs `check`; a 403 from it is audited as a denied read before it goes on. */
  async function auditRefusal<T>(
    session: SessionUser,
    action: string,
    target: string,
    check: () => Promise<T> | T,
  ): Promise<T> {
    try {
      return await check();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403) {
        await auditRead(db, {
          actor: actorOf(session),
          action,
          target,
          outcome: 'denied',
          detail: { reason: error.message },
        });
      }
      throw error;
    }
  }

  return {
    async students(session: SessionUser, headerId: string) {
      const action = 'students.list';
      const { classIds } = await auditRefusal(session, action, headerId, () => {
        assertOwnId(session, headerId);
        return teacherContext(db, session);
      });
      const rows = classIds.length ? await findTaughtStudents(db, session.id, classIds) : [];
      const structure = await readStructure(db);
      await auditRead(db, {
        actor: actorOf(session),
        action,
        target: 'students of own classes',
        outcome: 'success',
        detail: { classIds },
      });
      const inClass = (classId: string) =>
        rows
          .filter((r) => r.classId === classId)
          .map((r) => ({ _id: String(r.id), regNo: r.regNo, name: r.name, classId }));
      return {
        data: FACP_CLASS_CODES.filter((c) => classIds.includes(c))
          .map((classId) => ({
            classId,
            className: groupDisplayName(structure, classId),
            students: inClass(classId),
          }))
          .filter((group) => group.students.length > 0),
        // The original client's shape: one array per class, in the order of the teacher's
        // classes as getTeacher lists them, empty ones included (original-client.md).
        students: classIds.map(inClass),
      };
    },

    async teacher(session: SessionUser, headerId: string) {
      assertOwnId(session, headerId);
      const { teacher, classIds } = await teacherContext(db, session);
      return {
        data: { teacherId: teacher.teacherId, teacherName: teacher.name, classId: classIds },
      };
    },

    /** The progress record with the per-item answers (getStudentbyId, evaluate/questions). */
    async record(session: SessionUser, regNo: string, action: RecordRead) {
      const student = await auditRefusal(session, action, regNo, () =>
        studentFor(db, session, regNo),
      );
      const [terms, years] = await Promise.all([
        findTermReports(db, student.id),
        findYearReports(db, student.id),
        auditRead(db, {
          actor: actorOf(session),
          action,
          target: student.regNo,
          outcome: 'success',
        }),
      ]);
      return buildProgressRecord(student, terms, years, true);
    },
  };
}
