import type { ClassCode, PendingTeacher, Teacher, TeacherFields } from '@pragati/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { classAssignments, pendingTeachers, teachers, users } from '../../db/schema/index.js';

export type TeacherRow = typeof teachers.$inferSelect;
export type PendingRow = typeof pendingTeachers.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from clients; anything that is not a uuid cannot name a row (and must not reach SQL). */
export const isRecordId = (value: string) => UUID_PATTERN.test(value);

const classList = sql<string[]>`coalesce(
  (select array_agg(${classAssignments.classId} order by ${classAssignments.classId})
     from ${classAssignments} where ${classAssignments.teacherId} = ${teachers.id}),
  '{}'::text[])`;

const teacherColumns = {
  id: teachers.id,
  userAccountId: teachers.userAccountId,
  teacherId: teachers.teacherId,
  name: teachers.name,
  email: teachers.email,
  mobile: teachers.mobile,
  classIds: classList,
};
type TeacherWithClasses = Pick<
  TeacherRow,
  'id' | 'userAccountId' | 'teacherId' | 'name' | 'email' | 'mobile'
> & { classIds: string[] };

export function toTeacher(row: TeacherWithClasses): Teacher {
  return {
    _id: row.id,
    teacherId: row.teacherId,
    teacherName: row.name,
    email: row.email,
    teacherMNo: row.mobile,
    classId: row.classIds,
  };
}

export function toPendingTeacher(row: PendingRow): PendingTeacher {
  return {
    _id: row.id,
    teacherId: row.teacherId,
    teacherName: row.name,
    email: row.email,
    teacherMNo: row.mobile,
    classId: row.classIds,
    msg: row.msg,
  };
}

const byTeacherId = (teacherId: string) => sql`lower(${teachers.teacherId}) = lower(${teacherId})`;

export async function listTeachers(db: Executor): Promise<TeacherWithClasses[]> {
  const rows = await db.select(teacherColumns).from(teachers).where(inInstitute(teachers));
  // TeacherIds are often numbered (T2, T10): natural order reads best.
  return rows.sort((a, b) =>
    a.teacherId.localeCompare(b.teacherId, 'en', { numeric: true, sensitivity: 'base' }),
  );
}

export async function findTeacher(
  db: Executor,
  id: string,
): Promise<TeacherWithClasses | undefined> {
  if (!isRecordId(id)) return undefined;
  const [row] = await db
    .select(teacherColumns)
    .from(teachers)
    .where(and(eq(teachers.id, id), inInstitute(teachers)));
  return row;
}

export async function findTeacherByTeacherId(db: Executor, teacherId: string) {
  const [row] = await db
    .select(teacherColumns)
    .from(teachers)
    .where(and(byTeacherId(teacherId), inInstitute(teachers)));
  return row;
}

/** The teacher (teacherId) using this email, other than `exceptId`. */
export async function findEmailOwner(db: Executor, email: string, exceptId?: string) {
  const [row] = await db
    .select({ teacherId: teachers.teacherId })
    .from(teachers)
    .where(
      and(
        sql`lower(${teachers.email}) = lower(${email})`,
        exceptId ? sql`${teachers.id} <> ${exceptId}` : undefined,
        inInstitute(teachers),
      ),
    );
  return row?.teacherId;
}

/** Holders of these classes: class code → teacherId. */
export async function findClassHolders(
  db: Executor,
  classIds: readonly string[],
): Promise<Map<string, { id: string; teacherId: string }>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({
      classId: classAssignments.classId,
      id: teachers.id,
      teacherId: teachers.teacherId,
    })
    .from(classAssignments)
    .innerJoin(teachers, eq(teachers.id, classAssignments.teacherId))
    .where(and(inArray(classAssignments.classId, [...classIds]), inInstitute(classAssignments)));
  return new Map(rows.map((r) => [r.classId, { id: r.id, teacherId: r.teacherId }]));
}

export async function findClassTeacherName(db: Executor, classId: ClassCode) {
  const [row] = await db
    .select({ name: teachers.name })
    .from(classAssignments)
    .innerJoin(teachers, eq(teachers.id, classAssignments.teacherId))
    .where(and(eq(classAssignments.classId, classId), inInstitute(classAssignments)));
  return row?.name;
}

export async function updateTeacherFields(db: Executor, id: string, fields: TeacherFields) {
  await db
    .update(teachers)
    .set({
      name: fields.teacherName,
      email: fields.email,
      mobile: fields.teacherMNo,
      updatedAt: sql`now()`,
    })
    .where(and(eq(teachers.id, id), inInstitute(teachers)));
}

/**
 * Makes `classIds` exactly the teacher's classes. Classes held by someone else are not taken:
 * they are returned, and the caller rolls the transaction back.
 */
