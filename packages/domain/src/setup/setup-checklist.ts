import { z } from 'zod';

/*
 * The first admin's checklist on the admin home (issue 26 item 15): what a new installation still
 * lacks, each derived from data the server already has. The institute's details are environment
 * variables today (README "Settings"), so that item names the variables still unset.
 */

export const SETUP_ITEMS = [
  'contacts',
  'adminPassword',
  'questionBank',
  'backup',
  'teachers',
] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

/** The institute's contact settings, in the order the login screen lists them. */
export const INSTITUTE_CONTACT_SETTINGS = [
  'INSTITUTE_ADDRESS',
  'INSTITUTE_PHONE',
  'INSTITUTE_EMAIL',
  'INSTITUTE_HELPLINE',
  'INSTITUTE_GRIEVANCE_OFFICER',
] as const;
export type InstituteContactSetting = (typeof INSTITUTE_CONTACT_SETTINGS)[number];

export const setupChecklistItemSchema = z.object({
  key: z.enum(SETUP_ITEMS),
  done: z.boolean(),
  /** The contacts item only: the settings still empty. */
  unset: z.array(z.enum(INSTITUTE_CONTACT_SETTINGS)).optional(),
});
export type SetupChecklistItem = z.infer<typeof setupChecklistItemSchema>;

/** GET /admin/setup-checklist: every item in order, with its state. */
export const setupChecklistResponseSchema = z.object({
  items: z.array(setupChecklistItemSchema),
});
export type SetupChecklistResponse = z.infer<typeof setupChecklistResponseSchema>;
