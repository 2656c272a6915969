import { z } from 'zod';
import { LOCALE_CODES, type Locale } from '../locales/index';
import { singleLineText } from '../shared/text.js';

/**
 * The institute's own details (issue 28 part 3, decisions §20): name, contacts, grievance
 * officer, logo, languages and retention, kept per institute in the database and edited by its
 * admin. Until the admin saves them, the installation's environment variables are the values.
 * (The FACP's groups are the programme structure's, not these.)
 */
export const INSTITUTE_SETTINGS_MESSAGES = {
  name: 'Enter the institute name (at most 120 characters).',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  email: (label: string) => `${label} must be an e-mail address, or empty.`,
  phone: (label: string) =>
    `${label} may hold only digits, spaces and + - ( ), at most 40 characters.`,
  logoUrl: 'The logo address must start with / (a file of this server) or https://.',
  languages: 'Choose at least one language.',
  retentionYears: 'Retention must be a whole number of years from 1 to 100.',
  saved: 'Institute details saved.',
} as const;
const M = INSTITUTE_SETTINGS_MESSAGES;

const text = (label: string, max: number) =>
  z
    .string({ error: M.tooLong(label, max) })
    .trim()
    .max(max, M.tooLong(label, max))
    .check(singleLineText(label));
const email = (label: string) =>
  text(label, 120).refine((v) => v === '' || z.email().safeParse(v).success, M.email(label));
const phone = (label: string) =>
  text(label, 40).refine((v) => /^[0-9+\-() ]*$/.test(v), M.phone(label));

export const instituteSettingsSchema = z.strictObject({
  name: z
    .string({ error: M.name })
    .trim()
    .min(1, M.name)
    .max(120, M.name)
    .check(singleLineText('Institute name')),
  tagline: text('Tagline', 200),
  address: text('Address', 300),
  phone: phone('Phone'),
  email: email('E-mail'),
  helpline: phone('Helpline'),
  grievanceName: text('Grievance officer', 120),
  grievanceEmail: email("Grievance officer's e-mail"),
  grievancePhone: phone("Grievance officer's phone"),
  logoUrl: text('Logo address', 500).refine(
    (v) => /^\/(?!\/)/.test(v) || /^https:\/\/[^\s]+$/.test(v),
    M.logoUrl,
  ),
  languages: z
    .array(z.enum(LOCALE_CODES as [Locale, ...Locale[]], { error: M.languages }), {
      error: M.languages,
    })
    .min(1, M.languages)
    .max(LOCALE_CODES.length, M.languages)
    .refine((list) => new Set(list).size === list.length, M.languages),
  retentionYears: z
    .number({ error: M.retentionYears })
    .int(M.retentionYears)
    .min(1, M.retentionYears)
    .max(100, M.retentionYears),
});
export type InstituteSettings = z.infer<typeof instituteSettingsSchema>;

/** The details as answered: the environment's defaults need not meet the edit's rules. */
export const instituteSettingsViewSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  helpline: z.string(),
  grievanceName: z.string(),
  grievanceEmail: z.string(),
  grievancePhone: z.string(),
  logoUrl: z.string(),
  languages: z.array(z.string()),
  retentionYears: z.number().int(),
});

/** GET /admin/institute: the details in use, and whether they are still the installation's. */
export const instituteSettingsResponseSchema = z.object({
  settings: instituteSettingsViewSchema,
  fromEnvironment: z.boolean(),
});
export type InstituteSettingsResponse = z.infer<typeof instituteSettingsResponseSchema>;

/** PUT /admin/institute answers the saved details. */
export const saveInstituteSettingsResponseSchema = z.object({
  msg: z.string(),
  settings: instituteSettingsViewSchema,
});
export type SaveInstituteSettingsResponse = z.infer<typeof saveInstituteSettingsResponseSchema>;
