import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { AccountActionsProvider } from '../components/account-actions-slot';
import { I18nProvider } from '../i18n/i18n-provider';
import { themeWithLabels } from './theme';

// Lazy: the Change Password modal is not needed on the login screen, the initial bundle.
export const loadAccountActions = () => import('../features/auth/components/account-actions');
const AccountActions = lazy(async () => ({
  default: (await loadAccountActions()).AccountActions,
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

/** Mantine with the close buttons named in the current language (inside I18nProvider). */
function LocalizedMantine({ env, children }: { env: ProvidersProps['env']; children: ReactNode }) {
  const t = useTranslations('common');
  const closeDialog = t('closeDialog');
  const closeNotification = t('closeNotification');
  const theme = useMemo(
    () => themeWithLabels({ closeDialog, closeNotification }),
    [closeDialog, closeNotification],
  );
  return (
    <MantineProvider
      theme={theme}
      env={env}
      // The CSP forbids the <style> elements these would inject; the variables come from the
      // build-time stylesheet (virtual:mantine-theme.css) and the light scheme is set in HTML.
      withCssVariables={false}
      withGlobalClasses={false}
      forceColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}

export function Providers({ queryClient, env, children }: ProvidersProps) {
  return (
    <I18nProvider>
      <LocalizedMantine env={env}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
          <AccountActionsProvider actions={accountActions}>{children}</AccountActionsProvider>
        </QueryClientProvider>
      </LocalizedMantine>
    </I18nProvider>
  );
}
