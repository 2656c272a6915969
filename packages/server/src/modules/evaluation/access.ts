import {
  type Category,
  classCode,
  PROGRESS_MESSAGES,
  type Section,
  type Year,
  sameLoginId,
} from '@pragati/domain';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classAssignments, students, teachers } from '../../db/schema/index.js';
import { type Actor } from '../../lib/audit.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { findStudentByRegNo, type StudentRow } from '../progress/repository.js';
import { findTermReport } from '../progress/term-reports.js';
import { findChecklistFor } from './checklist-repository.js';

const NO_TEACHER_RECORD = 'This account has no teacher record.';

export type TeacherContext = {
  teacher: typeof teachers.$inferSelect;
  classIds: string[];
};

/** The signed-in teacher's record and classes; 403 for an account without a teacher record. */
export async function teacherContext(db: Executor, session: SessionUser): Promise<TeacherContext> {
  const [teacher] = await db
    .select()
    .from(teachers)
    .where(eq(teachers.userAccountId, session.id))
    .limit(1);
  if (!teacher) throw forbidden(NO_TEACHER_RECORD);
  const rows = await db
    .select({ classId: classAssignments.classId })
    .from(classAssignments)
    .where(eq(classAssignments.teacherId, teacher.id))
    .orderBy(asc(classAssignments.classId));
  return { teacher, classIds: rows.map((r) => r.classId) };
}

/** Ids that the spec's calls carry must be the session's own (decisions §8). */
export function assertOwnId(session: SessionUser, id: string) {
  if (!sameLoginId(id, session.userId)) throw forbidden(PROGRESS_MESSAGES.idMismatch);
}

export const studentClassId = (student: StudentRow) =>
  classCode(student.currSection as Section, student.currYear as Year);

/**
 * A student the teacher may see: 404 when unknown, 403 unless the student's current class is one
 * of the teacher's and the student has not completed the programme.
 */
export async function studentOfTeacher(
  db: Executor,
  context: TeacherContext,
  regNo: string,
): Promise<StudentRow> {
  const student = await findStudentByRegNo(db, regNo);
  if (!student) throw notFound('Student not found.');
  if (student.status !== 'active' || !context.classIds.includes(studentClassId(student))) {
    throw forbidden(PROGRESS_MESSAGES.notYourStudent);
  }
  return student;
}

/** Writes go only to the student's current section and year. */
export function assertCurrentYear(
  student: Pick<StudentRow, 'currSection' | 'currYear'>,
  section: string,
  year: string,
) {
  if (student.currSection !== section || student.currYear !== year) {
    throw forbidden(PROGRESS_MESSAGES.notCurrentYear);
  }
}

export const actorOf = (s: SessionUser): Actor => ({ userId: s.userId, role: s.role });

const isTeacherAccount = (accountId: number) =>
  sql<boolean>`exists (select 1 from teachers t where t.user_account_id = ${accountId})`;

/** No student of that regNo: 403 for an account without a teacher record, else 404. */
async function unknownStudent(db: Executor, session: SessionUser): Promise<never> {
  const [account] = await db
    .select({ isTeacher: isTeacherAccount(session.id) })
    .from(sql`(select 1) as one`);
  if (!account?.isTeacher) throw forbidden(NO_TEACHER_RECORD);
  throw notFound('Student not found.');
}

/**
 * The student of `regNo` if the signed-in teacher may see them, with the same answers as
 * studentOfTeacher (403 without a teacher record, 404, 403 not yours) in one statement, so the
 * teacher's record and classes are not read separately (comments, transfer, goals). A checklist
 * save or Evaluate uses checklistOf, which also reads the list.
 */
export async function studentFor(
  db: Executor,
  session: SessionUser,
  regNo: string,
): Promise<StudentRow> {
  // Raw names with aliases: in a one-table select Drizzle leaves columns unqualified.
  const [row] = await db
    .select({
      student: getTableColumns(students),
      isTeacher: isTeacherAccount(session.id),
      mine: sql<boolean>`exists (
        select 1 from class_assignments ca join teachers t on t.id = ca.teacher_id
        where t.user_account_id = ${session.id}
          and ca.class_id = "students"."curr_section" || '_' || "students"."curr_year")`,
    })
    .from(students)
    .where(sql`lower(${students.regNo}) = lower(${regNo})`)
    .limit(1);
  if (!row) return unknownStudent(db, session);
  if (!row.isTeacher) throw forbidden(NO_TEACHER_RECORD);
  if (row.student.status !== 'active' || !row.mine)
    throw forbidden(PROGRESS_MESSAGES.notYourStudent);
  return row.student;
}

export async function termReportOrThrow(
  db: Executor,
  student: StudentRow,
  section: string,
  year: string,
  term: string,
) {
  const report = await findTermReport(db, { studentId: student.id, section, year, term });
  if (!report) throw notFound(PROGRESS_MESSAGES.termMissing);
  return report;
}

/**
 * A checklist the signed-in teacher may write, with its student, from one statement: the same
 * answers, in the same order, as studentFor, assertCurrentYear and a missing term's 404.
 */
export async function checklistOf(
  db: Executor,
  session: SessionUser,
  at: { id: string; section: string; year: string; term: string },
  category: Category,
) {
  const found = await findChecklistFor(db, session.id, { ...at, regNo: at.id }, category);
  if (!found) return unknownStudent(db, session);
  if (!found.isTeacher) throw forbidden(NO_TEACHER_RECORD);
  const { student } = found;
  if (student.status !== 'active' || !found.mine) throw forbidden(PROGRESS_MESSAGES.notYourStudent);
  assertCurrentYear(student, at.section, at.year);
  if (!found.report) throw notFound(PROGRESS_MESSAGES.termMissing);
  return { student, report: found.report, hasGoals: found.hasGoals };
}
