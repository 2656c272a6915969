import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageStatus } from '../components/page-status';
import { registerNavigator } from '../lib/navigator';
import { useShellHandover } from './shell-handover';

/**
 * Lets the API client navigate, shows a status line while a portal's chunk downloads, and an
 * error page if a screen fails.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  useShellHandover();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageStatus />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