export async function setTeacherClasses(
  db: Executor,
  teacherUuid: string,
  classIds: readonly ClassCode[],
): Promise<string[]> {
  await db
    .delete(classAssignments)
    .where(
      and(
        classIds.length
          ? and(
              eq(classAssignments.teacherId, teacherUuid),
              notInArray(classAssignments.classId, [...classIds]),
            )
          : eq(classAssignments.teacherId, teacherUuid),
        inInstitute(classAssignments),
      ),
    );
  if (classIds.length === 0) return [];
  const taken = await db
    .insert(classAssignments)
    .values(classIds.map((classId) => ({ classId, teacherId: teacherUuid })))
    .onConflictDoNothing()
    .returning({ classId: classAssignments.classId });
  const held = new Set(taken.map((r) => r.classId));
  const mine = await db
    .select({ classId: classAssignments.classId })
    .from(classAssignments)
    .where(and(eq(classAssignments.teacherId, teacherUuid), inInstitute(classAssignments)));
  for (const row of mine) held.add(row.classId);
  return classIds.filter((code) => !held.has(code));
}

export async function deleteTeacherAccount(db: Executor, userAccountId: number) {
  // The teacher row and the class assignments follow the account (on delete cascade).
  await db.delete(users).where(and(eq(users.id, userAccountId), inInstitute(users)));
}

export async function listPendingTeachers(db: Executor): Promise<PendingRow[]> {
  const rows = await db.select().from(pendingTeachers).where(inInstitute(pendingTeachers));
  // Oldest upload first; the rows of one upload (saved together) in TeacherId order.
  return rows.sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.teacherId.localeCompare(b.teacherId, 'en', { numeric: true, sensitivity: 'base' }),
  );
}

export async function findPendingTeacher(db: Executor, id: string) {
  if (!isRecordId(id)) return undefined;
  const [row] = await db
    .select()
    .from(pendingTeachers)
    .where(and(eq(pendingTeachers.id, id), inInstitute(pendingTeachers)));
  return row;
}

export type PendingValues = {
  uploadKey: string;
  fields: TeacherFields;
  msg: string;
};

const pendingColumns = (values: PendingValues) => ({
  uploadKey: values.uploadKey,
  teacherId: values.fields.teacherId,
  name: values.fields.teacherName,
  email: values.fields.email,
  mobile: values.fields.teacherMNo,
  classIds: values.fields.classId,
  msg: values.msg,
});

/** Saves rows that could not be registered; a row already pending is updated in place. */
export async function upsertPendingTeachers(db: Executor, rows: readonly PendingValues[]) {
  const CHUNK = 250;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(pendingTeachers)
      .values(rows.slice(start, start + CHUNK).map(pendingColumns))
      .onConflictDoUpdate({
        target: [pendingTeachers.uploadKey, pendingTeachers.instituteId],
        set: {
          teacherId: sql`excluded.teacher_id`,
          name: sql`excluded.name`,
          email: sql`excluded.email`,
          mobile: sql`excluded.mobile`,
          classIds: sql`excluded.class_ids`,
          msg: sql`excluded.msg`,
          updatedAt: sql`now()`,
        },
      });
  }
}

export async function updatePendingTeacher(db: Executor, id: string, values: PendingValues) {
  await db
    .update(pendingTeachers)
    .set({ ...pendingColumns(values), updatedAt: sql`now()` })
    .where(and(eq(pendingTeachers.id, id), inInstitute(pendingTeachers)));
}

export async function deletePendingTeacher(db: Executor, id: string) {
  await db
    .delete(pendingTeachers)
    .where(and(eq(pendingTeachers.id, id), inInstitute(pendingTeachers)));
}

/** Upload keys of other pending rows that carry this TeacherId. */
export async function otherPendingWithTeacherId(db: Executor, teacherId: string, exceptId: string) {
  const rows = await db
    .select({ id: pendingTeachers.id })
    .from(pendingTeachers)
    .where(
      and(
        sql`lower(${pendingTeachers.teacherId}) = lower(${teacherId})`,
        sql`${pendingTeachers.id} <> ${exceptId}`,
        inInstitute(pendingTeachers),
      ),
    );
  return rows.length;
}

export async function pendingKeyExists(db: Executor, uploadKey: string, exceptId: string) {
  const rows = await db
    .select({ id: pendingTeachers.id })
    .from(pendingTeachers)
    .where(
      and(
        eq(pendingTeachers.uploadKey, uploadKey),
        sql`${pendingTeachers.id} <> ${exceptId}`,
        inInstitute(pendingTeachers),
      ),
    );
  return rows.length > 0;
}
