import { RESET_MESSAGES, sameLoginId } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/policy.js';
import { countFailedLogin, refuseWhileLocked } from '../auth/lockout.js';
import { findUserByLoginId } from '../users/repository.js';

/**
 * The confirmation rule of the admin's irreversible-looking actions (password reset, withdrawing
 * a student): `adminID` must be the signed-in admin, and `confirmationPassword` their own
 * password. A wrong one changes nothing, is audited and counts as a failed login of the admin,
 * so the dialog cannot be used to guess the admin's password; a locked id is refused.
 */
export async function confirmAdmin(
  db: Db,
  session: SessionUser,
  given: { adminID: string; confirmationPassword: string },
  address: string,
  what: { action: string; target: string; extra?: Record<string, unknown> },
): Promise<void> {
  const actor = { userId: session.userId, role: session.role };
  const extra = what.extra ?? {};
  if (!sameLoginId(given.adminID, session.userId)) {
    await audit(db, {
      actor,
      action: what.action,
      target: what.target,
      outcome: 'denied',
      detail: { reason: 'adminID is not the signed-in user' },
    });
    throw forbidden(RESET_MESSAGES.adminMismatch, extra);
  }
  const admin = await findUserByLoginId(db, session.userId);
  if (!admin) throw unauthorized();
  await refuseWhileLocked(db, admin.userId, address, RESET_MESSAGES.locked, extra);
  if (!(await verifyPassword(admin.passwordHash, given.confirmationPassword))) {
    await countFailedLogin(db, admin.userId, address);
    await audit(db, {
      actor,
      action: what.action,
      target: what.target,
      outcome: 'failure',
      detail: { reason: 'wrong confirmation password' },
    });
    throw forbidden(RESET_MESSAGES.wrongPassword, extra);
  }
}
