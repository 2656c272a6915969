import type { Executor } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import { countFailure, isLockedOut, type LockoutRules } from './lockout-repository.js';

/**
 * Decisions §2: 5 failures of one id from one address within 15 minutes refuse that id from that
 * address for 15 minutes; 50 from all addresses together refuse it everywhere for 15 minutes,
 * and the audit log says so. Wrong passwords at login, at change password and in the admin's
 * reset confirmation all count.
 */
export const LOCKOUT: LockoutRules = {
  perAddress: 5,
  perId: 50,
  windowMinutes: 15,
  lockMinutes: 15,
};

/** Throws 429 with `message` while the id is refused from this address. */
export async function refuseWhileLocked(
  db: Executor,
  loginId: string,
  address: string,
  message: string,
  extra: Record<string, unknown> = {},
  onRefused?: () => Promise<void>,
): Promise<void> {
  if (!(await isLockedOut(db, loginId, address))) return;
  await onRefused?.();
  throw new HttpError(429, message, extra);
}

/**
 * Counts a wrong password for the id from this address. The failure that locks the id
 * everywhere writes one audit entry (by the system: the attempts came from many addresses).
 */
export async function countFailedLogin(
  db: Executor,
  loginId: string,
  address: string,
): Promise<void> {
  const { lockedEverywhere } = await countFailure(db, loginId, address, LOCKOUT);
  if (!lockedEverywhere) return;
  await audit(db, {
    actor: null,
    action: 'auth.lockout',
    target: loginId,
    outcome: 'denied',
    detail: {
      scope: 'every address',
      failures: LOCKOUT.perId,
      windowMinutes: LOCKOUT.windowMinutes,
      lockMinutes: LOCKOUT.lockMinutes,
    },
  });
}
