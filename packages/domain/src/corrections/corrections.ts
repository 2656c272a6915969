import { z } from 'zod';
import { isIsoDate, previousDay } from '../shared/calendar.js';
import {
  AADHAAR_LENGTH,
  MOBILE_LENGTH,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_FIELDS,
  REGISTRATION_MESSAGES,
} from '../student-records/registration-rules.js';
import { SEXES, SEX_LABELS } from '../student-records/student-registration.js';
import { maskAadhaar } from '../student-records/student-registration.js';
import { isDateInRange, multiLineText, singleLineText } from '../shared/text.js';

/*
 * Correction requests (DPDP Act 2023 s.12, issue 19 part 4): the guardian, signed in as the
 * student, asks the office to correct one field of the registration; the admin accepts (the edit
 * goes through the students service's own edit path) or declines with a reason.
 */

/**
 * The registration's step-1 fields a guardian may ask to correct, in the form's order, then the
 * other single-line fields the student home shows. Not the regNo (the login id, fixed) nor the
 * class (placement follows the assessments, not the intake).
 */
const STEP_ONE = REGISTRATION_FIELDS.filter(
  (field): field is Exclude<(typeof REGISTRATION_FIELDS)[number], 'regNo' | 'section'> =>
    field !== 'regNo' && field !== 'section',
);
const OTHER_INFO = ['information', 'education', 'refBy', 'occupation', 'paymentType'] as const;
export const CORRECTION_FIELDS = [...STEP_ONE, ...OTHER_INFO] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** The registration form's own labels, so the admin reads the field as the form names it. */
export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  name: REGISTRATION_FIELD_LABELS.name,
  regDate: REGISTRATION_FIELD_LABELS.regDate,
  dob: REGISTRATION_FIELD_LABELS.dob,
  sex: REGISTRATION_FIELD_LABELS.sex,
  aadharNo: REGISTRATION_FIELD_LABELS.aadharNo,
  mobileNo: REGISTRATION_FIELD_LABELS.mobileNo,
  information: 'Informant',
  education: 'Education',
  refBy: 'Referred By',
  occupation: 'Occupation',
  paymentType: 'Payment Type',
};

/** The longest value each text field takes (student-registration.ts's limits). */
const MAX_LENGTH: Record<CorrectionField, number> = {
  name: 120,
  regDate: 10,
  dob: 10,
  sex: 10,
  aadharNo: AADHAAR_LENGTH,
  mobileNo: MOBILE_LENGTH,
  information: 200,
  education: 200,
  refBy: 200,
  occupation: 200,
  paymentType: 100,
};

