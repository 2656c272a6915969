import { eq } from 'drizzle-orm';
import { programmeGoals, specialists, students, users } from '../../src/db/schema/index.js';
import { ensureKinds } from '../../src/modules/specialists/repository.js';
import { createUser, login, type TestContext } from './app.js';

/** A specialist account of `kind` (its record written directly), signed in. */
export async function specialistWith(ctx: TestContext, kind = 'speech', clinicalAccess = false) {
  await ctx.database.db.transaction((tx) => ensureKinds(tx));
  const user = await createUser(ctx, { role: 'specialist' });
  const [account] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userId, user.userId));
  await ctx.database.db
    .insert(specialists)
    .values({ userAccountId: account!.id, kind, clinicalAccess });
  const token = await login(ctx, user);
  return { user, headers: { authorization: `Bearer ${token}` } };
}

/** An open programme goal of a student, written directly (the choose-goals flow is elsewhere). */
export async function goalOf(ctx: TestContext, regNo: string): Promise<number> {
  const [student] = await ctx.database.db
    .select({ id: students.id, section: students.currSection, year: students.currYear })
    .from(students)
    .where(eq(students.regNo, regNo));
  const [goal] = await ctx.database.db
    .insert(programmeGoals)
    .values({
      studentId: student!.id,
      section: student!.section,
      year: student!.year,
      term: 'Entry',
      category: 'personal',
      itemId: 1,
      question: 'Drinks from a cup',
      target: 'Yes',
      createdBy: 'test',
    })
    .returning({ id: programmeGoals.id });
  return goal!.id;
}
