import { ERASED_ID_PREFIX, ERASED_NAME, yearStart } from '@pragati/domain';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import {
  attendanceMarks,
  programmeGoals,
  type ReportItem,
  studentConsents,
  studentDetails,
  students,
  termReports,
  users,
  yearReports,
} from '../../db/schema/index.js';
import type { StudentRow } from '../term-records/repository.js';
import { deleteCorrectionsOf } from '../corrections/repository.js';
import { DISABILITY_TABLES, deleteProfileOf } from '../disability-profile/repository.js';
import { eraseSessionsOf, SESSION_TABLES } from '../service-sessions/repository.js';

/**
 * Removes a former student's personal data in the caller's transaction: the intake and Aadhaar
 * (student_details), the guardian and consent record, the correction requests, the account and its sessions, free-text comments and the teachers' own added
 * questions; the student row keeps only an anonymous id, the sex, dates rounded to the year and
 * the placement, so the term and year figures still count in the class statistics.
 */
export async function eraseStudentRows(tx: Executor, student: StudentRow, anonymousId: string) {
  await tx
    .delete(studentDetails)
    .where(and(eq(studentDetails.studentId, student.id), inInstitute(studentDetails.instituteId)));
  // The guardian's name, relation, mobile and address (decisions §15).
  await tx
    .delete(studentConsents)
    .where(
      and(eq(studentConsents.studentId, student.id), inInstitute(studentConsents.instituteId)),
    );
  // The guardian's correction requests: proposed values (an Aadhaar number among them) and reasons.
  await deleteCorrectionsOf(tx, student.id);
  // The disability profile: conditions, certificate, UDID and aids are health data (decisions §17).
  await deleteProfileOf(tx, student.id);
  // Attendance stays for the class figures; why a day was missed (ill, therapy, family) is about
  // the child's health and home, so it goes (issue 31).
  await tx
    .update(attendanceMarks)
    .set({ reason: null })
    .where(
      and(eq(attendanceMarks.studentId, student.id), inInstitute(attendanceMarks.instituteId)),
    );
  // Service sessions stay for the figures; how the child did and the notes go (issue 31).
  await eraseSessionsOf(tx, student.id);
  await tx
    .delete(users)
    .where(
      and(
        eq(users.role, 'student'),
        sql`lower(${users.userId}) = lower(${student.regNo})`,
        inInstitute(users.instituteId),
      ),
    );
  // Goals stay for the figures; the teachers' notes and reasons are free text about the child.
  // Their probes (issue 31 part 4) stay too: a date, a level and the teacher's id, no free text.
  await tx
    .update(programmeGoals)
    .set({ notes: '', dropReason: null, updatedAt: sql`now()` })
    .where(and(eq(programmeGoals.studentId, student.id), inInstitute(programmeGoals.instituteId)));
  const terms = await tx
    .select({ id: termReports.id, items: termReports.items })
    .from(termReports)
    .where(and(eq(termReports.studentId, student.id), inInstitute(termReports.instituteId)));
  for (const term of terms) {
    const items = Object.fromEntries(
      Object.entries(term.items).map(([category, list]) => [
        category,
        (list as ReportItem[]).map((item) =>
          item.added ? { ...item, question: 'Added item (erased)' } : item,
        ),
      ]),
    ) as typeof term.items;
    await tx
      .update(termReports)
      .set({ items, comments: {}, updatedAt: sql`now()` })
      .where(and(eq(termReports.id, term.id), inInstitute(termReports.instituteId)));
  }
  await tx
    .update(yearReports)
    .set({ comments: {}, updatedAt: sql`now()` })
    .where(and(eq(yearReports.studentId, student.id), inInstitute(yearReports.instituteId)));
  await tx
    .update(students)
    .set({
      regNo: anonymousId,
      name: ERASED_NAME,
      dob: yearStart(student.dob),
      regDate: yearStart(student.regDate),
      leftReason: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(students.id, student.id), inInstitute(students.instituteId)));
}

/**
 * Rewrites the tables the erased values lived in (with their indexes and TOAST), so no page
 * keeps them in a dead row version: a plain DELETE or UPDATE leaves the old bytes in place until
 * the space is reused. student_import_pending may hold a row of the student's own import, fixed
 * and registered since. Outside any transaction; it locks each table for the moment it takes.
 * A table is one file for every institute, so each is rewritten whole.
 */
export async function compactErasedTables(db: Db) {
  for (const table of [
    'student_details',
    'student_consents',
    'correction_requests',
    ...DISABILITY_TABLES,
    'programme_goals',
    'attendance_marks',
    ...SESSION_TABLES,
    'users',
    'sessions',
    'term_reports',
    'year_reports',
    'student_import_pending',
    'students',
  ])
    await db.execute(sql.raw(`VACUUM FULL ${table}`));
}

/** Former students (left or completed, not yet erased) whose date is on or before `cutoff`. */
export async function findErasureDue(db: Executor, cutoff: string) {
  const lastTransfer = sql<string>`(select max(${yearReports.createdAt})::date::text from ${yearReports} where ${yearReports.studentId} = ${students.id})`;
  const rows = await db
    .select({
      regNo: students.regNo,
      name: students.name,
      status: students.status,
      leftOn: students.leftOn,
      lastTransfer,
    })
    .from(students)
    .where(
      and(
        inArray(students.status, ['left', 'completed']),
        inInstitute(students.instituteId),
        not(sql`${students.regNo} like ${`${ERASED_ID_PREFIX}%`}`),
      ),
    )
    .orderBy(students.regNo);
  return rows
    .map((r) => ({
      regNo: r.regNo,
      name: r.name,
      status: r.status as 'left' | 'completed',
      since: (r.status === 'left' ? r.leftOn : r.lastTransfer) ?? '',
    }))
    .filter((r) => r.since !== '' && r.since <= cutoff);
}
