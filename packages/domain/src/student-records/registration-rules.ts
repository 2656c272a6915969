import { z } from 'zod';
import { isIsoDate, previousDay } from '../shared/calendar.js';
import { STUDENT_MESSAGES } from './students.js';
import {
  isDateInRange,
  MAX_DATE_YEAR,
  MIN_DATE_YEAR,
  textNotAllowedMessage,
} from '../shared/text.js';

/** Spec section 5 (registration) and 8; shown as toasts, word for word. */
export const REGISTRATION_MESSAGES = {
  required: 'Enter all required fields (Fields in RED)',
  invalidDate: 'Enter dates as YYYY-MM-DD.',
  dobNotBeforeToday: 'Date of birth must be earlier than today.',
  regDateNotBeforeToday: 'Registration must be earlier than today.',
  regBeforeDob: 'Registration must be greater than Date of Birth.',
  aadhaar: 'Aadhar number must be exactly 12 digits and numeric.',
  mobile: 'Mobile No. must be 10 digits',
  regNoCharacters:
    'Registration number may use letters, digits and . _ / - only (up to 40 characters).',
  confirm: 'Are you sure you want to submit ?',
  tooLong: 'Text is too long.',
  dateOutOfRange: `Enter dates between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}.`,
  classMismatch: 'Class and section do not match.',
} as const;

export const duplicateRegNoMessage = (regNo: string) =>
  `Registration number ${regNo} is already registered.`;

export const AADHAAR_LENGTH = 12;
export const MOBILE_LENGTH = 10;
export const REG_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/**
 * The step-1 fields in the form's order (issue 14 part 7: an error marks its field, and focus
 * goes to the first one marked). `section` is the Class select.
 */
