import {
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginResponse,
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
  type Role,
} from '@pragati/domain';
import { type ChangeWatch, createWatchedCache } from '../../db/change-watch.js';
import type { Db } from '../../db/client.js';
import { type Actor, audit } from '../../lib/audit.js';
import { badRequest, forbidden, HttpError, tooMany, unauthorized } from '../../lib/errors.js';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/policy.js';
import type { TokenService } from '../../lib/tokens.js';
import {
  findSessionRow,
  findUserByLoginId,
  type SessionRow,
  recordFailedLogin,
  recordSuccessfulLogin,
  setPassword,
} from '../users/repository.js';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MINUTES = 15;

/** Accounts whose session row a process keeps (embedded database only, change-watch.ts). */
const SESSION_ROWS_KEPT = 10_000;

export function createAuthService(db: Db, tokens: TokenService, changes: ChangeWatch) {
  const sessionRows = createWatchedCache<string, SessionRow>(changes, ['users'], SESSION_ROWS_KEPT);
  return {
    async login(input: LoginRequest): Promise<LoginResponse> {
      const user = await findUserByLoginId(db, input.id);
      const actor: Actor = { userId: input.id, role: user?.role ?? 'unknown' };
      if (!user) {
        await spendVerifyTime(input.password);
        await audit(db, {
          actor,
          action: 'auth.login',
          target: input.id,
          outcome: 'failure',
          detail: { reason: 'unknown id' },
        });
        throw unauthorized(LOGIN_MESSAGES.invalid);
      }
      if (user.lockedUntil && user.lockedUntil > new Date()) {
        await audit(db, {
          actor,
          action: 'auth.login',
          target: user.userId,
          outcome: 'denied',
          detail: { reason: 'locked' },
        });
        throw tooMany(LOGIN_MESSAGES.locked);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        await recordFailedLogin(db, user.id, LOCKOUT_MAX_FAILURES, LOCKOUT_WINDOW_MINUTES);
        await audit(db, {
          actor,
          action: 'auth.login',
          target: user.userId,
          outcome: 'failure',
          detail: { reason: 'wrong password' },
        });
        throw unauthorized(LOGIN_MESSAGES.invalid);
      }
      await recordSuccessfulLogin(db, user.id);
      await audit(db, { actor, action: 'auth.login', target: user.userId, outcome: 'success' });
      const token = await tokens.sign({
        userId: user.userId,
        role: user.role,
        sessionVersion: user.sessionVersion,
      });
      return {
        status: 'success',
        userId: user.userId,
        role: user.role,
        token,
        mustChangePassword: user.mustChangePassword,
      };
    },

    /** The user behind a token, if the token is valid and its session has not been ended. */
    async resolveSession(token: string | undefined): Promise<SessionUser | null> {
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const user = await sessionRows(claims.userId.toLowerCase(), () =>
        findSessionRow(db, claims.userId),
      );
      if (!user || user.sessionVersion !== claims.sessionVersion || user.role !== claims.role)
        return null;
      return {
        id: user.id,
        userId: user.userId,
        role: user.role as Role,
        mustChangePassword: user.mustChangePassword,
        sessionVersion: user.sessionVersion,
      };
    },

    async changePassword(session: SessionUser, input: ChangePasswordRequest): Promise<void> {
      const actor: Actor = { userId: session.userId, role: session.role };
      if (input.userId.toLowerCase() !== session.userId.toLowerCase()) {
        await audit(db, {
          actor,
          action: 'auth.changePassword',
          target: input.userId,
          outcome: 'denied',
        });
        throw forbidden('You can only change your own password.', { success: false });
      }
      const user = await findUserByLoginId(db, session.userId);
      if (!user) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await audit(db, {
          actor,
          action: 'auth.changePassword',
          target: user.userId,
          outcome: 'failure',
          detail: { reason: 'wrong current password' },
        });
        throw badRequest(PASSWORD_MESSAGES.wrongCurrent, { success: false });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await setPassword(tx, user.id, passwordHash, false);
        await audit(tx, {
          actor,
          action: 'auth.changePassword',
          target: user.userId,
          outcome: 'success',
        });
      });
    },

    async logout(session: SessionUser | null): Promise<void> {
      if (session) {
        await audit(db, {
          actor: { userId: session.userId, role: session.role },
          action: 'auth.logout',
          target: session.userId,
          outcome: 'success',
        });
      }
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
