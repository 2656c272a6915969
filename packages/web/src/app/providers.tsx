import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, type ReactNode } from 'react';
import { AccountActionsProvider } from '../components/account-actions-slot';
import { I18nProvider } from '../i18n/i18n-provider';
import { theme } from './theme';

// Lazy: the Change Password modal is not needed on the login screen, the initial bundle.
const AccountActions = lazy(async () => ({
  default: (await import('../features/auth/components/account-actions')).AccountActions,
}));

const Toaster = lazy(async () => ({
  default: (await import('../components/toaster')).Toaster,
}));

const accountActions = (
  <Suspense fallback={null}>
    <AccountActions />
  </Suspense>
);

export interface ProvidersProps {
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: MantineProviderProps['env'];
  children: ReactNode;
}

export function Providers({ queryClient, env, children }: ProvidersProps) {
  return (
    <I18nProvider>
      <MantineProvider
        theme={theme}
        env={env}
        // The CSP forbids the <style> elements these would inject; the variables come from the
        // build-time stylesheet (virtual:mantine-theme.css) and the light scheme is set in HTML.
        withCssVariables={false}
        withGlobalClasses={false}
        forceColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
          <AccountActionsProvider actions={accountActions}>{children}</AccountActionsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
