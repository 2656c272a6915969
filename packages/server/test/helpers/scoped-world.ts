import { instituteDate } from '@pragati/domain';
import { withInstitute } from '../../src/db/institute-scope.js';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  classAssignments,
  programmeGoals,
  students,
  teachers,
  users,
} from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { insertUser } from '../../src/modules/users/repository.js';
import { type TestContext, uniqueId } from './app.js';
import { headersAt, userIn } from './institutes.js';
import { seedBank } from './progress-factories.js';
import { register } from './students.js';

/*
 * One institute's world for scoped-queries.test.ts (issue 28): the same registration number and
 * teacher id in every institute, each with the institute's own names, so a query that forgets the
 * institute shows another institute's name or changes another institute's row. Where arranging
 * through the API would itself go through the queries under test, rows are put straight into the
 * tables as the institute's work (the column default takes the institute).
 */

/** Shared by every institute of the test: a write by it must touch only its own institute's row. */
export const SHARED_REG_NO = 'REG-SHARED-1';

export type Who = 'admin' | 'principal' | 'teacher' | 'student';

export type World = {
  teacherId: string;
  institute: number;
  host: string;
  /** Texts only this institute's rows carry (names, reasons, ids). */
  markers: string[];
  names: { student: string; teacher: string; guardian: string; reason: string };
  auth: Record<Who, Record<string, string>>;
};

const PASSWORD = 'scoped-pass-1';

async function account(ctx: TestContext, userId: string, role: Who) {
  return insertUser(ctx.database.db, {
    userId,
    role,
    passwordHash: await hashPassword(PASSWORD),
    mustChangePassword: false,
  });
}

/** Rows of the institute: its bank and the teacher of preprimary_1. */
async function arrangeRows(ctx: TestContext, names: World['names'], teacherId: string) {
  const db = ctx.database.db;
  await seedBank(ctx, 'preprimary');
  const teacherAccount = await account(ctx, teacherId, 'teacher');
  const [teacher] = await db
    .insert(teachers)
    .values({
      userAccountId: teacherAccount.id,
      teacherId,
      name: names.teacher,
      email: `${uniqueId('t')}@school.example`,
      mobile: '9876543210',
    })
    .returning();
  await db.insert(classAssignments).values({ classId: 'preprimary_1', teacherId: teacher!.id });
}

/**
 * The first pupil is registered under a number of its own, then takes the shared one (with its
 * login) in its institute only: registering under the shared one would go through the very
 * queries under test. It gets a goal straight in the table.
 */
async function takeSharedNumber(
  ctx: TestContext,
  institute: number,
  at: { regNo: string; name: string; teacherId: string },
) {
  const { regNo, name, teacherId } = at;
  const db = ctx.database.db;
  const [student] = await db
    .update(students)
    .set({ regNo: SHARED_REG_NO })
    .where(and(eq(students.regNo, regNo), sql`institute_id = ${institute}`))
    .returning();
  await db
    .update(users)
    .set({
      userId: SHARED_REG_NO,
      mustChangePassword: false,
      passwordHash: await hashPassword(PASSWORD),
    })
    .where(and(eq(users.userId, regNo), sql`institute_id = ${institute}`));
  // Awaited inside: a query runs when awaited, and must run as the institute's work.
  await withInstitute(institute, async () => {
    await db.insert(programmeGoals).values({
      studentId: student!.id,
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      category: 'personal',
      itemId: 1,
      question: `${name} goal item`,
      target: 'Yes',
      createdBy: teacherId,
    });
  });
}

/** The institute's rows and a session per role at its host. */
export async function arrangeWorld(
  ctx: TestContext,
  options: { institute: number; host: string; label: string; pupils: number },
): Promise<World> {
  const { institute, host, label } = options;
  const names = {
    student: `Pupil ${label}`,
    teacher: `Teacher ${label}`,
    guardian: `Guardian ${label}`,
    reason: `${label} moved house`,
  };
  // Teacher ids differ by institute for now: sign-in finds an account by its login id through the
  // users module, not yet scoped (h28b); with the same id and password, institute 2's teacher
  // would be signed in as institute 1's account.
  const teacherId = `T${label}`;
  await withInstitute(institute, () => arrangeRows(ctx, names, teacherId));
  const admin = await userIn(ctx, institute, { role: 'admin' });
  const adminHeaders = await headersAt(ctx, host, admin);
  for (let i = 0; i < options.pupils; i += 1) {
    const name = i === 0 ? names.student : `${names.student} ${i}`;
    const { response, info } = await register(ctx, adminHeaders, { info: { name } });
    expect(response.statusCode, response.body).toBe(201);
    if (i === 0) await takeSharedNumber(ctx, institute, { regNo: info.regNo, name, teacherId });
  }
  const principal = await userIn(ctx, institute, { role: 'principal' });
  const as = (userId: string, role: Who) =>
    headersAt(ctx, host, { userId, role, password: PASSWORD });
  const auth: World['auth'] = {
    admin: adminHeaders,
    principal: await headersAt(ctx, host, principal),
    teacher: await as(teacherId, 'teacher'),
    student: await as(SHARED_REG_NO, 'student'),
  };
  return {
    teacherId,
    institute,
    host,
    names,
    markers: [...Object.values(names), admin.userId, principal.userId],
    auth,
  };
}

/** The spec's headers naming the shared student's Entry term (personal area). */
export const termHeaders = {
  id: SHARED_REG_NO,
  regno: SHARED_REG_NO,
  section: 'preprimary',
  year: '1',
  term: 'Entry',
  type: 'personalQA',
};

/** A guardian's consent on record, as the admin records it. */
export const consentBody = (guardianName: string) => ({
  guardianName,
  relation: 'Mother',
  mobile: '9876543210',
  address: '1 Scoped Lane',
  noticeLanguage: 'en',
  noticeVersion: 1,
  verifiedBy: 'signed_form',
  consentDate: instituteDate(new Date()),
  purposes: ['assessment'],
});
