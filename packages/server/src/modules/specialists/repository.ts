/**
 * The specialists' rows (issue 31 part 2): the institute's kinds, each specialist's record and
 * caseload. Who a specialist may see is the access module's sees_student(), never spelled here.
 */
import { DEFAULT_SPECIALIST_KINDS, type SpecialistKind } from '@pragati/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currentInstitute, inInstitute } from '../../db/institute-scope.js';
import {
  caseloadClasses,
  caseloadStudents,
  specialistKinds,
  specialists,
  students,
  users,
} from '../../db/schema/index.js';

/** The institute's kinds, its defaults written on first use (kinds are data, decisions §18). */
export async function ensureKinds(db: Executor): Promise<SpecialistKind[]> {
  const read = () =>
    db
      .select({
        code: specialistKinds.code,
        nameEn: specialistKinds.nameEn,
        nameHi: specialistKinds.nameHi,
      })
      .from(specialistKinds)
      .where(inInstitute(specialistKinds.instituteId))
      .orderBy(asc(specialistKinds.position), asc(specialistKinds.code));
  const kinds = await read();
  if (kinds.length > 0) return kinds;
  await db
    .insert(specialistKinds)
    .values(DEFAULT_SPECIALIST_KINDS.map((k, i) => ({ ...k, position: i + 1 })))
    .onConflictDoNothing();
  return read();
}

export async function insertSpecialist(db: Executor, accountId: number, kind: string) {
  await db.insert(specialists).values({ userAccountId: accountId, kind });
}

/** A specialist by login id: the account and its record. */
export async function findSpecialistByLoginId(db: Executor, userId: string) {
  const [row] = await db
    .select({
      accountId: users.id,
      userId: users.userId,
      kind: specialists.kind,
      clinicalAccess: specialists.clinicalAccess,
    })
    .from(specialists)
    .innerJoin(users, eq(users.id, specialists.userAccountId))
    .where(
      and(sql`lower(${users.userId}) = lower(${userId})`, inInstitute(specialists.instituteId)),
    )
    .limit(1);
  return row;
}

/** The students and classes assigned to a specialist, as assigned. */
export async function findAssignments(db: Executor, accountId: number) {
  const [regNos, classIds] = await Promise.all([
    db
      .select({ regNo: students.regNo })
      .from(caseloadStudents)
      .innerJoin(students, eq(students.id, caseloadStudents.studentId))
      .where(
        and(
          eq(caseloadStudents.specialistAccountId, accountId),
          inInstitute(caseloadStudents.instituteId),
        ),
      )
      .orderBy(asc(students.regNo)),
    db
      .select({ classId: caseloadClasses.classId })
      .from(caseloadClasses)
      .where(
        and(
          eq(caseloadClasses.specialistAccountId, accountId),
          inInstitute(caseloadClasses.instituteId),
        ),
      )
      .orderBy(asc(caseloadClasses.classId)),
  ]);
  return { regNos: regNos.map((r) => r.regNo), classIds: classIds.map((c) => c.classId) };
}

/** The students of these regNos (any case), with their status. */
export async function findStudentsByRegNo(db: Executor, regNos: string[]) {
  if (regNos.length === 0) return [];
  return db
    .select({ id: students.id, regNo: students.regNo, status: students.status })
    .from(students)
    .where(
      and(
        inArray(
          sql`lower(${students.regNo})`,
          regNos.map((r) => r.toLowerCase()),
        ),
        inInstitute(students.instituteId),
      ),
    );
}

/** Replaces a specialist's caseload and clinical access, in the caller's transaction. */
export async function replaceCaseload(
  db: Executor,
  accountId: number,
  studentIds: number[],
  classIds: string[],
  clinicalAccess: boolean,
) {
  await db
    .delete(caseloadStudents)
    .where(
      and(
        eq(caseloadStudents.specialistAccountId, accountId),
        inInstitute(caseloadStudents.instituteId),
      ),
    );
  await db
    .delete(caseloadClasses)
    .where(
      and(
        eq(caseloadClasses.specialistAccountId, accountId),
        inInstitute(caseloadClasses.instituteId),
      ),
    );
  if (studentIds.length > 0) {
    await db
      .insert(caseloadStudents)
      .values(studentIds.map((studentId) => ({ specialistAccountId: accountId, studentId })));
  }
  if (classIds.length > 0) {
    await db
      .insert(caseloadClasses)
      .values(classIds.map((classId) => ({ specialistAccountId: accountId, classId })));
  }
  await db
    .update(specialists)
    .set({ clinicalAccess, updatedAt: sql`now()` })
    .where(and(eq(specialists.userAccountId, accountId), inInstitute(specialists.instituteId)));
}

/** Every specialist with the number of students and classes assigned, by login id. */
export async function listSpecialists(db: Executor) {
  return db
    .select({
      userId: users.userId,
      kind: specialists.kind,
      clinicalAccess: specialists.clinicalAccess,
      students: sql<number>`(select count(*)::int from caseload_students c where c.specialist_account_id = ${specialists.userAccountId} and c.institute_id = ${currentInstitute()})`,
      classes: sql<number>`(select count(*)::int from caseload_classes c where c.specialist_account_id = ${specialists.userAccountId} and c.institute_id = ${currentInstitute()})`,
    })
    .from(specialists)
    .innerJoin(users, eq(users.id, specialists.userAccountId))
    .where(and(eq(users.role, 'specialist'), inInstitute(specialists.instituteId)))
    .orderBy(asc(users.userId));
}

/** A student's profile fields a specialist sees (no intake beyond these). */
export async function findProfile(db: Executor, studentId: number) {
  const [row] = await db
    .select({
      regNo: students.regNo,
      name: students.name,
      classId: sql<string>`class_code(${students.currSection}, ${students.currYear})`,
      gender: students.sex,
      dateOfBirth: students.dob,
    })
    .from(students)
    .where(and(eq(students.id, studentId), inInstitute(students.instituteId)))
    .limit(1);
  return row;
}

export type SpecialistOf = {
  specialist: string;
  kind: string;
  through: 'student' | 'class';
  classId: string | null;
};

/**
 * The specialists a student is assigned to (the data download, issue 31 part 2): every row that
 * names the student, and the specialists sees_student() gives them through a class; the rule is
 * asked, never spelled again here.
 */
export async function findSpecialistsOf(db: Executor, studentId: number) {
  const result = await db.execute(sql`
    select u.user_id as specialist, sp.kind,
      case when direct.one is null then 'class' else 'student' end as through,
      case when direct.one is null then class_code(s.curr_section, s.curr_year) end as "classId"
    from specialists sp
    join users u on u.id = sp.user_account_id
    join students s on s.id = ${studentId}
    left join lateral (select 1 as one from caseload_students cs
      where cs.specialist_account_id = sp.user_account_id and cs.student_id = s.id) direct on true
    where direct.one is not null
      or sees_student(sp.user_account_id, s.id, s.status, s.curr_section, s.curr_year)
    order by u.user_id`);
  return (result as unknown as { rows: SpecialistOf[] }).rows;
}
