import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { students } from '../../src/db/schema/index.js';
import type { signedIn, TestContext } from './app.js';

/**
 * The admin withdraws the student, then erases the record (both confirmed with the admin's
 * password); returns the student's row id from before, for counting what is left under it.
 */
export async function withdrawAndErase(
  ctx: TestContext,
  admin: Awaited<ReturnType<typeof signedIn>>,
  regNo: string,
): Promise<number> {
  const confirm = {
    adminID: admin.user.userId,
    confirmationPassword: admin.user.password,
    confirmRegNo: regNo,
  };
  const withdrawn = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/deleteStudent',
    headers: admin.headers,
    payload: { regNo, ...confirm, reason: 'Family moved' },
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  const [before] = await ctx.database.db.select().from(students).where(eq(students.regNo, regNo));
  const erased = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/students/${encodeURIComponent(regNo)}/erase`,
    headers: admin.headers,
    payload: confirm,
  });
  expect(erased.statusCode, erased.body).toBe(200);
  return before!.id;
}
