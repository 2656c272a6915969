/**
 * Seeds the goal-probes journey (issue 31 part 4): its student in Primary-I-3, Term Entry and
 * Term I created from the bank, one open goal set in Entry (ten days ago, so probes of this week
 * are within its term) on the first personal item, and the student present on a day of this
 * month's register (the guardian's easy-read home shows it).
 */
import { instituteDate } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import {
  attendanceMarks,
  attendanceRegisters,
  programmeGoals,
  students,
  termReports,
} from '../../packages/server/src/db/schema/index.js';
import { updateStudentPlacement } from '../../packages/server/src/modules/term-records/repository.js';
import { createTermReport } from '../../packages/server/src/modules/term-records/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { ensureClassTeacher } from './class-teacher.js';
import { PROBES } from './probes-users.js';
import { registerSeedStudent } from './register-seed-student.js';
import { recordSeedConsent } from './seed-consent.js';

export async function seedProbes(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
  await ensureClassTeacher(db, 'seed-probes');
  const s = PROBES.student;
  await registerSeedStudent(db, {
    regNo: s.regNo,
    name: s.name,
    sex: 'female',
    regDate: '2022-06-15',
    dob: '2012-03-19',
    aadhaar: s.aadhaar,
    password: s.password,
    section: s.section,
    informant: 'Mother',
    refBy: 'School',
  });
  const [student] = await db.select().from(students).where(eq(students.regNo, s.regNo));
  if (!student) throw new Error('seed-probes: the student was not registered');
  await recordSeedConsent(db, s.regNo);
  await db.delete(termReports).where(eq(termReports.studentId, student.id));
  const at = { studentId: student.id, section: s.section, year: s.year };
  await createTermReport(db, { ...at, term: 'Entry' });
  await createTermReport(db, { ...at, term: 'I' });
  await updateStudentPlacement(db, student.id, {
    currSection: s.section,
    currYear: s.year,
    currTerm: 'I',
  });
  const [entry] = await db.select().from(termReports).where(eq(termReports.studentId, student.id));
  const item = (entry!.items as Record<string, { itemId: number | null; question: string }[]>)
    .personal![0]!;
  await db.insert(programmeGoals).values({
    studentId: student.id,
    section: s.section,
    year: s.year,
    term: 'Entry',
    category: 'personal',
    itemId: item.itemId ?? 1,
    question: item.question,
    target: 'Yes',
    createdBy: PROBES.teacher.userId,
    createdAt: new Date(Date.now() - 10 * 86_400_000),
  });
  // A day of this month's register: the 1st. Not today's, which the attendance journey saves
  // (on the 1st itself the month has no other day yet, and the home says so).
  const today = instituteDate(new Date());
  const day = `${today.slice(0, 7)}-01`;
  if (day === today) return;
  const [register] = await db
    .insert(attendanceRegisters)
    .values({ classId: 'primary1_3', date: day, savedBy: PROBES.teacher.userId })
    .returning();
  await db.insert(attendanceMarks).values({
    registerId: register!.id,
    studentId: student.id,
    date: day,
    section: s.section,
    year: s.year,
    term: 'I',
    present: true,
  });
}
