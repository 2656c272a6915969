import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { instituteHosts, institutes } from '../../db/schema/index.js';

export type InstituteRow = { id: number; code: string; suspended: boolean };

/** Every institute (global table: no row policy), for the directory. */
export async function listInstitutes(db: Executor): Promise<InstituteRow[]> {
  return db
    .select({
      id: institutes.id,
      code: institutes.code,
      suspended: sql<boolean>`${institutes.suspendedAt} is not null`,
    })
    .from(institutes);
}

export async function listHosts(db: Executor) {
  return db.select().from(instituteHosts);
}

/** Read at sign-in, not from the directory's copy: a suspension holds at once. */
export async function isSuspended(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ suspended: sql<boolean>`${institutes.suspendedAt} is not null` })
    .from(institutes)
    .where(eq(institutes.id, id));
  return row?.suspended ?? true;
}

/** An institute's id by its code (any case), or null. */
export async function instituteIdByCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: institutes.id })
    .from(institutes)
    .where(eq(sql`lower(${institutes.code})`, code.trim().toLowerCase()));
  return row?.id ?? null;
}
