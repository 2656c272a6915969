import { z } from 'zod';
import { instituteDate } from '../shared/calendar.js';
import {
  DEVELOPMENT_HISTORY_GROUPS,
  durationKey,
  FAMILY_HISTORY_GROUPS,
  HISTORY_GROUPS,
  type IntakeFieldGroup,
  PRESENTING_COMPLAINTS,
} from './student-intake-fields.js';
import {
  AADHAAR_LENGTH,
  MOBILE_LENGTH,
  REGISTRATION_MESSAGES,
  registrationInfoError,
} from './registration-rules.js';
import { studentDetailsRecordSchema } from './students.js';
import { multiLineText, singleLineText } from '../shared/text.js';

/** Decisions §1: a field we do not know is refused by name, never dropped. */
export const unknownFieldsMessage = (names: readonly string[]) =>
  names.length === 1 ? `Unknown field: ${names[0]}` : `Unknown fields: ${names.join(', ')}`;

/**
 * An object schema's `error` for keys it does not know (zod's `unrecognized_keys`), naming each by
 * its path in the body; `otherwise` answers the object's other issues (undefined: zod's own).
 * Intake fields are named without the registration's `formData.details.`, as the edit, the
 * details record and the audit log name them (`history.fooBar`).
 */
const unknownKeys =
  (otherwise?: string) => (issue: { code?: string; path?: PropertyKey[]; keys?: string[] }) => {
    if (issue.code !== 'unrecognized_keys') return otherwise;
    const at = (issue.path ?? []).map(String);
    const from = at[0] === 'formData' && at[1] === 'details' ? at.slice(2) : at;
    return unknownFieldsMessage((issue.keys ?? []).map((key) => [...from, key].join('.')));
  };
/** `z.strictObject` that names unknown keys. */
const known = <S extends z.ZodRawShape>(shape: S, otherwise?: string) =>
  z.strictObject(shape, { error: unknownKeys(otherwise) });

export const registeredMessage = (regNo: string) => `${regNo} registered successfully`;

export const SEXES = ['male', 'female', 'other'] as const;
export const SEX_LABELS: Record<(typeof SEXES)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};
/** Registration places a student in year 1 of a section (spec section 9: year options only 1). */
export const REGISTRATION_YEARS = ['1'] as const;

/** `label` is the form's, so a refused character names the field (text.ts). */
const text = (label: string, max = 500, multiLine = false) =>
  z
    .string({ error: REGISTRATION_MESSAGES.tooLong })
    .trim()
    .max(max, REGISTRATION_MESSAGES.tooLong)
    .check(multiLine ? multiLineText(label) : singleLineText(label))
    .default('');
/** Digits may arrive as a number from older clients (the spec's record has aadharNo as a number). */
const digits = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: REGISTRATION_MESSAGES.required })
      .trim()
      .max(max * 2, REGISTRATION_MESSAGES.tooLong)
      .check(singleLineText(label))
      .default(''),
  );
/** Free text of the intake groups: labelled fields, new lines allowed. */
const textGroup = (fields: readonly (readonly [key: string, label: string])[], max = 500) => {
  const shape = Object.fromEntries(fields.map(([key, label]) => [key, text(label, max, true)]));
  return known(shape).prefault({});
};
const groupFields = (groups: readonly IntakeFieldGroup[]) =>
  groups.flatMap((g) => g.fields.map((f) => [f.key, f.label] as const));

/**
 * History of Present Condition: the original client starts the list as `[""]` and adds
 * `{ description }` rows, so a string is a description and an empty row is no entry. Kept and
 * answered as `[{ description }]`.
 */
const conditionEntries = z
  .preprocess(
    (v) => (Array.isArray(v) ? v.map((e) => (typeof e === 'string' ? { description: e } : e)) : v),
    z
      .array(known({ description: text('History of Present Condition', 2000, true) }))
      .max(50, REGISTRATION_MESSAGES.tooLong)
      .default([]),
  )
  .transform((entries) => entries.filter((entry) => entry.description !== ''));

/** An instant written as an ISO date-time (what `JSON.stringify` makes of a JavaScript Date). */
const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:?\d\d)$/;

/**
 * A date field: `YYYY-MM-DD`, or a date-time from a client that sends a JavaScript Date (a date
 * picker's midnight in India arrives as the previous day's 18:30Z), read as the institute's
 * calendar day of that instant.
 */
const dateText = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string' || !ISO_DATE_TIME.test(v)) return v;
      const instant = new Date(v);
      return Number.isNaN(instant.getTime()) ? v : instituteDate(instant);
    },
    text(label, 30),
  );

export const studentInfoSchema = known({
  regNo: text('Registration Number', 60),
  regDate: dateText('Registration Date'),
  dob: dateText('Date of Birth'),
  name: text('Name', 120),
  sex: z.enum([...SEXES, ''], { error: REGISTRATION_MESSAGES.required }).default(''),
  information: text('Informant', 200),
  education: text('Education', 200),
  refBy: text('Referred By', 200),
  occupation: text('Occupation', 200),
  aadharNo: digits('Aadhar Number', AADHAAR_LENGTH),
  paymentType: text('Payment Type', 100),
  mobileNo: digits('Mobile No.', MOBILE_LENGTH),
  purposeVisit: text('Purpose of Visit', 1000, true),
  previousConsultationAndTreatement: z.boolean().default(false),
  isYesNatureOfConsultations: text('If yes, nature of consultations', 1000, true),
  treatmentUnderGone: z.boolean().default(false),
  typeOfTreatment: text('Type of Treatment', 1000, true),
  therapeutic: text('Therapeutic', 1000, true),
  historyOfPresentCondition: conditionEntries,
});
export type StudentInfo = z.infer<typeof studentInfoSchema>;

