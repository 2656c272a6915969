import { type Role, STAFF_ROLES, type StaffRole, USER_ID_MAX_LENGTH } from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import { type Actor, audit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { generateTemporaryPassword, hashPassword } from '../../lib/passwords.js';
import { countUsers, findUserByLoginId, insertUser } from './repository.js';

export const BOOTSTRAP_ADMIN_ID = 'admin';
const USER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@/-]*$/;

export function validateUserId(userId: string): string {
  const id = userId.trim();
  if (!id || id.length > USER_ID_MAX_LENGTH || !USER_ID_PATTERN.test(id)) {
    throw badRequest(
      `User ID must be 1–${USER_ID_MAX_LENGTH} characters: letters, digits and . _ @ / - (starting with a letter or digit).`,
    );
  }
  return id;
}

/**
 * Creates an account. With no password given, a temporary one is generated and returned once;
 * its holder must replace it at first login.
 */
export async function createAccount(
  db: Db,
  input: {
    userId: string;
    role: Role;
    password?: string;
    actor: Actor;
    mustChangePassword?: boolean;
    /** More rows of the account, in its transaction (a specialist's record). */
    within?: (tx: Executor, accountId: number) => Promise<void>;
  },
): Promise<{ userId: string; role: Role; temporaryPassword?: string }> {
  const userId = validateUserId(input.userId);
  const temporaryPassword = input.password ? undefined : generateTemporaryPassword();
  const passwordHash = await hashPassword(input.password ?? temporaryPassword!);
  return db.transaction(async (tx) => {
    if (await findUserByLoginId(tx, userId)) throw conflict(`User ID ${userId} is already in use.`);
    const row = await insertUser(tx, {
      userId,
      role: input.role,
      passwordHash,
      mustChangePassword: input.mustChangePassword ?? !input.password,
    });
    await input.within?.(tx, row.id);
    await audit(tx, {
      actor: input.actor,
      action: 'user.create',
      target: row.userId,
      outcome: 'success',
      detail: { role: row.role },
    });
    return {
      userId: row.userId,
      role: row.role,
      ...(temporaryPassword ? { temporaryPassword } : {}),
    };
  });
}

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * On an empty database, creates the `admin` account (decisions §2): with ADMIN_PASSWORD when set
 * (no forced change: the operator chose it), else with a generated password that must be changed.
 * Returns the generated password so the caller can print it once.
 */
export async function bootstrapAdmin(
  db: Db,
  adminPassword: string | undefined,
): Promise<{ created: false } | { created: true; userId: string; generatedPassword?: string }> {
  if ((await countUsers(db)) > 0) return { created: false };
  try {
    const result = await createAccount(db, {
      userId: BOOTSTRAP_ADMIN_ID,
      role: 'admin',
      ...(adminPassword ? { password: adminPassword } : {}),
      mustChangePassword: !adminPassword,
      actor: { userId: 'system', role: 'system' },
    });
    return {
      created: true,
      userId: result.userId,
      ...(result.temporaryPassword ? { generatedPassword: result.temporaryPassword } : {}),
    };
  } catch (error) {
    // Another process bootstrapped first (several processes on one PostgreSQL).
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 409) {
      return { created: false };
    }
    throw error;
  }
}