export const REGISTRATION_FIELDS = [
  'regNo',
  'name',
  'regDate',
  'dob',
  'sex',
  'aadharNo',
  'mobileNo',
  'section',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The form's labels, as text.ts names a field in its messages. */
export const REGISTRATION_FIELD_LABELS: Record<RegistrationField, string> = {
  regNo: 'Registration Number',
  name: 'Name',
  regDate: 'Registration Date',
  dob: 'Date of Birth',
  sex: 'Sex',
  aadharNo: 'Aadhar Number',
  mobileNo: 'Mobile No.',
  section: 'Class',
};

/** Beside an empty required field (the toast keeps the spec's own sentence). */
export const requiredFieldMessage = (field: RegistrationField) =>
  `${REGISTRATION_FIELD_LABELS[field]} is required.`;

export type RegistrationIssue = {
  field: RegistrationField;
  /** The field's own message. */
  message: string;
  /** The spec's message for the toast (the same, except for an empty required field). */
  toast: string;
};

type StepOneInfo = Record<Exclude<RegistrationField, 'section'>, string>;

/** The spec's order of the rules: the first broken one is the toast. */
const RULE_ORDER: string[] = [
  REGISTRATION_MESSAGES.required,
  REGISTRATION_MESSAGES.invalidDate,
  REGISTRATION_MESSAGES.dobNotBeforeToday,
  REGISTRATION_MESSAGES.regDateNotBeforeToday,
  REGISTRATION_MESSAGES.regBeforeDob,
  REGISTRATION_MESSAGES.dateOutOfRange,
  REGISTRATION_MESSAGES.aadhaar,
  REGISTRATION_MESSAGES.mobile,
  REGISTRATION_MESSAGES.regNoCharacters,
];

/**
 * Every step-1 field that breaks a registration rule, at most one issue each (its first rule),
 * ordered by the spec's rule order, then the form's. `today` is the institute's date
 * (`instituteDate(now)`); the cut-off is yesterday.
 */
export function registrationInfoIssues(
  info: StepOneInfo,
  section: string,
  today: string,
): RegistrationIssue[] {
  const values: Record<RegistrationField, string> = { ...info, section };
  const yesterday = previousDay(today);
  const datesValid = isIsoDate(info.dob) && isIsoDate(info.regDate);
  const rules: Record<RegistrationField, (value: string) => string | null> = {
    regNo: (v) => (REG_NO_PATTERN.test(v) ? null : REGISTRATION_MESSAGES.regNoCharacters),
    name: () => null,
    dob: (v) => {
      if (!isIsoDate(v)) return REGISTRATION_MESSAGES.invalidDate;
      if (v >= yesterday) return REGISTRATION_MESSAGES.dobNotBeforeToday;
      return isDateInRange(v) ? null : REGISTRATION_MESSAGES.dateOutOfRange;
    },
    regDate: (v) => {
      if (!isIsoDate(v)) return REGISTRATION_MESSAGES.invalidDate;
      if (v > yesterday) return REGISTRATION_MESSAGES.regDateNotBeforeToday;
      if (datesValid && v < info.dob) return REGISTRATION_MESSAGES.regBeforeDob;
      return isDateInRange(v) ? null : REGISTRATION_MESSAGES.dateOutOfRange;
    },
    sex: () => null,
    aadharNo: (v) =>
      new RegExp(`^\\d{${AADHAAR_LENGTH}}$`).test(v) ? null : REGISTRATION_MESSAGES.aadhaar,
    mobileNo: (v) =>
      new RegExp(`^\\d{${MOBILE_LENGTH}}$`).test(v) ? null : REGISTRATION_MESSAGES.mobile,
    section: () => null,
  };
  const issues: RegistrationIssue[] = [];
  for (const field of REGISTRATION_FIELDS) {
    const value = values[field] ?? '';
    if (!value.trim()) {
      const message = requiredFieldMessage(field);
      issues.push({ field, message, toast: REGISTRATION_MESSAGES.required });
      continue;
    }
    const message = rules[field](value);
    if (message) issues.push({ field, message, toast: message });
  }
  const rank = (issue: RegistrationIssue) => RULE_ORDER.indexOf(issue.toast);
  // A stable sort: within one rule, the form's order stays.
  return issues.sort((a, b) => rank(a) - rank(b));
}

/** The first registration rule the step-1 fields break, in the spec's order, or null. */
export function registrationInfoError(
  info: StepOneInfo,
  section: string,
  today: string,
): string | null {
  return registrationInfoIssues(info, section, today)[0]?.toast ?? null;
}

/**
 * The step-1 field a server message is about, or null (issue 14 part 7: a refusal by the server
 * marks its field like the form's own checks). The regNo is the one the form sent.
 */
export function registrationFieldOfMessage(
  message: string,
  regNo: string,
  /** The screen's translator: the server words its refusal in the user's language (issue 16). */
  localize: (text: string) => string = (text) => text,
): RegistrationField | null {
  const byMessage: [string, RegistrationField][] = [
    [duplicateRegNoMessage(regNo), 'regNo'],
    [STUDENT_MESSAGES.loginIdTaken(regNo), 'regNo'],
    [REGISTRATION_MESSAGES.regNoCharacters, 'regNo'],
    [REGISTRATION_MESSAGES.dobNotBeforeToday, 'dob'],
    [REGISTRATION_MESSAGES.regDateNotBeforeToday, 'regDate'],
    [REGISTRATION_MESSAGES.regBeforeDob, 'regDate'],
    [REGISTRATION_MESSAGES.aadhaar, 'aadharNo'],
    [REGISTRATION_MESSAGES.mobile, 'mobileNo'],
    [REGISTRATION_MESSAGES.classMismatch, 'section'],
    ...REGISTRATION_FIELDS.map((field): [string, RegistrationField] => [
      textNotAllowedMessage(REGISTRATION_FIELD_LABELS[field]),
      field,
    ]),
  ];
  return byMessage.find(([text]) => localize(text) === message)?.[1] ?? null;
}

/** GET /admin/students/:regNo/exists (issue 14 part 7: the wizard checks when step 1 is left). */
export const regNoExistsParamsSchema = z.object({
  regNo: z.string().trim().regex(REG_NO_PATTERN, REGISTRATION_MESSAGES.regNoCharacters),
});

/** `message`: why the number cannot be registered (the registration's own refusal), when taken. */
export const regNoExistsResponseSchema = z.object({
  exists: z.boolean(),
  message: z.string().optional(),
});
export type RegNoExistsResponse = z.infer<typeof regNoExistsResponseSchema>;