const complaintFields = PRESENTING_COMPLAINTS.flatMap((c) => [
  [c.key, `${c.label}: Onset`] as const,
  [durationKey(c.key), `${c.label}: Duration`] as const,
]);

export const studentDetailsSchema = known({
  info: studentInfoSchema,
  presentingComplaints: textGroup(complaintFields, 300),
  history: textGroup(groupFields(HISTORY_GROUPS)),
  familyHistory: textGroup(groupFields(FAMILY_HISTORY_GROUPS)),
  developmentHistory: textGroup(groupFields(DEVELOPMENT_HISTORY_GROUPS)),
});
export type StudentDetails = z.infer<typeof studentDetailsSchema>;

/**
 * `stdCred`. The spec's older form sent the section as `class`; the original client sends both,
 * `class` often "". Without a section, `class` is the section; beside one, it may only repeat it
 * (or name its class code, `secondary_1`), so no value the client sent is silently set aside.
 */
export const studentPlacementSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !(v as { section?: unknown }).section && 'class' in v
      ? { ...v, section: (v as { class: unknown }).class }
      : v,
  known({
    // Any text here: whether it is one of the institute's enabled groups is the server's check
    // against its programme_groups (issue 29), answered with the allowed class codes.
    section: z
      .string({ error: REGISTRATION_MESSAGES.required })
      .trim()
      .max(60, REGISTRATION_MESSAGES.tooLong)
      .check(singleLineText('Class'))
      .default(''),
    year: z.enum(REGISTRATION_YEARS, { error: REGISTRATION_MESSAGES.required }).default('1'),
    class: z
      .string({ error: REGISTRATION_MESSAGES.required })
      .trim()
      .max(60, REGISTRATION_MESSAGES.tooLong)
      .check(singleLineText('Class'))
      .optional(),
  })
    .superRefine((v, ctx) => {
      if (v.class && v.class !== v.section && v.class !== `${v.section}_${v.year}`) {
        ctx.addIssue({
          code: 'custom',
          message: REGISTRATION_MESSAGES.classMismatch,
          path: ['class'],
        });
      }
    })
    .transform(({ class: _class, ...placement }) => placement),
);
export type StudentPlacement = z.infer<typeof studentPlacementSchema>;

let registrationSchemaOfDay:
  { today: string; schema: ReturnType<typeof registrationSchema> } | undefined;

/**
 * `POST /admin/registerStudent` body, `{ formData: { details, stdCred } }`, checked against the
 * institute's date. The same schema validates the form before it is sent. Kept for the day it
 * was built for: zod compiles a schema on its first use, and a student import checks 1,000 rows
 * against it (issue 26 item 2: building it per row held the server's thread for 0.3 s).
 */
export function studentRegistrationSchema(today: string) {
  if (registrationSchemaOfDay?.today !== today) {
    registrationSchemaOfDay = { today, schema: registrationSchema(today) };
  }
  return registrationSchemaOfDay.schema;
}

function registrationSchema(today: string) {
  return known({
    formData: known(
      { details: studentDetailsSchema, stdCred: studentPlacementSchema },
      REGISTRATION_MESSAGES.required,
    ),
  }).superRefine((value, ctx) => {
    const message = registrationInfoError(
      value.formData.details.info,
      value.formData.stdCred.section,
      today,
    );
    if (message) ctx.addIssue({ code: 'custom', message, path: ['formData', 'details', 'info'] });
  });
}
export type StudentRegistration = z.infer<ReturnType<typeof registrationSchema>>;

type RecordShape = typeof studentDetailsRecordSchema.shape;
type ReadOnlyKey = Exclude<keyof RecordShape, keyof typeof studentDetailsSchema.shape>;
/**
 * The details record's fields beside the intake groups (students.ts: `_id`, `regNo`, `name`, the
 * placement and status), taken from its schema so a field added there is known here too.
 */
export const DETAILS_RECORD_READ_ONLY = Object.keys(studentDetailsRecordSchema.shape).filter(
  (key) => !(key in studentDetailsSchema.shape),
) as ReadOnlyKey[];
export type DetailsRecordReadOnly = Partial<Record<ReadOnlyKey, unknown>>;

/**
 * Student details for an admin correction after registration: same rules, without the placement;
 * an empty `aadharNo` means "keep the stored number". A client may send the details record back
 * as it read it: its read-only fields are known here, and the server refuses any that differ
 * from the record rather than ignore them.
 */
export function studentDetailsUpdateSchema(today: string) {
  // Any value: the server compares it with the record (text rules need not run on it twice).
  const readOnly = Object.fromEntries(
    DETAILS_RECORD_READ_ONLY.map((key) => [key, z.unknown().optional()]),
  ) as Record<ReadOnlyKey, z.ZodOptional<z.ZodUnknown>>;
  return known({ ...studentDetailsSchema.shape, ...readOnly }).superRefine((details, ctx) => {
    // An empty Aadhaar keeps the stored number: the edit form never holds the number in clear.
    const info = details.info.aadharNo
      ? details.info
      : { ...details.info, aadharNo: '0'.repeat(AADHAAR_LENGTH) };
    const message = registrationInfoError(info, 'placed', today);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['info'] });
  });
}

/** Aadhaar as shown everywhere except the audited reveal: `XXXX XXXX 1234` (decisions §7). */
export function maskAadhaar(aadhaar: string | null | undefined): string {
  const digitsOnly = (aadhaar ?? '').replace(/\D/g, '');
  if (digitsOnly.length < 4) return '';
  return `XXXX XXXX ${digitsOnly.slice(-4)}`;
}
