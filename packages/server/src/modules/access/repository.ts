/**
 * The reads behind every check of "may this account see this student" (decisions §8). The rule
 * itself is the SQL function teaches_student() (migration 0020), so these reads and the
 * checklist's checklist_for() ask the same question the same way.
 */
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { currentInstitute, inInstitute } from '../../db/institute-scope.js';
import { hotRead } from '../../db/hot-read.js';
import { classAssignments, specialists, students, teachers } from '../../db/schema/index.js';
import type { StudentRow } from '../term-records/repository.js';

/** The rule for the students table's current row, as a condition to select or filter on. */
export const teachesStudentSql = (accountId: number): SQL<boolean> =>
  sql<boolean>`teaches_student(${accountId}, ${students.status}, ${students.currSection}, ${students.currYear})`;

/**
 * "May this account see this student" (decisions §8, §18): a teacher's classes or a specialist's
 * caseload, the SQL function sees_student() (migration 0029) around teaches_student().
 */
export const seesStudentSql = (accountId: number): SQL<boolean> =>
  sql<boolean>`sees_student(${accountId}, ${students.id}, ${students.status}, ${students.currSection}, ${students.currYear})`;

const isTeacherAccount = (accountId: number) =>
  sql<boolean>`exists (select 1 from teachers t where t.user_account_id = ${accountId})`;

/** Whether the account has a teacher record. */
export async function hasTeacherRecord(db: Executor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ isTeacher: isTeacherAccount(accountId) })
    .from(sql`(select 1) as one`);
  return Boolean(row?.isTeacher);
}

/** The teacher record of an account and the classes it holds, in class order. */
export async function findTeacherWithClasses(db: Executor, accountId: number) {
  const [teacher] = await db
    .select()
    .from(teachers)
    .where(and(eq(teachers.userAccountId, accountId), inInstitute(teachers)))
    .limit(1);
  if (!teacher) return undefined;
  const rows = await db
    .select({ classId: classAssignments.classId })
    .from(classAssignments)
    .where(and(eq(classAssignments.teacherId, teacher.id), inInstitute(classAssignments)))
    .orderBy(asc(classAssignments.classId));
  return { teacher, classIds: rows.map((r) => r.classId) };
}

/** The student of a regNo with whether the account is a teacher and teaches them. */
export async function findStudentWithAccess(db: Executor, accountId: number, regNo: string) {
  const [row] = await db
    .select({
      student: getTableColumns(students),
      isTeacher: isTeacherAccount(accountId),
      mine: teachesStudentSql(accountId),
    })
    .from(students)
    .where(and(sql`lower(${students.regNo}) = lower(${regNo})`, inInstitute(students)))
    .limit(1);
  return row;
}

/**
 * The students the account teaches, in regNo order, with their class. The sections of the
 * teacher's classes narrow the scan; the rule decides.
 */
export async function findTaughtStudents(db: Executor, accountId: number, classIds: string[]) {
  const sections = [...new Set(classIds.map((c) => c.split('_')[0]!))];
  return db
    .select({
      id: students.id,
      regNo: students.regNo,
      name: students.name,
      classId: sql<string>`class_code(${students.currSection}, ${students.currYear})`,
    })
    .from(students)
    .where(
      and(
        inArray(students.currSection, sections),
        teachesStudentSql(accountId),
        inInstitute(students),
      ),
    )
    .orderBy(asc(students.regNo));
}

/** Whether the account teaches this student (a row already read). */
export async function teachesStudent(
  db: Executor,
  accountId: number,
  student: Pick<StudentRow, 'status' | 'currSection' | 'currYear'>,
): Promise<boolean> {
  const [row] = await db
    .select({
      mine: sql<boolean>`teaches_student(${accountId}, ${student.status}, ${student.currSection}, ${student.currYear})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.mine);
}

/**
 * What every history-permission read asks first: which student (and their regNo as stored, for
 * the audit entry), the version of their history (migration 0007), and whether the asking
 * teacher teaches them.
 */
export type StudentHead = { id: number; regNo: string; version: number; teaches: boolean };

const head = hotRead<StudentHead>(
  'student_head',
  `select s.id, s.reg_no as "regNo", s.history_version as version,
     coalesce(sees_student($2::int, s.id, s.status, s.curr_section, s.curr_year), false) as teaches
   from students s where lower(s.reg_no) = lower($1) and s.institute_id = $3 limit 1`,
);

/**
 * One indexed read; `teacherAccountId` is the signed-in teacher's or specialist's account id,
 * else null (`teaches`: the account may see the student, sees_student()).
 */
export async function findStudentHead(
  db: Db,
  regNo: string,
  teacherAccountId: number | null,
): Promise<StudentHead | undefined> {
  return (await head(db, [regNo, teacherAccountId, currentInstitute()]))[0];
}

export type RollStudent = {
  id: number;
  regNo: string;
  name: string;
  currSection: string;
  currYear: string;
  currTerm: string;
};

/**
 * The active students of one class, in regNo order (the daily register's roll, issue 31). With a
 * teacher's account id, only those the rule says the teacher teaches.
 */
export async function findClassRoll(
  db: Executor,
  classId: string,
  teacherAccountId: number | null,
): Promise<RollStudent[]> {
  const cut = classId.lastIndexOf('_');
  const section = classId.slice(0, cut);
  const year = classId.slice(cut + 1);
  return db
    .select({
      id: students.id,
      regNo: students.regNo,
      name: students.name,
      currSection: students.currSection,
      currYear: students.currYear,
      currTerm: students.currTerm,
    })
    .from(students)
    .where(
      and(
        eq(students.currSection, section),
        eq(students.currYear, year),
        eq(students.status, 'active'),
        teacherAccountId === null ? undefined : teachesStudentSql(teacherAccountId),
        inInstitute(students),
      ),
    )
    .orderBy(asc(students.regNo));
}

/** The specialist record of an account: its kind and whether it may read the clinical intake. */
export async function findSpecialist(db: Executor, accountId: number) {
  const [row] = await db
    .select({ kind: specialists.kind, clinicalAccess: specialists.clinicalAccess })
    .from(specialists)
    .where(and(eq(specialists.userAccountId, accountId), inInstitute(specialists)))
    .limit(1);
  return row;
}

export type SeenStudent = RollStudent & { status: string; sees: boolean };

/** The students of these regNos (any case) with whether the account may see each. */
export async function findStudentsSeenBy(
  db: Executor,
  accountId: number,
  regNos: string[],
): Promise<SeenStudent[]> {
  if (regNos.length === 0) return [];
  return db
    .select({
      id: students.id,
      regNo: students.regNo,
      name: students.name,
      currSection: students.currSection,
      currYear: students.currYear,
      currTerm: students.currTerm,
      status: students.status,
      sees: seesStudentSql(accountId),
    })
    .from(students)
    .where(
      and(
        inArray(
          sql`lower(${students.regNo})`,
          regNos.map((r) => r.toLowerCase()),
        ),
        inInstitute(students),
      ),
    );
}

/** The active students the account may see (a specialist's caseload), in regNo order. */
export async function findSeenStudents(db: Executor, accountId: number) {
  return db
    .select({
      id: students.id,
      regNo: students.regNo,
      name: students.name,
      classId: sql<string>`class_code(${students.currSection}, ${students.currYear})`,
    })
    .from(students)
    .where(and(eq(students.status, 'active'), seesStudentSql(accountId), inInstitute(students)))
    .orderBy(asc(students.regNo));
}
