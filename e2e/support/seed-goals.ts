/**
 * Seeds the programme-goals journey (issue 17): a teacher holding primary1_3 and a student in it
 * with the Entry term report created from the current bank, as registration does.
 */
import type { Db } from '../../packages/server/src/db/client.js';
import { students } from '../../packages/server/src/db/schema/index.js';
import { createTermReport } from '../../packages/server/src/modules/progress/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { ensureClassTeacher } from './class-teacher.js';
import { GOALS } from './goals-users.js';

export async function seedGoals(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
  await ensureClassTeacher(db, 'seed-goals');
  const s = GOALS.student;
  const [student] = await db
    .insert(students)
    .values({
      regNo: s.regNo,
      name: s.name,
      sex: 'male',
      regDate: '2022-06-15',
      dob: '2012-08-09',
      currSection: s.section,
      currYear: s.year,
      currTerm: 'Entry',
    })
    .returning();
  await createTermReport(db, {
    studentId: student!.id,
    section: s.section,
    year: s.year,
    term: 'Entry',
  });
}
