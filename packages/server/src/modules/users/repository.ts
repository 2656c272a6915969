import type { Role } from '@pragati/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** The account of a login id in the running work's institute (login ids are unique per institute). */
const byLoginId = (userId: string) =>
  and(sql`lower(${users.userId}) = lower(${userId})`, inInstitute(users.instituteId));

export async function findUserByLoginId(
  db: Executor,
  userId: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byLoginId(userId)).limit(1);
  return row;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(inInstitute(users.instituteId));
  return row?.n ?? 0;
}

export async function insertUser(
  db: Executor,
  values: { userId: string; role: Role; passwordHash: string; mustChangePassword: boolean },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

/**
 * Changes an account and ends every session issued before the change: the version alone refuses
 * older tokens; ending the rows keeps the sessions table true.
 */
async function updateEndingSessions(
  db: Executor,
  id: number,
  values: { passwordHash?: string; mustChangePassword?: boolean; disabledAt?: SQL },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), inInstitute(users.instituteId)));
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        sql`${sessions.userId} = ${id} and ${sessions.endedAt} is null`,
        inInstitute(sessions.instituteId),
      ),
    );
}

/** Sets a new password and ends every session issued before it. */
export async function setPassword(
  db: Executor,
  id: number,
  passwordHash: string,
  mustChangePassword: boolean,
): Promise<void> {
  await updateEndingSessions(db, id, { passwordHash, mustChangePassword });
}

/**
 * Closes an account (a student who left, decisions §7): it can no longer sign in, and every
 * session of it ends now.
 */
export async function disableAccount(db: Executor, id: number): Promise<void> {
  await updateEndingSessions(db, id, { disabledAt: sql`now()` });
}

/**
 * Re-opens a closed account (a student restored, decisions §7). Sessions stay ended: the student
 * signs in again with their password.
 */
export async function enableAccount(db: Executor, id: number): Promise<void> {
  await db
    .update(users)
    .set({ disabledAt: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), inInstitute(users.instituteId)));
}
