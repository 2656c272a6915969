import { offeredLocales } from '../lib/branding';
import { changeLocale, currentLocale } from './locale-state';
import { takeChosenBeforeLogin } from './language-switch';
import { fetchPreferences, savePreferences } from './preferences-api';

/**
 * After a login: a language just picked on the login screen becomes the user's; otherwise the
 * user's own choice (made on any device) applies here too. Failures leave the language as it is.
 */
export async function syncLocaleAfterLogin(): Promise<void> {
  try {
    const chosen = takeChosenBeforeLogin();
    if (chosen) {
      await savePreferences(chosen);
      return;
    }
    const { locale } = await fetchPreferences();
    // A language the institute no longer offers (its settings) stays unchosen.
    if (locale && locale !== currentLocale() && offeredLocales().includes(locale)) {
      await changeLocale(locale);
    }
  } catch {
    // The language is a comfort, not a reason to fail the login.
  }
}
