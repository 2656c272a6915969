import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'use-intl';
import { getLocaleState, subscribeLocale, type LocaleState } from './locale-state';

// The institute's clock, not the server's: dates are shown as the device shows them.
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useLocaleState(): LocaleState {
  return useSyncExternalStore(subscribeLocale, getLocaleState);
}

/** Domain messages (the server's English texts) in the current language. */
export function useMsg(): (text: string) => string {
  return useLocaleState().msg;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale, catalog } = useLocaleState();
  return (
    <IntlProvider locale={locale} messages={catalog} timeZone={timeZone}>
      {children}
    </IntlProvider>
  );
}
