import type { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '../lib/session';
import { AppRoutes } from './app-routes';
import { Providers, type ProvidersProps } from './providers';

/** An ended session drops the cached server data of the user who left. */
export function connectQueryClient(queryClient: QueryClient): () => void {
  return onSessionEnd(() => queryClient.clear());
}

/** Everything below the router (BrowserRouter in the browser, MemoryRouter in tests). */
export function App({
  queryClient,
  env,
}: {
  queryClient: QueryClient;
  env?: ProvidersProps['env'];
}) {
  return (
    <Providers queryClient={queryClient} env={env}>
      <AppRoutes />
    </Providers>
  );
}
