import { SERVER_MESSAGES } from '@pragati/domain';
import {
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginResponse,
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
  sameLoginId,
} from '@pragati/domain';
import { type ChangeWatch, createWatchedCache } from '../../db/change-watch.js';
import type { Db } from '../../db/client.js';
import { currentInstitute } from '../../db/institute-scope.js';
import { isSuspended } from '../institutes/repository.js';
import { type Actor, audit } from '../../lib/audit.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import {
  hashPassword,
  prepareLoginVerification,
  verifyLoginPassword,
  verifyPassword,
} from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/policy.js';
import type { TokenService } from '../../lib/tokens.js';
import { RESET_CALLS_SCOPE, SESSION_LIFETIME_SECONDS } from '../../lib/tokens.js';
import { findUserByLoginId, setPassword } from '../users/repository.js';
import { countFailedLogin, refuseWhileLocked } from './lockout.js';
import { clearAddressFailures, clearAllFailures } from './lockout-repository.js';
import { endSession, findSession, type SessionRow, startSession } from './session-repository.js';

/** Sessions whose row a process keeps until a session table is written (change-watch.ts). */
const SESSION_ROWS_KEPT = 10_000;

export function createAuthService(db: Db, tokens: TokenService, changes: ChangeWatch) {
  prepareLoginVerification();
  const sessionRows = createWatchedCache<string, SessionRow>(
    changes,
    ['users', 'sessions'],
    SESSION_ROWS_KEPT,
  );
  return {
    /**
     * Decisions §2: an unknown id is answered exactly like a known one (same statuses at the
     * same counts, same time), so nothing tells whether an account exists.
     *
     * `cookieToken` is the session cookie's value. A client on another origin (the original front
     * end) keeps the bearer token itself and forgets it at its Logout, which calls nothing; its
     * cookie is narrowed to the two calls it sends without the token, so the cookie left behind
     * on a shared PC opens no portal (issue 26). Our web app, on the API's own origin, lives on
     * the cookie alone and gets the full token.
     */
    async login(
      input: LoginRequest,
      address: string,
      client: { keepsBearer: boolean },
    ): Promise<LoginResponse & { cookieToken: string }> {
      const institute = currentInstitute();
      if (institute === null) {
        throw badRequest(
          input.institute ? LOGIN_MESSAGES.instituteUnknown : LOGIN_MESSAGES.instituteRequired,
        );
      }
      if (await isSuspended(db, institute)) throw forbidden(LOGIN_MESSAGES.instituteSuspended);
      const user = await findUserByLoginId(db, input.id);
      const actor: Actor = { userId: input.id, role: user?.role ?? 'unknown' };
      const target = user?.userId ?? input.id;
      await refuseWhileLocked(db, input.id, address, LOGIN_MESSAGES.locked, {}, () =>
        audit(db, {
          actor,
          action: 'auth.login',
          target,
          outcome: 'denied',
          detail: { reason: 'locked' },
        }),
      );
      if (!(await verifyLoginPassword(user?.passwordHash, input.password)) || !user) {
        await countFailedLogin(db, input.id, address);
        await audit(db, {
          actor,
          action: 'auth.login',
          target,
          outcome: 'failure',
          detail: { reason: user ? 'wrong password' : 'unknown id' },
        });
        throw unauthorized(LOGIN_MESSAGES.invalid);
      }
      await clearAddressFailures(db, input.id, address);
      // Said only after the right password, so it tells a stranger nothing.
      if (user.disabledAt) {
        await audit(db, {
          actor,
          action: 'auth.login',
          target: user.userId,
          outcome: 'denied',
          detail: { reason: 'account closed' },
        });
        throw forbidden(LOGIN_MESSAGES.accountClosed);
      }
      const sessionId = await startSession(db, user.id, SESSION_LIFETIME_SECONDS);
      await audit(db, { actor, action: 'auth.login', target: user.userId, outcome: 'success' });
      const claims = {
        userId: user.userId,
        role: user.role,
        sessionVersion: user.sessionVersion,
        sessionId,
        institute,
      };
      const token = await tokens.sign(claims);
      const cookieToken = client.keepsBearer
        ? await tokens.sign({ ...claims, scope: RESET_CALLS_SCOPE })
        : token;
      return {
        cookieToken,
        status: 'success',
        userId: user.userId,
        role: user.role,
        token,
        mustChangePassword: user.mustChangePassword,
      };
    },

    /**
     * The user behind a token, if the token is valid and its session stands: not logged out,
     * not expired, and no password change or reset since (session version). One read of the
     * session joined with its account; none while neither table changed (on PostgreSQL, while
     * the pool's connections listen for their writes).
     * A narrowed cookie's token (see login) counts only where `admitResetCookie` says so.
     */
    async resolveSession(
      token: string | undefined,
      { admitResetCookie = false } = {},
    ): Promise<SessionUser | null> {
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims || (claims.scope === RESET_CALLS_SCOPE && !admitResetCookie)) return null;
      // A session of another institute is no session here (decisions §20).
      if (claims.institute !== currentInstitute()) return null;
      const row = await sessionRows(claims.sessionId, () => findSession(db, claims.sessionId));
      if (
        !row ||
        row.expiresAt <= Date.now() ||
        row.userId.toLowerCase() !== claims.userId.toLowerCase() ||
        row.sessionVersion !== claims.sessionVersion ||
        row.role !== claims.role
      )
        return null;
      return {
        id: row.id,
        userId: row.userId,
        role: row.role,
        mustChangePassword: row.mustChangePassword,
        sessionVersion: row.sessionVersion,
        sessionId: claims.sessionId,
      };
    },

    /** A wrong current password counts as a failed login (decisions §2). */
    async changePassword(
      session: SessionUser,
      input: ChangePasswordRequest,
      address: string,
    ): Promise<void> {
      const actor: Actor = { userId: session.userId, role: session.role };
      if (!sameLoginId(input.userId, session.userId)) {
        await audit(db, {
          actor,
          action: 'auth.changePassword',
          target: input.userId,
          outcome: 'denied',
        });
        throw forbidden(SERVER_MESSAGES.ownPasswordOnly, { success: false });
      }
      const user = await findUserByLoginId(db, session.userId);
      if (!user) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
      await refuseWhileLocked(db, user.userId, address, LOGIN_MESSAGES.locked, { success: false });
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await countFailedLogin(db, user.userId, address);
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
        await clearAllFailures(tx, user.userId);
        await audit(tx, {
          actor,
          action: 'auth.changePassword',
          target: user.userId,
          outcome: 'success',
        });
      });
    },

    /** Ends this session only; the user's other sessions stay (decisions §2). */
    async logout(session: SessionUser | null): Promise<void> {
      if (session) {
        if (session.sessionId) await endSession(db, session.sessionId);
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
