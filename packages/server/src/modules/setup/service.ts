import {
  type Branding,
  INSTITUTE_CONTACT_SETTINGS,
  type InstituteContactSetting,
  type SetupChecklistResponse,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { setupFacts } from './repository.js';

/** Which branding fields each contact setting fills (the grievance officer fills three). */
const SETTING_FIELDS: Record<InstituteContactSetting, (keyof Branding)[]> = {
  INSTITUTE_ADDRESS: ['address'],
  INSTITUTE_PHONE: ['phone'],
  INSTITUTE_EMAIL: ['email'],
  INSTITUTE_HELPLINE: ['helpline'],
  INSTITUTE_GRIEVANCE_OFFICER: ['grievanceName', 'grievanceEmail', 'grievancePhone'],
};

export function unsetContactSettings(branding: Branding): InstituteContactSetting[] {
  return INSTITUTE_CONTACT_SETTINGS.filter((setting) =>
    SETTING_FIELDS[setting].every((field) => String(branding[field]).trim() === ''),
  );
}

/** GET /admin/setup-checklist (issue 26 item 15): what a new installation still lacks. */
/** brandingNow: the request's institute's details (modules/institute-settings). */
export function createSetupService(db: Db, brandingNow: () => Promise<Branding>) {
  return {
    async checklist(): Promise<SetupChecklistResponse> {
      const facts = await setupFacts(db);
      const unset = unsetContactSettings(await brandingNow());
      return {
        items: [
          { key: 'contacts', done: unset.length === 0, unset },
          { key: 'adminPassword', done: facts.adminPasswordChanged },
          { key: 'questionBank', done: facts.bankLists > 0 && facts.sampleLists === 0 },
          { key: 'backup', done: facts.backupMade },
          { key: 'teachers', done: facts.teachers > 0 },
        ],
      };
    },
  };
}
export type SetupService = ReturnType<typeof createSetupService>;
