import type { LoginResponse } from '@pragati/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { sessionQueryOptions } from '../features/auth/api/session';
import { LoginPage } from '../features/auth/components/login-page';
import { preloadPortal } from '../lib/portal-preload';

/**
 * What the routed app does the moment a login succeeds: the portal's code and its first screen's
 * data start loading (issue 26 item 9), and the portal's session check can use the answer instead
 * of asking again right away.
 */
export function afterLogin(queryClient: QueryClient, answer: LoginResponse): void {
  const { userId, role, mustChangePassword } = answer;
  if (!mustChangePassword) preloadPortal(role, { queryClient, userId });
  queryClient.setQueryData(sessionQueryOptions.queryKey, { userId, role, mustChangePassword });
}

/** The login as a route of the routed app (a reload of `/` with a session loads it this way). */
export function RoutedLoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  return (
    <LoginPage
      search={search}
      onSignedIn={(answer, target) => {
        afterLogin(queryClient, answer);
        void navigate(target, { replace: true });
      }}
    />
  );
}
