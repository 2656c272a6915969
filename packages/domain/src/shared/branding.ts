import { z } from 'zod';
import { LOCALE_CODES, type Locale } from '../locales/index.js';

/** Institute details shown on the login screen and in printed headers; set by configuration. */
export const brandingSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  helpline: z.string(),
  /** The grievance officer (DPDP Act 2023 s.13): empty fields are not shown. */
  grievanceName: z.string(),
  grievanceEmail: z.string(),
  grievancePhone: z.string(),
  logoUrl: z.string(),
  apiBase: z.string(),
  /** The languages the institute offers (its settings, issue 28 part 3): the language menus of
   * the login and the header list only these. */
  languages: z.array(z.enum(LOCALE_CODES as [Locale, ...Locale[]])).min(1),
});
export type Branding = z.infer<typeof brandingSchema>;
