import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { currentInstitute } from '../../db/institute-scope.js';
import { users } from '../../db/schema/index.js';
import { type Actor, audit } from '../../lib/audit.js';

/** Rows per statement: 250 pairs of (login id, hash) keep each statement small. */
const CHUNK = 250;

/** Whose accounts: the role, the audit action and the detail's name for the list of ids. */
export type ReissueKind = {
  role: 'teacher' | 'student';
  action: 'teacher.password.reissue' | 'student.password.reissue';
  idsKey: 'teacherIds' | 'regNos';
};
export const TEACHER_REISSUE: ReissueKind = {
  role: 'teacher',
  action: 'teacher.password.reissue',
  idsKey: 'teacherIds',
};
export const STUDENT_REISSUE: ReissueKind = {
  role: 'student',
  action: 'student.password.reissue',
  idsKey: 'regNos',
};

/**
 * Gives new temporary passwords to listed accounts (login id: teacherId or regNo) that have
 * never signed in (decisions §12: an upload cut off before its answer left passwords nobody
 * saw; the teacher upload and the student import both). The condition is checked again in the
 * update itself, so an account that signs in meanwhile keeps its password, and a closed account
 * (a student who left) gets none; only the returned ids got the new one. Any older session ends
 * (session version), the lockout counters start afresh, and one audit entry lists the accounts,
 * all in one transaction.
 */
export async function reissueTemporaryPasswords(
  db: Db,
  actor: Actor,
  kind: ReissueKind,
  accounts: readonly { userId: string; passwordHash: string }[],
): Promise<Set<string>> {
  const done = new Set<string>();
  if (accounts.length === 0) return done;
  await db.transaction(async (tx) => {
    for (let start = 0; start < accounts.length; start += CHUNK) {
      const chunk = accounts.slice(start, start + CHUNK);
      const ids = chunk.map((a) => a.userId);
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
        from unnest(${sql.param(ids)}::text[], ${sql.param(hashes)}::text[]) as given(user_id, hash)
        where lower(${users.userId}) = lower(given.user_id)
          and ${users.instituteId} = ${currentInstitute()}
          and ${users.role} = ${kind.role}
          and ${users.lastLoginAt} is null
          and ${users.mustChangePassword}
          and ${users.disabledAt} is null
        returning given.user_id`);
      for (const row of (result as unknown as { rows: { user_id: string }[] }).rows) {
        done.add(row.user_id);
      }
    }
    await audit(tx, {
      actor,
      action: kind.action,
      outcome: 'success',
      detail: {
        reason: 'uploaded again before first sign-in',
        count: done.size,
        [kind.idsKey]: [...done].slice(0, 200),
      },
    });
  });
  return done;
}
