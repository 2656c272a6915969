import type { Role } from '@pragati/domain';

/*
 * Each portal's code is its own chunk, loaded on first visit. The loaders live here, apart from
 * the routes, so the login screen (its own small entry, app/login-root.tsx) can request a portal
 * together with the router's chunk the moment a login succeeds: one wave of script, not two
 * (issue 26 item 9, issue 33 part 2). import() of a module already loading returns the same
 * module, so the routes' own loads share these requests.
 */
export const portalChunks = {
  admin: () => import('./portals/admin'),
  principal: () => import('./portals/principal'),
  teacher: () => import('./portals/teacher'),
  student: () => import('./portals/student'),
  specialist: () => import('./portals/specialist'),
  network: () => import('./portals/network'),
} satisfies Record<Role, () => Promise<unknown>>;

// Lazy: the Change Password modal and Logout (the header's account actions on every portal
// screen) are not needed on the login screen.
export const loadAccountActions = () => import('../features/auth/components/account-actions');

/** A portal's code with the header's account actions, as one wave. */
export function loadPortal(role: Role): Promise<unknown> {
  return Promise.all([portalChunks[role](), loadAccountActions()]);
}
