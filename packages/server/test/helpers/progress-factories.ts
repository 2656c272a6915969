import { CATEGORIES, type Category, type Section, type Year } from '@pragati/domain';
import { classAssignments, students, teachers } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { insertItems, insertVersion } from '../../src/modules/question-bank/repository.js';
import { createTermReport } from '../../src/modules/term-records/term-reports.js';
import { insertUser } from '../../src/modules/users/repository.js';
import { login, type TestContext, uniqueId } from './app.js';

/** A small bank for a section: `sizes[category]` items each (default 3), worded by their place. */
export async function seedBank(
  ctx: TestContext,
  section: Section,
  sizes: Partial<Record<Category, number>> = {},
) {
  for (const category of CATEGORIES) {
    const n = sizes[category] ?? 3;
    const ids = await insertItems(ctx.database.db, section, category, n);
    await insertVersion(ctx.database.db, {
      section,
      category,
      version: 1,
      source: 'import',
      note: null,
      createdBy: 'test',
      entries: ids.map((itemId, i) => ({
        itemId,
        question: `${section} ${category} item ${i + 1}`,
        questionHi: null,
      })),
    });
  }
}

/** A teacher account with a teacher record holding these classes, signed in. */
export async function createTeacher(
  ctx: TestContext,
  classIds: string[],
  overrides: { teacherId?: string } = {},
) {
  const teacherId = overrides.teacherId ?? uniqueId('T');
  const password = 'teacher-pass-1';
  const account = await insertUser(ctx.database.db, {
    userId: teacherId,
    role: 'teacher',
    passwordHash: await hashPassword(password),
    mustChangePassword: false,
  });
  const [teacher] = await ctx.database.db
    .insert(teachers)
    .values({
      userAccountId: account.id,
      teacherId,
      name: `Teacher ${teacherId}`,
      email: `${teacherId}@school.example`,
      mobile: '9876543210',
    })
    .returning();
  if (classIds.length) {
    // One teacher per class: a later teacher in the same test file takes the class over.
    await ctx.database.db
      .insert(classAssignments)
      .values(classIds.map((classId) => ({ classId, teacherId: teacher!.id })))
      .onConflictDoUpdate({
        target: [classAssignments.classId, classAssignments.instituteId],
        set: { teacherId: teacher!.id },
      });
  }
  const token = await login(ctx, { userId: teacherId, password });
  return { teacherId, teacher: teacher!, headers: { authorization: `Bearer ${token}` } };
}

/** A registered student placed in a class, with the Entry term report from the current bank. */
export async function createStudent(
  ctx: TestContext,
  placement: { section: Section; year: Year },
  overrides: { regNo?: string; name?: string } = {},
) {
  const regNo = overrides.regNo ?? uniqueId('R');
  const [student] = await ctx.database.db
    .insert(students)
    .values({
      regNo,
      name: overrides.name ?? `Student ${regNo}`,
      sex: 'female',
      regDate: '2025-06-01',
      dob: '2015-01-01',
      currSection: placement.section,
      currYear: placement.year,
      currTerm: 'Entry',
    })
    .returning();
  await createTermReport(ctx.database.db, { studentId: student!.id, ...placement, term: 'Entry' });
  return { regNo, student: student! };
}
