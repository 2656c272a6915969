import type { AttendanceReason, Holiday } from '@pragati/domain';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { attendanceMarks, attendanceRegisters, holidays, students } from '../../db/schema/index.js';

/** The daily register's SQL (issue 31 part 1): registers, their marks and the holidays. */

export type RegisterRow = typeof attendanceRegisters.$inferSelect;
export type MarkInsert = {
  studentId: number;
  section: string;
  year: string;
  term: string;
  present: boolean;
  reason: AttendanceReason | null;
};

export async function findHoliday(db: Executor, date: string): Promise<Holiday | undefined> {
  const [row] = await db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(eq(holidays.date, date), inInstitute(holidays.instituteId)));
  return row;
}

export async function holidaysBetween(db: Executor, from: string, to: string): Promise<Holiday[]> {
  return db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(between(holidays.date, from, to), inInstitute(holidays.instituteId)))
    .orderBy(asc(holidays.date));
}

/** The class's register of a day; `lock` holds it for a correction in this transaction. */
export async function findRegister(
  db: Executor,
  classId: string,
  date: string,
  lock = false,
): Promise<RegisterRow | undefined> {
  const query = db
    .select()
    .from(attendanceRegisters)
    .where(
      and(
        eq(attendanceRegisters.classId, classId),
        eq(attendanceRegisters.date, date),
        inInstitute(attendanceRegisters.instituteId),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function registerMarks(db: Executor, registerId: number) {
  return db
    .select({
      studentId: attendanceMarks.studentId,
      regNo: students.regNo,
      present: attendanceMarks.present,
      reason: attendanceMarks.reason,
    })
    .from(attendanceMarks)
    .innerJoin(students, eq(students.id, attendanceMarks.studentId))
    .where(
      and(eq(attendanceMarks.registerId, registerId), inInstitute(attendanceMarks.instituteId)),
    );
}

/** A first register of the day; undefined when another save made it meanwhile. */
export async function insertRegister(
  db: Executor,
  classId: string,
  date: string,
  savedBy: string,
): Promise<RegisterRow | undefined> {
  const [row] = await db
    .insert(attendanceRegisters)
    .values({ classId, date, savedBy })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function bumpRegister(db: Executor, id: number, savedBy: string) {
  const [row] = await db
    .update(attendanceRegisters)
    .set({ version: sql`${attendanceRegisters.version} + 1`, savedBy, updatedAt: sql`now()` })
    .where(and(eq(attendanceRegisters.id, id), inInstitute(attendanceRegisters.instituteId)))
    .returning();
  return row!;
}

/** The register's marks replaced by the roll's, in one statement each. */
export async function replaceMarks(
  db: Executor,
  register: Pick<RegisterRow, 'id' | 'date'>,
  marks: readonly MarkInsert[],
) {
  await db
    .delete(attendanceMarks)
    .where(
      and(eq(attendanceMarks.registerId, register.id), inInstitute(attendanceMarks.instituteId)),
    );
  if (marks.length === 0) return;
  await db
    .insert(attendanceMarks)
    .values(marks.map((m) => ({ ...m, registerId: register.id, date: register.date })));
}

/** One student's marks in a date range, in date order. */
export async function studentMarks(db: Executor, studentId: number, from: string, to: string) {
  return db
    .select({
      date: attendanceMarks.date,
      present: attendanceMarks.present,
      reason: attendanceMarks.reason,
    })
    .from(attendanceMarks)
    .where(
      and(
        eq(attendanceMarks.studentId, studentId),
        between(attendanceMarks.date, from, to),
        inInstitute(attendanceMarks.instituteId),
      ),
    )
    .orderBy(asc(attendanceMarks.date));
}

/** One student's marks for the per-term figures: placement and present only, in date order. */
export async function studentTermMarks(db: Executor, studentId: number) {
  return db
    .select({
      section: attendanceMarks.section,
      year: attendanceMarks.year,
      term: attendanceMarks.term,
      present: attendanceMarks.present,
    })
    .from(attendanceMarks)
    .where(and(eq(attendanceMarks.studentId, studentId), inInstitute(attendanceMarks.instituteId)))
    .orderBy(asc(attendanceMarks.date));
}

/** The marks of a class's registers in a date range, with each student's regNo and name. */
export async function classMarks(db: Executor, classId: string, from: string, to: string) {
  return db
    .select({
      regNo: students.regNo,
      name: students.name,
      date: attendanceMarks.date,
      present: attendanceMarks.present,
    })
    .from(attendanceMarks)
    .innerJoin(attendanceRegisters, eq(attendanceRegisters.id, attendanceMarks.registerId))
    .innerJoin(students, eq(students.id, attendanceMarks.studentId))
    .where(
      and(
        eq(attendanceRegisters.classId, classId),
        between(attendanceRegisters.date, from, to),
        inInstitute(attendanceRegisters.instituteId),
      ),
    );
}

export async function upsertHoliday(db: Executor, holiday: Holiday, updatedBy: string) {
  await db
    .insert(holidays)
    .values({ ...holiday, updatedBy })
    .onConflictDoUpdate({
      target: [holidays.date, holidays.instituteId],
      set: { name: holiday.name, updatedBy, updatedAt: sql`now()` },
    });
}

export async function deleteHoliday(db: Executor, date: string): Promise<boolean> {
  const rows = await db
    .delete(holidays)
    .where(and(eq(holidays.date, date), inInstitute(holidays.instituteId)))
    .returning();
  return rows.length > 0;
}

/** Whether any class kept a register on a day. */
export async function anyRegisterOn(db: Executor, date: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attendanceRegisters.id })
    .from(attendanceRegisters)
    .where(and(eq(attendanceRegisters.date, date), inInstitute(attendanceRegisters.instituteId)))
    .limit(1);
  return Boolean(row);
}
