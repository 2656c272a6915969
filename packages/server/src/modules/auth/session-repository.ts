import { randomBytes } from 'node:crypto';
import type { Role } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { hotRead } from '../../db/hot-read.js';
import { currentInstitute } from '../../db/institute-scope.js';

/** What the check of every signed-in request needs: the session and its account, in one read. */
export type SessionRow = {
  id: number;
  userId: string;
  role: Role;
  mustChangePassword: boolean;
  sessionVersion: number;
  /** When the session ends by itself, in ms since the epoch. */
  expiresAt: number;
};

const sessionRow = hotRead<SessionRow>(
  'session_row',
  `select u.id, u.user_id as "userId", u.role, u.must_change_password as "mustChangePassword",
     u.session_version as "sessionVersion",
     (extract(epoch from s.expires_at) * 1000)::float8 as "expiresAt"
   from sessions s join users u on u.id = s.user_id
   where s.id = $1 and s.institute_id = $2 and s.ended_at is null and s.expires_at > now()`,
);

/** The session and its account while the session stands (not ended, not expired). */
export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  return (await sessionRow(db, [sessionId, currentInstitute()]))[0];
}

/**
 * The session names its institute itself rather than by the column's default: the embedded
 * database's connection carries no institute setting (one institute by design, but a test's
 * restore may add one), and the session check reads it by the request's institute.
 * Opens a session for a successful login and notes the login on the account, in one statement;
 * expired sessions are pruned on the way (an index range, usually empty), so the table holds
 * about one row per session of the last `lifetimeSeconds`.
 */
export async function startSession(
  db: Executor,
  accountId: number,
  lifetimeSeconds: number,
): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db.execute(sql`
    with pruned as (
      delete from sessions where expires_at < now() and institute_id = ${currentInstitute()}
    ),
    touched as (
      update users set last_login_at = now()
      where id = ${accountId} and institute_id = ${currentInstitute()}
    )
    insert into sessions (id, user_id, expires_at, institute_id)
    values (${id}, ${accountId}, now() + make_interval(secs => ${lifetimeSeconds}),
      ${currentInstitute()}::int)`);
  return id;
}

/** Ends one session (logout); the user's other sessions stay. */
export async function endSession(db: Executor, sessionId: string): Promise<void> {
  await db.execute(
    sql`update sessions set ended_at = now()
        where id = ${sessionId} and ended_at is null and institute_id = ${currentInstitute()}`,
  );
}
