/**
 * The one access module (issue 27 part 2): every check of "may this session see or change this
 * student" goes through here, and the rule itself is teaches_student() in SQL (migration 0020),
 * read through ./repository.ts. The answers keep decisions §8's order: 403 for a teacher
 * account without a teacher record, 404 for an unknown regNo, 403 for a student who is not
 * the teacher's (or not active), and a student only ever their own record.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import {
  HISTORY_MESSAGES,
  PROGRESS_MESSAGES,
  SPECIALIST_MESSAGES,
  sameLoginId,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import type { teachers } from '../../db/schema/index.js';
import { auditRead } from '../../lib/read-audit.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import type { StudentRow } from '../term-records/repository.js';
import {
  findClassRoll,
  findSeenStudents,
  findSpecialist,
  findStudentsSeenBy,
  findStudentHead,
  findStudentWithAccess,
  findTeacherWithClasses,
  hasTeacherRecord,
  type RollStudent,
  type StudentHead,
  teachesStudent as teachesStudentRow,
} from './repository.js';

export { findStudentHead, type RollStudent, type StudentHead } from './repository.js';

/**
 * Every check announces the regNo it was asked about, so a test can walk the route table and see
 * each student's route ask here (test/access-walk.test.ts). Without a subscriber (production)
 * nothing is published.
 */
export const accessChecks = diagnosticsChannel.channel('pragati.access');
const asked = (regNo: string) => {
  if (accessChecks.hasSubscribers) accessChecks.publish({ regNo });
};

const NO_TEACHER_RECORD = 'This account has no teacher record.';

export type TeacherContext = {
  teacher: typeof teachers.$inferSelect;
  classIds: string[];
};

/** The signed-in teacher's record and classes; 403 for an account without a teacher record. */
export async function teacherContext(db: Executor, session: SessionUser): Promise<TeacherContext> {
  const found = await findTeacherWithClasses(db, session.id);
  if (!found) throw forbidden(NO_TEACHER_RECORD);
  return found;
}

/** Ids that the spec's calls carry must be the session's own (decisions §8). */
export function assertOwnId(session: SessionUser, id: string) {
  if (!sameLoginId(id, session.userId)) throw forbidden(PROGRESS_MESSAGES.idMismatch);
}

/** The signed-in student's own regNo: a student sees only their own record (decisions §8). */
export function ownRegNo(session: SessionUser): string {
  asked(session.userId);
  return session.userId;
}

