/**
 * Seeds the easy-read journey (issue 16 part 5): its student with a login account, the Entry term
 * report made as the server makes it, then given the journey's own items and answers and marked
 * evaluated (all five areas), and Term I begun.
 */
import { CATEGORIES } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import { students, termReports } from '../../packages/server/src/db/schema/index.js';
import { createTermReport } from '../../packages/server/src/modules/term-records/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { createAccount } from '../../packages/server/src/modules/users/service.js';
import { EASY_READ } from './easy-read-users.js';

export async function seedEasyRead(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
  const s = EASY_READ.student;
  const [student] = await db
    .insert(students)
    .values({
      regNo: s.regNo,
      name: s.name,
      sex: s.sex,
      regDate: '2023-06-12',
      dob: '2016-04-21',
      currSection: s.section,
      currYear: s.year,
      currTerm: 'I',
    })
    .returning();
  await createAccount(db, {
    userId: s.regNo,
    role: 'student',
    password: s.password,
    mustChangePassword: false,
    actor: { userId: 'e2e-seed', role: 'system' },
  });
  const entry = await createTermReport(db, {
    studentId: student!.id,
    section: s.section,
    year: s.year,
    term: 'Entry',
  });
  const items = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      EASY_READ.answers[c].map(([question, answer, questionHi]: readonly string[]) => ({
        itemId: null,
        question,
        ...(questionHi ? { questionHi } : {}),
        answer,
      })),
    ]),
  );
  await db
    .update(termReports)
    .set({
      items: items as never,
      bankVersions: {},
      evaluated: Object.fromEntries(CATEGORIES.map((c) => [c, true])) as never,
      personalPercent: 66.67,
      socialPercent: 50,
      academicPercent: 50,
      occupationalPercent: 0,
      recreationalMode: 'A',
    })
    .where(eq(termReports.id, entry.id));
  await createTermReport(db, {
    studentId: student!.id,
    section: s.section,
    year: s.year,
    term: 'I',
  });
}
