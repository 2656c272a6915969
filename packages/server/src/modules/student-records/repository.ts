import type { StudentStatusFilter } from '@pragati/domain';
import { eq, sql, and } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { listVersions, studentConsents, studentDetails, students } from '../../db/schema/index.js';

export type StudentRow = typeof students.$inferSelect;
export type StudentDetailsRow = typeof studentDetails.$inferSelect;
export type StudentConsentRow = typeof studentConsents.$inferSelect;

const byRegNo = (regNo: string) => sql`lower(${students.regNo}) = lower(${regNo})`;

export async function findStudentByRegNo(
  db: Executor,
  regNo: string,
): Promise<StudentRow | undefined> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(byRegNo(regNo), inInstitute(students)))
    .limit(1);
  return row;
}

/**
 * The student, locked until the transaction ends (the status changes read, decide and write
 * under it, so two admins' clicks cannot both pass the same check).
 */
export async function lockStudentByRegNo(
  tx: Executor,
  regNo: string,
): Promise<StudentRow | undefined> {
  const [row] = await tx
    .select()
    .from(students)
    .where(and(byRegNo(regNo), inInstitute(students)))
    .limit(1)
    .for('update');
  return row;
}

/** A student who left is active again: the withdrawal's date and reason are cleared. */
export async function reactivateStudent(tx: Executor, id: number): Promise<void> {
  await tx
    .update(students)
    .set({ status: 'active', leftOn: null, leftReason: null, updatedAt: sql`now()` })
    .where(and(eq(students.id, id), inInstitute(students)));
}

export async function insertStudent(
  db: Executor,
  values: typeof students.$inferInsert,
): Promise<StudentRow> {
  const [row] = await db.insert(students).values(values).returning();
  if (!row) throw new Error('insert into students returned nothing');
  return row;
}

export async function insertStudentDetails(
  db: Executor,
  values: typeof studentDetails.$inferInsert,
): Promise<void> {
  await db.insert(studentDetails).values(values);
}

/** A student with the intake and the guardian's consent (null while pending), or undefined. */
export async function findStudentWithDetails(
  db: Executor,
  regNo: string,
): Promise<
  { student: StudentRow; details: StudentDetailsRow; consent: StudentConsentRow | null } | undefined
> {
  const [row] = await db
    .select({ student: students, details: studentDetails, consent: studentConsents })
    .from(students)
    .innerJoin(studentDetails, eq(studentDetails.studentId, students.id))
    .leftJoin(studentConsents, eq(studentConsents.studentId, students.id))
    .where(and(byRegNo(regNo), inInstitute(students)))
    .limit(1);
  return row;
}

export async function updateStudent(
  db: Executor,
  id: number,
  values: Pick<StudentRow, 'name' | 'sex' | 'regDate' | 'dob'>,
): Promise<void> {
  await db
    .update(students)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(students.id, id), inInstitute(students)));
}

export async function updateStudentDetails(
  db: Executor,
  studentId: number,
  values: Partial<Omit<StudentDetailsRow, 'studentId' | 'createdAt' | 'updatedAt'>>,
): Promise<void> {
  await db
    .update(studentDetails)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(studentDetails.studentId, studentId), inInstitute(studentDetails)));
}

const LIST_NAME = 'students';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The students list's change counter (migration 0006), one indexed row: cheap to read. */
export async function studentListVersion(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`select ${listVersions.version} as version from ${listVersions}
      where ${listVersions.name} = ${LIST_NAME} and ${inInstitute(listVersions)}`,
  );
  return Number(rowsOf<{ version: string | number }>(result)[0]?.version ?? -1);
}

/**
 * The whole list as the JSON the list calls answer, `{"data":[…]}`, built by the database, with
 * the counter it belongs to (one statement, one snapshot). Building it in SQL saves a parse and a
 * serialisation of every field in JavaScript.
 */
export async function studentListSnapshot(
  db: Executor,
  status: StudentStatusFilter,
): Promise<{ version: number; body: string }> {
  const which = status === 'all' ? sql`true` : sql`${students.status} = ${status}`;
  const result = await db.execute(sql`
    select
      (select ${listVersions.version} from ${listVersions}
        where ${listVersions.name} = ${LIST_NAME} and ${inInstitute(listVersions)}) as version,
      (select json_build_object('data', coalesce(json_agg(json_build_object(
        '_id', ${students.id}::text,
        'regNo', ${students.regNo},
        'name', ${students.name},
        'currYear', ${students.currYear},
        'currTerm', ${students.currTerm},
        'classId', class_code(${students.currSection}, ${students.currYear}),
        'status', ${students.status},
        'consent', case when exists (select 1 from ${studentConsents} c where c.student_id = ${students.id})
          then 'recorded' else 'pending' end
      ) order by lower(${students.regNo})), '[]'::json))::text from ${students} where ${which} and ${inInstitute(students)}) as body`);
  const row = rowsOf<{ version: string | number | null; body: string }>(result)[0];
  return { version: Number(row?.version ?? -1), body: row?.body ?? '{"data":[]}' };
}
