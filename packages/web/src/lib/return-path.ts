import { portalPathForRole, type Role } from '@pragati/domain';
import { paths } from './paths';

/*
 * Issue 26 item 17: after a session ended, signing in again opened the portal's home, not the
 * screen that was open. The way back rides on the login's address (`/?from=…`): it survives the
 * session's storage being emptied, and a reload of the login.
 */
const FROM = 'from';

/** The login's address that returns to `here` (a path with its search) after signing in. */
export function loginReturningTo(here: string): string {
  if (here === paths.login || !here.startsWith('/')) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [FROM]: here }).toString()}`;
}

/**
 * Where to go after signing in as `role`: the kept screen when it is in that role's own portal
 * (never another site, never another portal: the next person at a shared PC lands at home), or
 * null for the portal's home.
 */
export function returnPathFor(search: string, role: Role): string | null {
  const from = new URLSearchParams(search).get(FROM);
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const portal = portalPathForRole(role);
  const path = from.split(/[?#]/)[0]!;
  return path === portal || path.startsWith(`${portal}/`) ? from : null;
}
