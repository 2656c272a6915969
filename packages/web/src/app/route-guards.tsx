import {
  NOT_AUTHORIZED_MESSAGE,
  ROLE_GUARD_MESSAGES,
  portalPathForRole,
  type Role,
} from '@pragati/domain';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { loginReturningTo } from '../lib/return-path';
import { readSession, type StoredSession } from '../lib/session';
import { toast } from '../lib/toast';
import { SessionSync } from './session-sync';

/** What a route needs: a session, and perhaps a role or (first login) a temporary password. */
export type Requirement =
  { kind: 'public-login' } | { kind: 'session'; role?: Role } | { kind: 'first-login' };

export interface Refusal {
  to: string;
  /** Toast to show; none when the user is simply sent where they belong. */
  message?: string;
}

/** Spec section 6, as a pure decision: null lets the user in. */
export function checkAccess(
  session: StoredSession | null,
  requirement: Requirement,
): Refusal | null {
  if (requirement.kind === 'public-login') {
    // `/` opens the portal of a stored session instead of the login form.
    if (!session) return null;
    return { to: session.mustChangePassword ? paths.firstLogin : portalPathForRole(session.role) };
  }
  if (!session) return { to: paths.login, message: NOT_AUTHORIZED_MESSAGE };
  if (requirement.kind === 'first-login') {
    return session.mustChangePassword ? null : { to: portalPathForRole(session.role) };
  }
  if (session.mustChangePassword) return { to: paths.firstLogin };
  if (requirement.role && session.role !== requirement.role) {
    return { to: paths.login, message: ROLE_GUARD_MESSAGES[requirement.role] };
  }
  return null;
}

/**
 * Renders the nested routes or redirects. The refused screen never renders. StrictMode runs the
 * effect twice; the toast id makes the second call a no-op while the first toast is showing.
 */
export function Guard({ requirement }: { requirement: Requirement }) {
  const session = readSession();
  const refusal = checkAccess(session, requirement);
  const message = refusal?.message;
  const location = useLocation();

  useEffect(() => {
    if (message) toast.error(message, { id: `guard:${message}` });
  }, [message]);

  if (refusal) {
    // Signed out on a portal's screen: signing in again returns to it (issue 26 item 17).
    const to =
      !session && refusal.to === paths.login
        ? loginReturningTo(location.pathname + location.search)
        : refusal.to;
    return <Navigate to={to} replace />;
  }
  if (requirement.kind === 'public-login') return <Outlet />;
  return (
    <>
      <SessionSync />
      <Outlet />
    </>
  );
}
