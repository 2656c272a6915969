import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** The account's stored language code, or null when never chosen. */
export async function readLocale(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? null;
}

export async function writeLocale(db: Executor, userId: number, locale: string | null) {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}
