import { isLocale } from '@pragati/domain';
import { useLayoutEffect } from 'react';
import { chooseLocale } from '../i18n/language-switch';
import { currentLocale } from '../i18n/locale-state';
import { removeStaticShell } from '../lib/static-shell';

/**
 * Before the first paint of the app's screen, the login painted from HTML goes in that frame,
 * and a language chosen on it applies. Once the shell is gone this does nothing.
 */
export function useShellHandover(): void {
  useLayoutEffect(() => {
    const { language } = removeStaticShell();
    if (isLocale(language) && language !== currentLocale()) void chooseLocale(language);
  }, []);
}
