import type { Role } from '@pragati/domain';
import type { QueryClient } from '@tanstack/react-query';

/** Who signed in, for the first screen's data. */
export interface PortalPreloadContext {
  queryClient: QueryClient;
  userId: string;
}
type Preload = (context: PortalPreloadContext) => void;

/*
 * Issue 26 item 9: on a phone over 3G the portal's code loaded only once the router reached it,
 * and its screen's data only once that code ran. The router registers each portal's preload
 * here (app/app-routes.tsx), so the login form can start it the moment the login succeeds without
 * importing the portals (they stay out of the login bundle).
 */
const preloads = new Map<Role, Preload>();

export function registerPortalPreload(role: Role, preload: Preload): void {
  preloads.set(role, preload);
}

/** Starts loading a portal's code and its first screen's data; errors surface on navigation. */
export function preloadPortal(role: Role, context: PortalPreloadContext): void {
  preloads.get(role)?.(context);
}
