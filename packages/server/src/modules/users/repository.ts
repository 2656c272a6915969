import type { Role } from '@pragati/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { hotRead } from '../../db/hot-read.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

const byLoginId = (userId: string) => sql`lower(${users.userId}) = lower(${userId})`;

export async function findUserByLoginId(
  db: Executor,
  userId: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byLoginId(userId)).limit(1);
  return row;
}

export type SessionRow = Pick<
  UserRow,
  'id' | 'userId' | 'role' | 'mustChangePassword' | 'sessionVersion'
>;

const sessionRow = hotRead<SessionRow>(
  'users_session_row',
  `select id, user_id as "userId", role, must_change_password as "mustChangePassword",
     session_version as "sessionVersion"
   from users where lower(user_id) = lower($1) limit 1`,
);

/** What the session check of every signed-in request needs of the account, and nothing else. */
export async function findSessionRow(db: Db, userId: string): Promise<SessionRow | undefined> {
  return (await sessionRow(db, [userId]))[0];
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
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

/** Sets a new password and ends every session issued before it. */
export async function setPassword(
  db: Executor,
  id: number,
  passwordHash: string,
  mustChangePassword: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      mustChangePassword,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      failedLoginCount: 0,
      failedLoginWindowStart: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

/**
 * Counts one failed login in a 15-minute window, atomically, and locks the id for 15 minutes at
 * the fifth failure. Done in SQL so concurrent attempts on several processes count correctly.
 */
export async function recordFailedLogin(
  db: Executor,
  id: number,
  maxFailures: number,
  windowMinutes: number,
): Promise<void> {
  const window = sql.raw(`interval '${Number(windowMinutes)} minutes'`);
  const inWindow = sql`${users.failedLoginWindowStart} is not null and ${users.failedLoginWindowStart} > now() - ${window}`;
  const nextCount = sql`case when ${inWindow} then ${users.failedLoginCount} + 1 else 1 end`;
  await db
    .update(users)
    .set({
      failedLoginCount: nextCount,
      failedLoginWindowStart: sql`case when ${inWindow} then ${users.failedLoginWindowStart} else now() end`,
      lockedUntil: sql`case when ${nextCount} >= ${maxFailures} then now() + ${window} else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, id));
}

export async function recordSuccessfulLogin(db: Executor, id: number): Promise<void> {
  await db
    .update(users)
    .set({
      failedLoginCount: 0,
      failedLoginWindowStart: null,
      lockedUntil: null,
      lastLoginAt: sql`now()`,
    })
    .where(eq(users.id, id));
}
