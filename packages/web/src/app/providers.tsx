import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { I18nProvider } from '../i18n/i18n-provider';
import { themeWithLabels } from './theme';

const Toaster = lazy(async () => ({
  default: (await import('../components/toaster')).Toaster,
}));

export interface BaseProvidersProps {
  /** 'test' turns off Mantine's transitions and portals. */
  env?: MantineProviderProps['env'];
  children: ReactNode;
}

/** Mantine with the close buttons named in the current language (inside I18nProvider). */
function LocalizedMantine({ env, children }: BaseProvidersProps) {
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

/**
 * What the login screen needs too: the language, Mantine and the toasts. They stay mounted when
 * the login hands over to the routed app (app/login-root.tsx), so a toast shown on the login
 * stays on screen.
 */
export function BaseProviders({ env, children }: BaseProvidersProps) {
  return (
    <I18nProvider>
      <LocalizedMantine env={env}>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
        {children}
      </LocalizedMantine>
    </I18nProvider>
  );
}
