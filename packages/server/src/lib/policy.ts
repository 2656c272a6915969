import { ERROR_CODES, LOGIN_MESSAGES, ROLE_GUARD_MESSAGES, type Role } from '@pragati/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.js';

/**
 * Who may call a route. Every route declares one in `config.policy`; a route without one is
 * refused (deny by default), and a test fails when one is registered.
 */
export type Policy =
  | { kind: 'public' }
  /** Any signed-in user; `beforePasswordChange` also admits users who still hold a temporary password. */
  | { kind: 'signedIn'; beforePasswordChange?: boolean }
  /**
   * `resetCookie`: also admits the cookie of a session whose client keeps its bearer token
   * itself (a front end of another origin), for the calls that client sends with the cookie only.
   */
  | { kind: 'roles'; roles: readonly Role[]; resetCookie?: boolean };

export const policy = {
  public: { kind: 'public' } as Policy,
  signedIn: { kind: 'signedIn' } as Policy,
  /** For the calls a user with a temporary password still needs: change password, log out, who am I. */
  signedInBeforePasswordChange: { kind: 'signedIn', beforePasswordChange: true } as Policy,
  roles: (...roles: Role[]): Policy => ({ kind: 'roles', roles }),
  /**
   * The original client's reset calls: it sends them without its bearer token, relying on the
   * session cookie (original-client.md), the only calls where its cookie counts (issue 26).
   */
  resetCalls: (...roles: Role[]): Policy => ({ kind: 'roles', roles, resetCookie: true }),
};

/** Whether a route admits the narrow cookie of a bearer client's session (tokens.ts). */
export const admitsResetCookie = (routePolicy: Policy) =>
  routePolicy.kind === 'roles' && routePolicy.resetCookie === true;

export type SessionUser = {
  id: number;
  userId: string;
  role: Role;
  mustChangePassword: boolean;
  sessionVersion: number;
  /** The session's row (sessions table) that logout ends; absent outside a login (seed scripts). */
  sessionId?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
  interface FastifyRequest {
    /** The signed-in user, set before the handler on every route that is not public. */
    user: SessionUser | null;
  }
}

export type SessionResolver = (
  request: FastifyRequest,
  routePolicy: Policy,
) => Promise<SessionUser | null>;

/** Installs the policy check as the first hook of every request. */
export function registerPolicyEnforcement(app: FastifyInstance, resolveSession: SessionResolver) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const routePolicy = request.routeOptions.config.policy;
    if (!routePolicy) throw forbidden('This route has no access policy.');
    if (routePolicy.kind === 'public') return;

    const user = await resolveSession(request, routePolicy);
    if (!user) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
    request.user = user;

    if (routePolicy.kind === 'signedIn' && routePolicy.beforePasswordChange) return;
    if (user.mustChangePassword) {
      throw forbidden(LOGIN_MESSAGES.mustChangePassword, { code: ERROR_CODES.mustChangePassword });
    }
    if (routePolicy.kind === 'roles' && !routePolicy.roles.includes(user.role)) {
      const only = routePolicy.roles.length === 1 ? routePolicy.roles[0] : undefined;
      throw forbidden(only ? ROLE_GUARD_MESSAGES[only] : 'Your role may not use this.');
    }
  });
}

/** The signed-in user of a route whose policy guarantees one. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
  return request.user;
}
