/**
 * The institute's own details (issue 28 part 3, decisions §20). Each institute's row, once its
 * admin saves it; until then the installation's environment variables (config), so a single
 * installation reads as before. Everything that shows the institute asks here, in the request's
 * institute: the branding (web page, /branding, print headers, consent form), the right of
 * access's grievance officer, the setup checklist and the erasure's retention.
 */
import {
  type Branding,
  INSTITUTE_SETTINGS_MESSAGES,
  isLocale,
  LOCALE_CODES,
  type InstituteSettings,
  type InstituteSettingsResponse,
  type SaveInstituteSettingsResponse,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import type { SessionUser } from '../../lib/policy.js';
import { readSettings, writeSettings } from './repository.js';

export function createInstituteSettingsService(
  db: Db,
  options: { defaults: InstituteSettings; apiBase: string },
) {
  async function current(): Promise<InstituteSettingsResponse> {
    const saved = await readSettings(db);
    return { settings: saved ?? options.defaults, fromEnvironment: saved === undefined };
  }

  return {
    current,

    async branding(): Promise<Branding> {
      const { retentionYears: _r, languages, ...shown } = (await current()).settings;
      // A language this version no longer ships is not offered; none left: every one.
      const offered = languages.filter(isLocale);
      return {
        ...shown,
        languages: offered.length > 0 ? offered : [...LOCALE_CODES],
        apiBase: options.apiBase,
      };
    },

    async retentionYears(): Promise<number> {
      return (await current()).settings.retentionYears;
    },

    async save(
      session: SessionUser,
      body: InstituteSettings,
    ): Promise<SaveInstituteSettingsResponse> {
      await db.transaction(async (tx) => {
        const before = (await readSettings(tx)) ?? options.defaults;
        await writeSettings(tx, body, session.userId);
        // Which details changed, not their values (contacts are people's).
        const changed = (Object.keys(body) as (keyof InstituteSettings)[]).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(body[key]),
        );
        await audit(tx, {
          actor: actorOf(session),
          action: 'institute.settings.update',
          target: 'institute',
          outcome: 'success',
          detail: { changed },
        });
      });
      return { msg: INSTITUTE_SETTINGS_MESSAGES.saved, settings: (await current()).settings };
    },
  };
}
export type InstituteSettingsService = ReturnType<typeof createInstituteSettingsService>;
