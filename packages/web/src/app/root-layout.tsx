import { isLocale } from '@pragati/domain';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageStatus } from '../components/page-layout';
import { chooseLocale } from '../i18n/language-switch';
import { currentLocale } from '../i18n/locale-state';
import { registerNavigator } from '../lib/navigator';
import { removeStaticShell } from '../lib/static-shell';

/**
 * Lets the API client navigate, shows a status line while a portal's chunk downloads, and an
 * error page if a screen fails.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  // Before the first paint of the app's screen: the login painted from HTML goes in that frame.
  useLayoutEffect(() => {
    const { language } = removeStaticShell();
    if (isLocale(language) && language !== currentLocale()) void chooseLocale(language);
  }, []);
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageStatus />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
