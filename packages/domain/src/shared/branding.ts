import { z } from 'zod';

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
});
export type Branding = z.infer<typeof brandingSchema>;
