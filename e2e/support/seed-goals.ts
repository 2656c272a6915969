/**
 * Seeds the programme-goals journey (issue 17): a teacher holding primary1_3 and a student in it
 * with the Entry term report created from the current bank. The student is registered through the
 * server's own service, so they can sign in and their home shows (part 4), then placed in Year 3
 * as a student admitted before the app would have been (registration places in Year 1 only).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import { students, termReports } from '../../packages/server/src/db/schema/index.js';
import { updateStudentPlacement } from '../../packages/server/src/modules/term-records/repository.js';
import { createTermReport } from '../../packages/server/src/modules/term-records/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { ensureClassTeacher } from './class-teacher.js';
import { registerSeedStudent } from './register-seed-student.js';
import { recordSeedConsent } from './seed-consent.js';
import { GOALS } from './goals-users.js';

export async function seedGoals(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
  await ensureClassTeacher(db, 'seed-goals');
  const s = GOALS.student;
  await registerSeedStudent(db, {
    regNo: s.regNo,
    name: s.name,
    sex: 'male',
    regDate: '2022-06-15',
    dob: '2012-08-09',
    aadhaar: s.aadhaar,
    password: s.password,
    section: s.section,
    informant: 'Father',
    refBy: 'School',
  });
  const [student] = await db.select().from(students).where(eq(students.regNo, s.regNo));
  if (!student) throw new Error('seed-goals: the student was not registered');
  // The journey prints the full record, which a consent-pending student's history holds back.
  await recordSeedConsent(db, s.regNo);
  await db.delete(termReports).where(eq(termReports.studentId, student.id));
  await updateStudentPlacement(db, student.id, {
    currSection: s.section,
    currYear: s.year,
    currTerm: 'Entry',
  });
  await createTermReport(db, {
    studentId: student.id,
    section: s.section,
    year: s.year,
    term: 'Entry',
  });
}