/** Whether `regNo` is the signed-in account's own record. */
export function isOwnRecord(session: SessionUser, regNo: string): boolean {
  asked(regNo);
  return sameLoginId(regNo, session.userId);
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

/** No student of that regNo: 403 for an account without a teacher record, else 404. */
async function unknownStudent(db: Executor, session: SessionUser): Promise<never> {
  if (!(await hasTeacherRecord(db, session.id))) throw forbidden(NO_TEACHER_RECORD);
  throw notFound('Student not found.');
}

/**
 * The teacher's answers for a student read with its access flags (here, or with a checklist by
 * checklist_for()): the read's row when the teacher teaches the student, else the refusal.
 */
export async function requireTaught<T extends { isTeacher: boolean; mine: boolean }>(
  db: Executor,
  session: SessionUser,
  regNo: string,
  found: T | undefined,
): Promise<T> {
  asked(regNo);
  if (!found) return unknownStudent(db, session);
  if (!found.isTeacher) throw forbidden(NO_TEACHER_RECORD);
  if (!found.mine) throw forbidden(PROGRESS_MESSAGES.notYourStudent);
  return found;
}

/** The student of `regNo` if the signed-in teacher teaches them, in one statement. */
export async function studentFor(
  db: Executor,
  session: SessionUser,
  regNo: string,
): Promise<StudentRow> {
  const found = await findStudentWithAccess(db, session.id, regNo);
  return (await requireTaught(db, session, regNo, found)).student;
}

/**
 * A student the session may record daily work for (goal probes, issue 31 part 4): the teacher of
 * their class, or a specialist with them on the caseload.
 */
export async function studentInCare(
  db: Executor,
  session: SessionUser,
  regNo: string,
): Promise<void> {
  if (session.role === 'specialist')
    await studentsSeenBy(db, session, [regNo], () => SPECIALIST_MESSAGES.notYourStudent);
  else await studentFor(db, session, regNo);
}

/** Whether the signed-in account teaches a student already read (details by role). */
export async function teachesStudent(
  db: Executor,
  session: SessionUser,
  student: Pick<StudentRow, 'regNo' | 'status' | 'currSection' | 'currYear'>,
): Promise<boolean> {
  asked(student.regNo);
  return teachesStudentRow(db, session.id, student);
}

type HeadReader = (
  regNo: string,
  teacherAccountId: number | null,
) => Promise<StudentHead | undefined>;

/**
 * A student whose record the session may read with the history's permissions (decisions §8,
 * §18): admin and principal any, a teacher those they teach, a specialist those on their
 * caseload, a student their own. A refusal is
 * audited under `action`. `readHead` lets a caller keep heads in a cache.
 */
export async function readableStudent(
  db: Db,
  session: SessionUser,
  regNo: string,
  action: string,
  readHead: HeadReader = (r, t) => findStudentHead(db, r, t),
): Promise<StudentHead> {
  const refuse = async (message: string, reason: string) => {
    const actor = { userId: session.userId, role: session.role };
    await auditRead(db, { actor, action, target: regNo, outcome: 'denied', detail: { reason } });
    return forbidden(message);
  };
  asked(regNo);
  if (session.role === 'student' && !isOwnRecord(session, regNo)) {
    throw await refuse(HISTORY_MESSAGES.notOwn, 'not own record');
  }
  const narrowed = session.role === 'teacher' || session.role === 'specialist';
  const head = await readHead(regNo, narrowed ? session.id : null);
  if (!head) throw notFound(HISTORY_MESSAGES.notFound);
  if (session.role === 'teacher' && !head.teaches) {
    throw await refuse(PROGRESS_MESSAGES.notYourStudent, 'not in teacher classes');
  }
  if (session.role === 'specialist' && !head.teaches) {
    throw await refuse(SPECIALIST_MESSAGES.notYourStudent, 'not on caseload');
  }
  return head;
}

/**
 * The roll of one class (the daily register, issue 31): a teacher only for a class they hold
 * (403 `notYours` otherwise) and only the students the rule says they teach; admin and principal
 * any class. Every student on it is announced as asked about.
 */
export async function classRoll(
  db: Executor,
  session: SessionUser,
  classId: string,
  notYours: string,
): Promise<RollStudent[]> {
  let teacherAccountId: number | null = null;
  if (session.role === 'teacher') {
    const { classIds } = await teacherContext(db, session);
    if (!classIds.includes(classId)) throw forbidden(notYours);
    teacherAccountId = session.id;
  } else if (session.role !== 'admin' && session.role !== 'principal') {
    throw forbidden(notYours);
  }
  const roll = await findClassRoll(db, classId, teacherAccountId);
  for (const s of roll) asked(s.regNo);
  return roll;
}

/** The signed-in specialist's kind and clinical access; 403 for an account without the record. */
export async function specialistContext(db: Executor, session: SessionUser) {
  const found = await findSpecialist(db, session.id);
  if (!found) throw forbidden(SPECIALIST_MESSAGES.noSpecialistRecord);
  return found;
}

/**
 * The clinical intake (the disability profile) of a student the session may read: a specialist
 * only when the admin granted it (decisions §18); every other role by readableStudent alone.
 */
export async function requireClinicalAccess(
  db: Executor,
  session: SessionUser,
  onRefuse: () => Promise<void>,
): Promise<void> {
  if (session.role !== 'specialist') return;
  const { clinicalAccess } = await specialistContext(db, session);
  if (!clinicalAccess) {
    await onRefuse();
    throw forbidden(SPECIALIST_MESSAGES.noClinicalAccess);
  }
}

/**
 * The students of a write about several students at once (a service session, issue 31 part 3):
 * each must be one the teacher teaches or on the specialist's caseload, else 403 `notYours`
 * naming the first (an unknown regNo reads the same, so a write cannot probe who exists).
 */
export async function studentsSeenBy(
  db: Executor,
  session: SessionUser,
  regNos: string[],
  notYours: (regNo: string) => string,
): Promise<{ id: number; regNo: string; name: string }[]> {
  for (const r of regNos) asked(r);
  if (session.role === 'teacher') await teacherContext(db, session);
  else if (session.role === 'specialist') await specialistContext(db, session);
  else throw forbidden(notYours(regNos[0] ?? ''));
  const found = await findStudentsSeenBy(db, session.id, regNos);
  const byRegNo = new Map(found.map((s) => [s.regNo.toLowerCase(), s]));
  return regNos.map((r) => {
    const s = byRegNo.get(r.toLowerCase());
    if (!s?.sees) throw forbidden(notYours(r));
    return { id: s.id, regNo: s.regNo, name: s.name };
  });
}

/** The active students an account may see (a specialist's caseload), each announced. */
export async function seenStudents(db: Executor, accountId: number) {
  const list = await findSeenStudents(db, accountId);
  for (const s of list) asked(s.regNo);
  return list;
}
