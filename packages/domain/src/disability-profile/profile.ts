import { z } from 'zod';
import { isIsoDate } from '../shared/calendar.js';
import { dateInRange, singleLineText } from '../shared/text.js';
import { CODE_LIST_YEAR_PATTERN } from './code-lists.js';

/*
 * The child's disability profile (issue 30 parts 1-2, decisions §17): conditions of the RPwD Act's
 * 21 (one primary) with the certified percentage, the disability certificate, the UDID card (or
 * the enrolment number while it is applied for), and the ledger of aids, appliances and benefits.
 * Codes are checked against the named year's code list by the server (the lists are data).
 */

export const DISABILITY_SCHEMES = ['adip', 'samagra-shiksha', 'state', 'other'] as const;
export type DisabilityScheme = (typeof DISABILITY_SCHEMES)[number];
export const DISABILITY_SCHEME_LABELS: Record<DisabilityScheme, string> = {
  adip: 'ADIP',
  'samagra-shiksha': 'Samagra Shiksha',
  state: 'State scheme',
  other: 'Other',
};

export const AID_STATUSES = ['pending', 'received'] as const;
export type AidStatus = (typeof AID_STATUSES)[number];
export const AID_STATUS_LABELS: Record<AidStatus, string> = {
  pending: 'Pending',
  received: 'Received',
};

export const UDID_KINDS = ['udid', 'enrolment'] as const;
export type UdidKind = (typeof UDID_KINDS)[number];
export const UDID_KIND_LABELS: Record<UdidKind, string> = {
  udid: 'UDID number',
  enrolment: 'Enrolment number (applied for)',
};

/**
 * The UDID's shape: state (2 letters), district (2 digits), issuing office (1), disability type
 * (2), year of birth (4), running number (6), check digit (1). Its check-digit algorithm is not
 * published, so only the shape is checked.
 */
export const UDID_PATTERN = /^[A-Z]{2}\d{16}$/;
const ENROLMENT_PATTERN = /^[A-Z0-9/-]{1,40}$/;

export const MAX_CONDITIONS = 21;
export const MAX_AIDS = 200;
export const MAX_AID_AMOUNT = 1_000_000;

export const DISABILITY_MESSAGES = {
  saved: (regNo: string) => `The disability profile of ${regNo} has been saved.`,
  cleared: (regNo: string) => `The disability profile of ${regNo} has been cleared.`,
  notRecorded: 'No disability profile has been recorded.',
  codeListYear: 'Choose the year of the code list, written as YYYY-YY.',
  unknownYear: (year: string) => `There is no code list for ${year}.`,
  conditions: 'Choose at least one condition.',
  tooManyConditions: `Choose at most ${MAX_CONDITIONS} conditions.`,
  conditionCode: 'Choose each condition from the list.',
  unknownCondition: (code: number, year: string) =>
    `Condition code ${code} is not in the ${year} list.`,
  duplicateCondition: 'Each condition can be listed only once.',
  onePrimary: 'Mark exactly one condition as the primary condition.',
  percent: 'The certified percentage must be a whole number from 0 to 100.',
  udidKind: 'Choose UDID number or enrolment number.',
  udidNumber: 'A UDID number has 18 characters: 2 letters for the state, then 16 digits.',
  enrolmentNumber: 'The enrolment number must be 1 to 40 letters, digits, / or -.',
  reassessBeforeIssue: 'The re-assessment date must be after the issue date.',
  futureIssue: "The certificate's issue date cannot be in the future.",
  aidItem: 'Choose an item from the list or type what was given.',
  unknownFacility: (code: number, year: string) => `Item code ${code} is not in the ${year} list.`,
  scheme: 'Choose the scheme: ADIP, Samagra Shiksha, state scheme or other.',
  amount: 'The amount must be a whole number of rupees from 0 to 10,00,000.',
  aidStatus: 'Choose whether it is pending or received.',
  tooManyAids: `At most ${MAX_AIDS} aids and benefits can be recorded.`,
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  notADate: (label: string) => `${label} must be a date on the calendar, written as YYYY-MM-DD.`,
} as const;

const M = DISABILITY_MESSAGES;

const line = (label: string, max: number) =>
  z
    .string({ error: M.required(label) })
    .trim()
    .min(1, M.required(label))
    .max(max, M.tooLong(label, max))
    .check(singleLineText(label));

