import type { LoginResponse } from '@pragati/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { LoginPage } from '../features/auth/components/login-page';
import { paths } from '../lib/paths';
import { readSession } from '../lib/session';
import { loadPortal } from './portal-chunks';
import { useShellHandover } from './shell-handover';

/*
 * Issue 33 part 2: the login screen is the first screen of nearly every visit, on phones over 3G.
 * Opened alone it needs neither the router nor TanStack Query (≈ 25 kB gzip of the 138 kB its
 * script weighed): the routed app is its own chunk, requested when the form gets the focus (the
 * user is about to sign in) and taken over by the same React root once a login succeeds.
 */

/** The routed app's chunk (router, TanStack Query, the routes). */
export const loadRoutedApp = () => import('./routed-app');

/** Whether the page opens on the login alone: `/` with no session remembered on this device. */
export function opensOnLogin(): boolean {
  return window.location.pathname === paths.login && !readSession();
}

/**
 * Starts loading what a remembered session's screen needs: the routed app, and beside it (not
 * after it) the portal's code the route will ask for.
 */
export function loadRoutedAppFor(): ReturnType<typeof loadRoutedApp> {
  const session = readSession();
  if (session && !session.mustChangePassword) void loadPortal(session.role).catch(() => null);
  return loadRoutedApp();
}

const inLoginForm = (target: EventTarget | null) =>
  target instanceof Element && target.closest('#root form') !== null;

/**
 * Requests the routed app once the focus is in the login form: at the start when a field of the
 * login painted from HTML had it (the shell hands it over), or when it enters later.
 */
function usePreloadOnFormFocus(): void {
  useEffect(() => {
    // A failure shows when the login needs it (a full page load then).
    const preload = () => void loadRoutedApp().catch(() => null);
    if (inLoginForm(document.activeElement)) return preload();
    const onFocus = (event: FocusEvent) => {
      if (!inLoginForm(event.target)) return;
      document.removeEventListener('focusin', onFocus);
      preload();
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}

function LoginAlone({ onRouted }: { onRouted: (app: ReactNode) => void }) {
  useShellHandover();
  usePreloadOnFormFocus();
  const signedIn = (answer: LoginResponse, target: string) => {
    // The portal's code in the same wave as the router's (issue 26 item 9).
    if (!answer.mustChangePassword) void loadPortal(answer.role).catch(() => null);
    loadRoutedApp().then(
      ({ startRoutedApp }) => {
        window.history.replaceState(null, '', target);
        onRouted(startRoutedApp(answer));
      },
      // The router's code did not load (a new release replaced it, or the connection dropped):
      // the session is stored, so a full page load opens the target.
      () => window.location.assign(target),
    );
  };
  return (
    <ErrorBoundary resetKey={paths.login}>
      <LoginPage search={window.location.search} onSignedIn={signedIn} />
    </ErrorBoundary>
  );
}

/**
 * The first screen: the routed app when it was loaded at the start (any address but a login
 * opened alone), else the login until it hands over.
 */
export function LoginRoot({ app }: { app: ReactNode | null }) {
  const [routed, setRouted] = useState(app);
  return routed ?? <LoginAlone onRouted={setRouted} />;
}
