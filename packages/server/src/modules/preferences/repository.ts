import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { users } from '../../db/schema/index.js';

/** The account's stored language code, or null when never chosen. */
export async function readLocale(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(and(eq(users.id, userId), inInstitute(users.instituteId)));
  return row?.locale ?? null;
}

export async function writeLocale(db: Executor, userId: number, locale: string | null) {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), inInstitute(users.instituteId)));
}
