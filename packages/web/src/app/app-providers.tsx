import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, type ReactNode } from 'react';
import { AccountActionsProvider } from '../components/account-actions-slot';
import { loadAccountActions } from './portal-chunks';

// Apart from providers.tsx (what the login needs too), so the login's entry does not carry
// TanStack Query's provider: it comes with the routed app's chunk (issue 33 part 2).

const AccountActions = lazy(async () => ({
  default: (await loadAccountActions()).AccountActions,
}));

const accountActions = (
  <Suspense fallback={null}>
    <AccountActions />
  </Suspense>
);

/** What the routed app adds: the server data's cache and the header's account actions. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccountActionsProvider actions={accountActions}>{children}</AccountActionsProvider>
    </QueryClientProvider>
  );
}
