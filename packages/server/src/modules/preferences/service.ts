import { type Preferences, preferencesSchema } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../lib/policy.js';
import { readLocale, writeLocale } from './repository.js';

/**
 * The signed-in user's language (decisions §13), so it follows them to another device. Their own
 * row only; nothing about a child, so not audited.
 */
export function createPreferencesService(db: Db) {
  return {
    async read(session: SessionUser): Promise<Preferences> {
      // A code no longer offered reads as no choice.
      const locale = preferencesSchema.shape.locale.safeParse(await readLocale(db, session.id));
      return { locale: locale.success ? locale.data : null };
    },
    async write(session: SessionUser, preferences: Preferences): Promise<Preferences> {
      await writeLocale(db, session.id, preferences.locale);
      return preferences;
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
