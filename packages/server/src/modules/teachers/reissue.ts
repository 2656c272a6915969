import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { teachers, users } from '../../db/schema/index.js';
import { type Actor, audit } from '../../lib/audit.js';

/** Rows per statement: 250 pairs of (teacherId, hash) keep each statement small. */
const CHUNK = 250;

/**
 * Gives new temporary passwords to listed teachers whose accounts have never signed in
 * (decisions §12: an upload cut off before its answer left passwords nobody saw). The condition
 * is checked again in the update itself, so an account that signs in meanwhile keeps its
 * password; only the returned ids got the new one. Any older session ends (session version),
 * the lockout counters start afresh, and one audit entry lists the accounts, all in one
 * transaction.
 */
export async function reissueTemporaryPasswords(
  db: Db,
  actor: Actor,
  accounts: readonly { teacherId: string; passwordHash: string }[],
): Promise<Set<string>> {
  const done = new Set<string>();
  if (accounts.length === 0) return done;
  await db.transaction(async (tx) => {
    for (let start = 0; start < accounts.length; start += CHUNK) {
      const chunk = accounts.slice(start, start + CHUNK);
      const ids = chunk.map((a) => a.teacherId);
      const hashes = chunk.map((a) => a.passwordHash);
      const result = await tx.execute(sql`
        update ${users} set
          password_hash = given.hash,
          must_change_password = true,
          session_version = ${users.sessionVersion} + 1,
          failed_login_count = 0,
          failed_login_window_start = null,
          locked_until = null,
          updated_at = now()
        from unnest(${sql.param(ids)}::text[], ${sql.param(hashes)}::text[]) as given(teacher_id, hash),
          ${teachers}
        where ${teachers.userAccountId} = ${users.id}
          and lower(${teachers.teacherId}) = lower(given.teacher_id)
          and ${users.role} = 'teacher'
          and ${users.lastLoginAt} is null
          and ${users.mustChangePassword}
        returning given.teacher_id`);
      for (const row of (result as unknown as { rows: { teacher_id: string }[] }).rows) {
        done.add(row.teacher_id);
      }
    }
    await audit(tx, {
      actor,
      action: 'teacher.password.reissue',
      outcome: 'success',
      detail: {
        reason: 'uploaded again before first sign-in',
        count: done.size,
        teacherIds: [...done].slice(0, 200),
      },
    });
  });
  return done;
}
