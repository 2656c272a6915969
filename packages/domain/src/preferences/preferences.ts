import { z } from 'zod';
import { LOCALE_CODES, type Locale } from '../locales/index';

export const PREFERENCE_MESSAGES = {
  locale: 'Choose one of the offered languages.',
} as const;

/** PUT /api/me/preferences and its GET: the signed-in user's own settings (decisions §13). */
export const preferencesSchema = z.object({
  locale: z
    .string()
    .refine((value): value is Locale => (LOCALE_CODES as readonly string[]).includes(value), {
      message: PREFERENCE_MESSAGES.locale,
    })
    .nullable(),
});
export type Preferences = { locale: Locale | null };