const day = (label: string) =>
  z
    .string({ error: M.notADate(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.notADate(label))
    // A well-formed but impossible day (2026-02-30) would reach the date column as a 500.
    .refine(isIsoDate, M.notADate(label))
    .check(dateInRange(label));

const code = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(999, message);

export const disabilityConditionSchema = z.object({
  code: code(M.conditionCode),
  percent: z.number({ error: M.percent }).int(M.percent).min(0, M.percent).max(100, M.percent),
  primary: z.boolean({ error: M.onePrimary }),
});
export type DisabilityCondition = z.infer<typeof disabilityConditionSchema>;

export const disabilityCertificateSchema = z
  .object({
    number: line('Certificate number', 60),
    authority: line('Issuing authority', 200),
    issuedOn: day('Issue date'),
    /** null: a permanent certificate; else the date of re-assessment. */
    reassessOn: day('Re-assessment date').nullable(),
  })
  .refine((c) => c.reassessOn === null || c.reassessOn > c.issuedOn, {
    message: M.reassessBeforeIssue,
    path: ['reassessOn'],
  });
export type DisabilityCertificate = z.infer<typeof disabilityCertificateSchema>;

export const udidSchema = z
  .object({
    kind: z.enum(UDID_KINDS, { error: M.udidKind }),
    // Written as printed: spaces and dashes between the groups are dropped before the check.
    number: z
      .string({ error: M.udidNumber })
      .max(80, M.udidNumber)
      .transform((v) => v.trim().toUpperCase()),
    expiresOn: day('Card expiry date').nullable(),
  })
  .superRefine((u, ctx) => {
    if (u.kind === 'udid' && !UDID_PATTERN.test(u.number.replace(/[\s-]/g, ''))) {
      ctx.addIssue({ code: 'custom', message: M.udidNumber, path: ['number'] });
    }
    if (u.kind === 'enrolment' && !ENROLMENT_PATTERN.test(u.number)) {
      ctx.addIssue({ code: 'custom', message: M.enrolmentNumber, path: ['number'] });
    }
  })
  .transform((u) => ({
    ...u,
    number: u.kind === 'udid' ? u.number.replace(/[\s-]/g, '') : u.number,
  }));
export type Udid = z.infer<typeof udidSchema>;

export const aidSchema = z
  .object({
    /** The year's facility code, or null for an item typed in. */
    facilityCode: code(M.aidItem).nullable(),
    item: z
      .string({ error: M.aidItem })
      .trim()
      .max(200, M.tooLong('Item', 200))
      .check(singleLineText('Item')),
    date: day('Date'),
    scheme: z.enum(DISABILITY_SCHEMES, { error: M.scheme }),
    /** Rupees, where the benefit is money; null for an aid or appliance. */
    amount: z
      .number({ error: M.amount })
      .int(M.amount)
      .min(0, M.amount)
      .max(MAX_AID_AMOUNT, M.amount)
      .nullable(),
    status: z.enum(AID_STATUSES, { error: M.aidStatus }),
  })
  .refine((a) => a.facilityCode !== null || a.item !== '', { message: M.aidItem, path: ['item'] });
export type Aid = z.infer<typeof aidSchema>;

/** PUT /admin/students/:regNo/disability-profile: the whole profile, replacing the one held. */
export const disabilityProfileBodySchema = z
  .object({
    codeListYear: z.string({ error: M.codeListYear }).regex(CODE_LIST_YEAR_PATTERN, M.codeListYear),
    // Empty while no condition is certified yet, or to remove the last one (issue 30: the admin
    // removes a condition, the certificate or the UDID; all of them empty clears the profile).
    conditions: z
      .array(disabilityConditionSchema, { error: M.conditions })
      .max(MAX_CONDITIONS, M.tooManyConditions),
    certificate: disabilityCertificateSchema.nullable(),
    udid: udidSchema.nullable(),
    aids: z.array(aidSchema, { error: M.tooManyAids }).max(MAX_AIDS, M.tooManyAids),
  })
  .superRefine((body, ctx) => {
    const codes = body.conditions.map((c) => c.code);
    if (new Set(codes).size !== codes.length) {
      ctx.addIssue({ code: 'custom', message: M.duplicateCondition, path: ['conditions'] });
    }
    if (body.conditions.length > 0 && body.conditions.filter((c) => c.primary).length !== 1) {
      ctx.addIssue({ code: 'custom', message: M.onePrimary, path: ['conditions'] });
    }
  });
export type DisabilityProfileBody = z.infer<typeof disabilityProfileBodySchema>;
export type DisabilityProfileInput = z.input<typeof disabilityProfileBodySchema>;

/** A body with nothing in it: saving it clears the profile (GET answers null again). */
export function isEmptyProfile(body: {
  conditions: unknown[];
  certificate: unknown;
  udid: unknown;
  aids: unknown[];
}): boolean {
  return (
    body.conditions.length === 0 &&
    body.certificate === null &&
    body.udid === null &&
    body.aids.length === 0
  );
}

/** A stored profile as every reader gets it: the body with the ledger's ids and who saved it. */
export const disabilityProfileSchema = z.object({
  codeListYear: z.string(),
  conditions: z.array(z.object({ code: z.number(), percent: z.number(), primary: z.boolean() })),
  certificate: z
    .object({
      number: z.string(),
      authority: z.string(),
      issuedOn: z.string(),
      reassessOn: z.string().nullable(),
    })
    .nullable(),
  udid: z
    .object({ kind: z.enum(UDID_KINDS), number: z.string(), expiresOn: z.string().nullable() })
    .nullable(),
  aids: z.array(
    z.object({
      id: z.number(),
      facilityCode: z.number().nullable(),
      item: z.string(),
      date: z.string(),
      scheme: z.enum(DISABILITY_SCHEMES),
      amount: z.number().nullable(),
      status: z.enum(AID_STATUSES),
    }),
  ),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type DisabilityProfile = z.infer<typeof disabilityProfileSchema>;

/** Every read: the student and their profile, null while none is recorded. */
export const disabilityProfileResponseSchema = z.object({
  regNo: z.string(),
  profile: disabilityProfileSchema.nullable(),
});
export type DisabilityProfileResponse = z.infer<typeof disabilityProfileResponseSchema>;

export const saveDisabilityProfileResponseSchema = disabilityProfileResponseSchema.extend({
  msg: z.string(),
});
export type SaveDisabilityProfileResponse = z.infer<typeof saveDisabilityProfileResponseSchema>;

/** The primary condition first, then by code: the order every screen and file lists them in. */
export function orderedConditions<T extends { code: number; primary: boolean }>(list: T[]): T[] {
  return [...list].sort((a, b) => Number(b.primary) - Number(a.primary) || a.code - b.code);
}
