import {
  type CheckUserForResetResponse,
  RESET_MESSAGES,
  type ResetPasswordConfirmRequest,
  type ResetPasswordConfirmResponse,
  type StaffAccountRequest,
  type StaffAccountResponse,
  sameLoginId,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { generateTemporaryPassword, hashTemporaryPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/policy.js';
import { clearAllFailures } from '../auth/lockout-repository.js';
import { findUserByLoginId, setPassword } from '../users/repository.js';
import { createAccount } from '../users/service.js';
import { addSpecialistRecord } from '../specialists/service.js';
import { confirmAdmin } from './confirm-admin.js';

const userNotFound = () => new HttpError(404, RESET_MESSAGES.notFound, { success: false });

/** Step 1 of the Reset Password modal: does the user exist, and with which role? */
export async function checkUserForReset(
  db: Db,
  session: SessionUser,
  userId: string,
): Promise<CheckUserForResetResponse> {
  if (sameLoginId(userId, session.userId))
    throw badRequest(RESET_MESSAGES.ownId, { success: false });
  const user = await findUserByLoginId(db, userId);
  // A network office account (home institute) is no account of the institute's admin.
  if (!user || user.role === 'network') throw userNotFound();
  return { success: true, role: user.role, message: RESET_MESSAGES.found };
}

/**
 * Step 2: the admin confirms with their own password; the user gets a temporary password (shown
 * once) and every session of theirs ends. A wrong confirmation changes nothing and counts as a
 * failed login of the admin, so the dialog cannot be used to guess the admin's password.
 */
export async function resetPasswordConfirm(
  db: Db,
  session: SessionUser,
  body: ResetPasswordConfirmRequest,
  address: string,
): Promise<ResetPasswordConfirmResponse> {
  const actor = actorOf(session);
  // Checked first, so one's own id never costs a password attempt.
  if (sameLoginId(body.adminID, session.userId) && sameLoginId(body.userId, session.userId))
    throw badRequest(RESET_MESSAGES.ownId, { success: false });
  await confirmAdmin(db, session, body, address, {
    action: 'user.resetPassword',
    target: body.userId,
    extra: { success: false },
  });

  const user = await findUserByLoginId(db, body.userId);
  if (!user || user.role === 'network') throw userNotFound();
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashTemporaryPassword(temporaryPassword);
  await db.transaction(async (tx) => {
    // Also ends the user's sessions and lifts a lockout.
    await setPassword(tx, user.id, passwordHash, true);
    await clearAllFailures(tx, user.userId);
    await audit(tx, {
      actor,
      action: 'user.resetPassword',
      target: user.userId,
      outcome: 'success',
      detail: { role: user.role },
    });
  });
  return { success: true, message: RESET_MESSAGES.success, temporaryPassword };
}

/**
 * POST /admin/users: a principal, admin or specialist account with a temporary password
 * (decisions §2, §18); a specialist's record (its kind) in the account's transaction.
 */
export async function createStaffAccount(
  db: Db,
  session: SessionUser,
  body: StaffAccountRequest,
): Promise<StaffAccountResponse> {
  const { kind } = body;
  const result = await createAccount(db, {
    userId: body.userId,
    role: body.role,
    actor: actorOf(session),
    ...(body.role === 'specialist' && kind !== undefined
      ? { within: (tx, accountId) => addSpecialistRecord(tx, accountId, kind) }
      : {}),
  });
  return {
    userId: result.userId,
    role: body.role,
    ...(kind !== undefined ? { kind } : {}),
    temporaryPassword: result.temporaryPassword!,
  };
}

/** The admin's Reset Password modal and staff accounts (routes.ts), given the database once. */
export function createStaffAccountService(db: Db) {
  return {
    checkUserForReset: (session: SessionUser, userId: string) =>
      checkUserForReset(db, session, userId),
    resetPasswordConfirm: (
      session: SessionUser,
      body: ResetPasswordConfirmRequest,
      address: string,
    ) => resetPasswordConfirm(db, session, body, address),
    create: (session: SessionUser, body: StaffAccountRequest) =>
      createStaffAccount(db, session, body),
  };
}
export type StaffAccountService = ReturnType<typeof createStaffAccountService>;
