/**
 * Seeds the programme-goals journey (issue 17): a teacher holding primary1_3 and a student in it
 * with the Entry term report created from the current bank, as registration does.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import { classAssignments, students, teachers } from '../../packages/server/src/db/schema/index.js';
import { createTermReport } from '../../packages/server/src/modules/progress/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { findUserByLoginId } from '../../packages/server/src/modules/users/repository.js';
import { createAccount } from '../../packages/server/src/modules/users/service.js';
import { GOALS } from './goals-users.js';

export async function seedGoals(db: Db): Promise<void> {
  await loadSampleBankIfEmpty(db);
  const t = GOALS.teacher;
  await createAccount(db, {
    userId: t.userId,
    role: t.role,
    password: t.password,
    mustChangePassword: t.mustChangePassword,
    actor: { userId: 'e2e-seed', role: 'system' },
  });
  const account = await findUserByLoginId(db, t.userId);
  if (!account) throw new Error(`seed-goals: account ${t.userId} was not created`);
  const [teacher] = await db
    .insert(teachers)
    .values({
      userAccountId: account.id,
      teacherId: t.userId,
      name: t.name,
      email: `${t.userId}@pragati.example`,
      mobile: '9876500031',
    })
    .returning();
  await db
    .insert(classAssignments)
    .values({ classId: t.classId, teacherId: teacher!.id })
    .onConflictDoNothing();
  const held = await db
    .select({ classId: classAssignments.classId })
    .from(classAssignments)
    .where(
      and(eq(classAssignments.teacherId, teacher!.id), eq(classAssignments.classId, t.classId)),
    );
  if (held.length !== 1) {
    throw new Error(`seed-goals: class ${t.classId} is reserved for the goals journey.`);
  }
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
