import { randomInt } from 'node:crypto';
import { instituteDate, previousDay } from '@pragati/domain';
import { eq, sql } from 'drizzle-orm';
import {
  classAssignments,
  questionBankEntries,
  questionBankVersions,
  questionItems,
  teachers,
  users,
} from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { createUser, login, type TestContext, uniqueId } from './app.js';

/** The institute's yesterday, the latest allowed registration date (spec section 5). */
export const yesterday = () => previousDay(instituteDate(new Date()));

/** A unique 12-digit Aadhaar number (never starting with 0, so it cannot lose a digit as a number). */
export function aadhaarNumber(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1e11)).padStart(11, '0')}`;
}

export type RegistrationOverrides = {
  info?: Record<string, unknown>;
  stdCred?: Record<string, unknown>;
  details?: Record<string, unknown>;
};

/** A valid registration body with unique regNo and Aadhaar; overrides replace single fields. */
export function registrationBody(overrides: RegistrationOverrides = {}) {
  const info = {
    regNo: uniqueId('REG-'),
    regDate: yesterday(),
    dob: '2015-04-02',
    name: 'Asha Kumar',
    sex: 'female',
    information: 'Mother',
    education: 'None',
    refBy: 'District hospital',
    occupation: 'Student',
    aadharNo: aadhaarNumber(),
    paymentType: 'Free',
    mobileNo: '9876543210',
    purposeVisit: 'Assessment',
    ...overrides.info,
  };
  return {
    formData: {
      details: {
        info,
        presentingComplaints: { eatsSelf: 'At 3 years', eatsSelfDuration: '2 years' },
        history: { consanguinity: 'No', birthCry: 'Delayed' },
        familyHistory: { typeOfFamily: 'Joint' },
        developmentHistory: { walking11To14Months: '18 months' },
        ...overrides.details,
      },
      stdCred: { section: 'preprimary', year: '1', ...overrides.stdCred },
    },
  };
}

export async function register(
  ctx: TestContext,
  headers: Record<string, string>,
  overrides: RegistrationOverrides = {},
) {
  const body = registrationBody(overrides);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/registerStudent',
    headers,
    payload: body,
  });
  return { response, body, info: body.formData.details.info };
}

/** Registers a student and returns them with a signed-in session (password already changed). */
export async function registeredStudent(
  ctx: TestContext,
  adminHeaders: Record<string, string>,
  overrides: RegistrationOverrides = {},
) {
  const { response, info } = await register(ctx, adminHeaders, overrides);
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const password = `pw-${uniqueId()}`;
  // Arrange a usable login without the first-login flow.
  await ctx.database.db
    .update(users)
    .set({ mustChangePassword: false, passwordHash: await hashPassword(password) })
    .where(sql`lower(${users.userId}) = lower(${info.regNo})`);
  const token = await login(ctx, { userId: info.regNo, password });
  return { info, headers: { authorization: `Bearer ${token}` } };
}

/** A teacher account holding the given classes, signed in. */
export async function teacherWithClasses(ctx: TestContext, classIds: string[]) {
  const user = await createUser(ctx, { role: 'teacher' });
  const [account] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userId, user.userId));
  const [teacher] = await ctx.database.db
    .insert(teachers)
    .values({
      userAccountId: account!.id,
      teacherId: user.userId,
      name: 'Teacher',
      email: `${user.userId}@example.org`,
      mobile: '9999999999',
    })
    .returning();
  for (const classId of classIds) {
    await ctx.database.db
      .insert(classAssignments)
      .values({ classId, teacherId: teacher!.id })
      .onConflictDoUpdate({
        target: [classAssignments.classId, classAssignments.instituteId],
        set: { teacherId: teacher!.id },
      });
  }
  const token = await login(ctx, user);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

/** Saves one bank version for a section and category with these questions. */
export async function bankVersion(
  ctx: TestContext,
  section: 'preprimary' | 'primary1' | 'primary2',
  category: 'personal' | 'social' | 'academic' | 'occupational' | 'recreational',
  questions: string[],
) {
  const db = ctx.database.db;
  const [version] = await db
    .insert(questionBankVersions)
    .values({ section, category, version: 1, source: 'sample', createdBy: 'test' })
    .returning();
  for (const [index, question] of questions.entries()) {
    const [item] = await db.insert(questionItems).values({ section, category }).returning();
    await db
      .insert(questionBankEntries)
      .values({ versionId: version!.id, position: index + 1, itemId: item!.id, question });
  }
  return version!;
}
