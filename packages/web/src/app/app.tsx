import type { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '../lib/session';
import { AppRoutes } from './app-routes';
import { AppProviders } from './app-providers';
import { BaseProviders, type BaseProvidersProps } from './providers';

/** An ended session drops the cached server data of the user who left. */
export function connectQueryClient(queryClient: QueryClient): () => void {
  return onSessionEnd(() => queryClient.clear());
}

/** The routes with what they need beyond the base providers (below the router). */
export function AppBody({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}

/** Everything below the router (BrowserRouter in the browser, MemoryRouter in tests). */
export function App({
  queryClient,
  env,
}: {
  queryClient: QueryClient;
  env?: BaseProvidersProps['env'];
}) {
  return (
    <BaseProviders env={env}>
      <AppBody queryClient={queryClient} />
    </BaseProviders>
  );
}
