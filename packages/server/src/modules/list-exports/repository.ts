import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { studentConsents } from '../../db/schema/index.js';
import { studentDetails, students } from '../../db/schema/students.js';
import { classAssignments, teachers } from '../../db/schema/teachers.js';

/** One student as the export needs it: the list fields plus a few intake fields, masked. */
export type StudentExportRow = {
  id: number;
  regNo: string;
  name: string;
  currSection: string;
  currYear: string;
  currTerm: string;
  status: 'active' | 'completed' | 'left';
  regDate: string;
  dob: string;
  sex: string;
  mobileNo: string | null;
  /** The last four digits only: the export never holds the full number (decisions §7). */
  aadhaarLast4: string | null;
  /** Whether the guardian's consent is recorded: without it the intake stays out (§15). */
  consented: boolean;
};

/** Every student (the filters and the order are the domain's list view, as on the screen). */
export async function studentExportRows(db: Executor): Promise<StudentExportRow[]> {
  return db
    .select({
      id: students.id,
      regNo: students.regNo,
      name: students.name,
      currSection: students.currSection,
      currYear: students.currYear,
      currTerm: students.currTerm,
      status: students.status,
      regDate: students.regDate,
      dob: students.dob,
      sex: students.sex,
      mobileNo: sql<string | null>`${studentDetails.info} ->> 'mobileNo'`,
      aadhaarLast4: studentDetails.aadhaarLast4,
      consented: sql<boolean>`${studentConsents.studentId} is not null`,
    })
    .from(students)
    .leftJoin(studentDetails, eq(studentDetails.studentId, students.id))
    .leftJoin(studentConsents, eq(studentConsents.studentId, students.id))
    .where(inInstitute(students));
}

/** The teacher's name of each class that has one. */
export async function classTeacherNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ classId: classAssignments.classId, name: teachers.name })
    .from(classAssignments)
    .innerJoin(teachers, eq(teachers.id, classAssignments.teacherId))
    .where(inInstitute(classAssignments));
  return new Map(rows.map((row) => [row.classId, row.name]));
}
