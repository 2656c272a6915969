import type { Locale, Preferences } from '@pragati/domain';
import { apiFetch } from '../lib/api-client';

/** GET /me/preferences: the language the signed-in user chose on any device. */
export const fetchPreferences = () => apiFetch<Preferences>('/me/preferences');

/** PUT /me/preferences. */
export const savePreferences = (locale: Locale) =>
  apiFetch<Preferences>('/me/preferences', { method: 'PUT', body: { locale } });