export const CORRECTION_STATUSES = ['open', 'accepted', 'declined'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export const CORRECTION_STATUS_LABELS: Record<CorrectionStatus, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** At most this many open requests per student: enough for any real record, and no flood. */
export const MAX_OPEN_CORRECTIONS = 20;
export const CORRECTION_REASON_MAX = 500;

export const CORRECTION_MESSAGES = {
  field: 'Choose the field to correct.',
  value: 'Enter the correct value.',
  reason: 'Say why the value held is wrong.',
  reasonTooLong: `The reason must be at most ${CORRECTION_REASON_MAX} characters.`,
  valueTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  sex: 'Choose Male, Female or Other.',
  declineReason: 'Give the reason for declining, so the guardian knows what to do.',
  notFound: 'Correction request not found. Reload the list.',
  ownOnly: 'You may view only your own correction requests.',
  decided: 'This request has already been decided. Reload the list to see its outcome.',
  tooMany: `You have ${MAX_OPEN_CORRECTIONS} open requests. Wait for the office to decide them, then ask again.`,
  sent: 'Your correction request has been sent to the office. Its outcome will show here.',
  accepted: (label: string, regNo: string) =>
    `The correction of ${label} for ${regNo} has been applied.`,
  declined: 'The request has been declined. The guardian will see your reason.',
} as const;

/**
 * The proposed value's own rule (the registration's, for that field), or null. `today` is the
 * institute's date; rules across fields (a registration date before the birth date) are the
 * edit's, checked when the admin accepts.
 */
export function correctionValueError(
  field: CorrectionField,
  value: string,
  today: string,
): string | null {
  const v = value.trim();
  if (!v) return CORRECTION_MESSAGES.value;
  const label = CORRECTION_FIELD_LABELS[field];
  const yesterday = previousDay(today);
  switch (field) {
    case 'aadharNo':
      return new RegExp(`^\\d{${AADHAAR_LENGTH}}$`).test(v) ? null : REGISTRATION_MESSAGES.aadhaar;
    case 'mobileNo':
      return new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(v) ? null : REGISTRATION_MESSAGES.mobile;
    case 'sex':
      return (SEXES as readonly string[]).includes(v) ? null : CORRECTION_MESSAGES.sex;
    case 'dob':
      if (!isIsoDate(v)) return REGISTRATION_MESSAGES.invalidDate;
      if (v >= yesterday) return REGISTRATION_MESSAGES.dobNotBeforeToday;
      return isDateInRange(v) ? null : REGISTRATION_MESSAGES.dateOutOfRange;
    case 'regDate':
      if (!isIsoDate(v)) return REGISTRATION_MESSAGES.invalidDate;
      if (v > yesterday) return REGISTRATION_MESSAGES.regDateNotBeforeToday;
      return isDateInRange(v) ? null : REGISTRATION_MESSAGES.dateOutOfRange;
    default:
      return v.length > MAX_LENGTH[field]
        ? CORRECTION_MESSAGES.valueTooLong(label, MAX_LENGTH[field])
        : null;
  }
}

/** A value as lists show it: Aadhaar masked, sex by its label. */
export function correctionValueText(field: CorrectionField, value: string): string {
  if (field === 'aadharNo') return maskAadhaar(value);
  if (field === 'sex') return SEX_LABELS[value as (typeof SEXES)[number]] ?? value;
  return value;
}

/** POST /student/corrections. The field's own rule is checked by the service (it needs today). */
export const correctionRequestBodySchema = z.object({
  field: z.enum(CORRECTION_FIELDS, { error: CORRECTION_MESSAGES.field }),
  proposedValue: z
    .string({ error: CORRECTION_MESSAGES.value })
    .trim()
    .min(1, CORRECTION_MESSAGES.value)
    .max(200, CORRECTION_MESSAGES.valueTooLong('The value', 200))
    .check(singleLineText('Correct value')),
  reason: z
    .string({ error: CORRECTION_MESSAGES.reason })
    .trim()
    .min(1, CORRECTION_MESSAGES.reason)
    .max(CORRECTION_REASON_MAX, CORRECTION_MESSAGES.reasonTooLong)
    .check(multiLineText('Reason')),
});
export type CorrectionRequestBody = z.infer<typeof correctionRequestBodySchema>;

/** POST /admin/corrections/:id/decline */
export const correctionDeclineBodySchema = z.object({
  reason: z
    .string({ error: CORRECTION_MESSAGES.declineReason })
    .trim()
    .min(1, CORRECTION_MESSAGES.declineReason)
    .max(CORRECTION_REASON_MAX, CORRECTION_MESSAGES.reasonTooLong)
    .check(multiLineText('Reason for declining')),
});
export type CorrectionDeclineBody = z.infer<typeof correctionDeclineBodySchema>;

/** Path parameter of the routes about one request. */
export const correctionIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: CORRECTION_MESSAGES.notFound })
    .int(CORRECTION_MESSAGES.notFound)
    .min(1, CORRECTION_MESSAGES.notFound)
    .max(2_147_483_647, CORRECTION_MESSAGES.notFound),
});

/** GET /admin/corrections?status=open (default open; `all` for every request). */
export const correctionListQuerySchema = z.object({
  status: z
    .enum([...CORRECTION_STATUSES, 'all'], {
      error: 'Status must be open, accepted, declined or all.',
    })
    .default('open'),
});

/** One request as answered: the proposed Aadhaar number is always masked. */
export const correctionSchema = z.object({
  id: z.number(),
  regNo: z.string(),
  field: z.enum(CORRECTION_FIELDS),
  fieldLabel: z.string(),
  proposedValue: z.string(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

/**
 * The admin's list adds whom it is about, the value held now (Aadhaar masked) and who decided
 * (a staff login id, which the guardian's answers leave out).
 */
export const adminCorrectionSchema = correctionSchema.extend({
  decidedBy: z.string().nullable(),
  studentName: z.string(),
  currentValue: z.string(),
});
export type AdminCorrection = z.infer<typeof adminCorrectionSchema>;

export const studentCorrectionsResponseSchema = z.object({ data: z.array(correctionSchema) });
export type StudentCorrectionsResponse = z.infer<typeof studentCorrectionsResponseSchema>;

export const adminCorrectionsResponseSchema = z.object({
  data: z.array(adminCorrectionSchema),
  /** Open requests in all, whatever the filter: the count the admin's home shows. */
  openCount: z.number(),
});
export type AdminCorrectionsResponse = z.infer<typeof adminCorrectionsResponseSchema>;

/** GET /admin/corrections/count: only how many wait (the admin home; no child's data). */
export const openCorrectionsCountSchema = z.object({ openCount: z.number() });
export type OpenCorrectionsCount = z.infer<typeof openCorrectionsCountSchema>;

export const correctionSavedSchema = z.object({
  msg: z.string(),
  message: z.string(),
  request: correctionSchema,
});
export type CorrectionSaved = z.infer<typeof correctionSavedSchema>;
