import { z } from 'zod';
import { USER_ID_MAX_LENGTH } from '../auth/auth-messages';
import { attendanceClassId } from '../attendance/attendance';
import { singleLineText } from '../shared/text';

/**
 * Specialists (issue 31 part 2, decisions §18): an account of role `specialist` has a kind (rows
 * of the institute's specialist_kinds, so more can be added) and a caseload of students, one by
 * one or by class, that the admin assigns. They see only those students; the clinical intake
 * (the disability profile) only when the admin grants `clinicalAccess`.
 */
export type SpecialistKind = { code: string; nameEn: string; nameHi: string };

/** Every institute's kinds at first use (its specialist_kinds rows; more are data). */
export const DEFAULT_SPECIALIST_KINDS: readonly SpecialistKind[] = [
  { code: 'speech', nameEn: 'Speech therapy', nameHi: 'वाक् चिकित्सा' },
  { code: 'occupational', nameEn: 'Occupational therapy', nameHi: 'व्यावसायिक चिकित्सा' },
  { code: 'physio', nameEn: 'Physiotherapy', nameHi: 'फिज़ियोथेरेपी' },
  { code: 'psychology', nameEn: 'Psychology', nameHi: 'मनोविज्ञान' },
  { code: 'specialeducation', nameEn: 'Special education', nameHi: 'विशेष शिक्षा' },
];

/** At most this many students and classes on one caseload. */
export const MAX_CASELOAD_STUDENTS = 300;
export const MAX_CASELOAD_CLASSES = 30;

export const SPECIALIST_MESSAGES = {
  kind: 'Choose the kind of specialist.',
  kindOnlyForSpecialist: 'A kind is given only for a specialist account.',
  unknownKind: (kind: string) =>
    `There is no kind of specialist called ${kind}. Choose one from the list.`,
  notFound: 'No specialist account has that User ID.',
  unknownStudent: (regNo: string) =>
    `No student has the Reg. No. ${regNo}. Check the number and try again.`,
  notActive: (regNo: string) =>
    `${regNo} is not an active student. Only active students can be assigned.`,
  unknownClass: (classId: string) => `There is no class ${classId} in the enabled groups.`,
  duplicate: (value: string) => `${value} is listed twice.`,
  tooManyStudents: `A caseload holds at most ${MAX_CASELOAD_STUDENTS} students.`,
  tooManyClasses: `A caseload holds at most ${MAX_CASELOAD_CLASSES} classes.`,
  saved: 'The caseload has been saved.',
  notYourStudent: 'This student is not on your caseload.',
  noClinicalAccess:
    'The admin has not given you access to the clinical intake. Ask the admin if you need it.',
  noSpecialistRecord: 'This account has no specialist record.',
} as const;

const regNo = z
  .string({ error: 'regNo is required.' })
  .trim()
  .min(1, 'regNo is required.')
  .max(64, 'regNo must have at most 64 characters.')
  .check(singleLineText('regNo'));

export const specialistKindCode = z
  .string({ error: SPECIALIST_MESSAGES.kind })
  .trim()
  .min(1, SPECIALIST_MESSAGES.kind)
  .max(40, SPECIALIST_MESSAGES.kind)
  .check(singleLineText('Kind'));

export const specialistParamsSchema = z.object({
  userId: z
    .string()
    .min(1, SPECIALIST_MESSAGES.notFound)
    .max(USER_ID_MAX_LENGTH, SPECIALIST_MESSAGES.notFound)
    .check(singleLineText('User ID')),
});

/** PUT /admin/specialists/:userId/caseload: the whole caseload, replaced. */
export const caseloadRequestSchema = z.strictObject({
  regNos: z.array(regNo).max(MAX_CASELOAD_STUDENTS, SPECIALIST_MESSAGES.tooManyStudents),
  classIds: z
    .array(attendanceClassId)
    .max(MAX_CASELOAD_CLASSES, SPECIALIST_MESSAGES.tooManyClasses),
  clinicalAccess: z.boolean().optional(),
});
export type CaseloadRequest = z.infer<typeof caseloadRequestSchema>;

export const caseloadStudentSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  classId: z.string(),
  /**
   * Planned vs delivered in the response's month, for the specialist's own kind (issue 31 part
   * 3): sessions planned per week, the month's planned sessions, and those logged (by anyone).
   */
  plannedPerWeek: z.number().int(),
  plannedInMonth: z.number().int(),
  sessions: z.number().int(),
  minutes: z.number().int(),
});
export type CaseloadStudent = z.infer<typeof caseloadStudentSchema>;

export const specialistKindSchema = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameHi: z.string(),
});

export const specialistKindsResponseSchema = z.object({ kinds: z.array(specialistKindSchema) });
export type SpecialistKindsResponse = z.infer<typeof specialistKindsResponseSchema>;

/** The caseload as the admin and the specialist read it: the students of both kinds together. */
export const caseloadResponseSchema = z.object({
  userId: z.string(),
  kind: z.string(),
  clinicalAccess: z.boolean(),
  /** The students assigned one by one. */
  regNos: z.array(z.string()),
  classIds: z.array(z.string()),
  /** The month (YYYY-MM, the institute's today) of each student's planned vs delivered. */
  month: z.string(),
  /** Every active student on the caseload (one by one or through a class), in regNo order. */
  students: z.array(caseloadStudentSchema),
});
export type CaseloadResponse = z.infer<typeof caseloadResponseSchema>;

export const caseloadSavedResponseSchema = caseloadResponseSchema.extend({ msg: z.string() });

export const specialistListResponseSchema = z.object({
  specialists: z.array(
    z.object({
      userId: z.string(),
      kind: z.string(),
      clinicalAccess: z.boolean(),
      students: z.number().int(),
      classes: z.number().int(),
    }),
  ),
});
export type SpecialistListResponse = z.infer<typeof specialistListResponseSchema>;

/** GET /specialist/students/:regNo: the profile a specialist sees of a student on the caseload. */
export const specialistStudentResponseSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  classId: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  clinicalAccess: z.boolean(),
});
export type SpecialistStudentResponse = z.infer<typeof specialistStudentResponseSchema>;
