import type { LoginResponse } from '@pragati/domain';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppBody, connectQueryClient } from './app';
import { createQueryClient } from './query-client';
import { afterLogin } from './routed-login';

/**
 * The app with its router and TanStack Query: its own chunk, which the login screen loads only
 * when it is needed (app/login-root.tsx, issue 33 part 2). After a login, `signedIn` is its
 * answer.
 */
export function startRoutedApp(signedIn?: LoginResponse): ReactNode {
  const queryClient = createQueryClient();
  connectQueryClient(queryClient);
  if (signedIn) afterLogin(queryClient, signedIn);
  return (
    <BrowserRouter>
      <AppBody queryClient={queryClient} />
    </BrowserRouter>
  );
}
