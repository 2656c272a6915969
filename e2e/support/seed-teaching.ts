/**
 * Seeds the teacher-assessment journey (issue 6) through the server's own modules: two teachers
 * holding consecutive classes (primary2_2, primary2_3) and a student in the first with the
 * Entry term report created from the current bank, as registration does.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import { classAssignments, students, teachers } from '../../packages/server/src/db/schema/index.js';
import { createTermReport } from '../../packages/server/src/modules/term-records/term-reports.js';
import { loadSampleBankIfEmpty } from '../../packages/server/src/modules/question-bank/sample-bank.js';
import { findUserByLoginId } from '../../packages/server/src/modules/users/repository.js';
import { createAccount } from '../../packages/server/src/modules/users/service.js';
import { TEACHING } from './teaching-users.js';

const SEED_ACTOR = { userId: 'e2e-seed', role: 'system' } as const;

export async function seedTeaching(db: Db): Promise<void> {
  // The server loads the sample bank at start too, but the Entry term report needs items now.
  await loadSampleBankIfEmpty(db);

  for (const [index, t] of [TEACHING.firstTeacher, TEACHING.nextTeacher].entries()) {
    await createAccount(db, {
      userId: t.userId,
      role: t.role,
      password: t.password,
      mustChangePassword: t.mustChangePassword,
      actor: SEED_ACTOR,
    });
    const account = await findUserByLoginId(db, t.userId);
    if (!account) throw new Error(`seed-teaching: account ${t.userId} was not created`);
    const [teacher] = await db
      .insert(teachers)
      .values({
        userAccountId: account.id,
        teacherId: t.userId,
        name: t.name,
        email: `${t.userId}@pragati.example`,
        mobile: `98765000${10 + index}`,
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
        and(
          eq(classAssignments.teacherId, teacher!.id),
          inArray(classAssignments.classId, [t.classId]),
        ),
      );
    if (held.length !== 1) {
      throw new Error(
        `seed-teaching: class ${t.classId} is reserved for the teacher-assessment journey; another seed assigned it first.`,
      );
    }
  }

  const s = TEACHING.student;
  const [student] = await db
    .insert(students)
    .values({
      regNo: s.regNo,
      name: s.name,
      sex: 'female',
      regDate: '2022-06-15',
      dob: '2013-03-21',
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
