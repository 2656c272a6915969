import { z } from 'zod';
import { FACP_CLASS_CODES, FACP_GROUP_CODES, YEARS } from '../shared/classes.js';
import { CONSENT_STATUSES, consentRecordSchema } from '../consent/consent.js';
import { TERMS } from '../shared/terms.js';
import { singleLineText } from '../shared/text.js';

/*
 * What the student calls answer (spec section 3 and 7, decisions §7): the registration result,
 * the list, the details record and the student's own profile. The Aadhaar number in every one of
 * them is masked (`XXXX XXXX 1234`); only the audited admin reveal carries the full number.
 */

export const STUDENT_MESSAGES = {
  notFound: 'Student not found.',
  regNoHeader: 'Send the registration number in the regNo header.',
  ownRecordOnly: 'You may view only your own record.',
  notYourClass: 'This student is not in one of your classes.',
  regNoFixed: 'The registration number cannot be changed.',
  /** An edit that sends back a read-only field of the details record with another value. */
  readOnlyField: (name: string) => `Read-only field: ${name}`,
  loginIdTaken: (regNo: string) =>
    `Registration number ${regNo} is already used as a login ID by another account.`,
  detailsSaved: (regNo: string) => `Details of ${regNo} saved.`,
  /** Spec section 8, the student lists. */
  listError: 'Error: Error fetching student details. Please try again later.',
  /** Shown on the edit form beside the Aadhaar field. */
  aadhaarKeep: (masked: string) =>
    `Leave empty to keep the current number (${masked}); enter all 12 digits to change it.`,
} as const;

/** The student status (decisions §5): active, or completed after the last year of primary2. */
/** Decisions §7: active, completed (finished primary2) or left (withdrawn by the admin). */
export const STUDENT_STATUSES = ['active', 'completed', 'left'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  left: 'Left',
};

/** POST /admin/registerStudent (decisions §2): the temporary password is shown once. */
export const registerStudentResponseSchema = z.object({
  msg: z.string(),
  regNo: z.string(),
  temporaryPassword: z.string(),
});
export type RegisterStudentResponse = z.infer<typeof registerStudentResponseSchema>;

/** One row of GET /{admin,principal}/viewstudents: list fields only; `_id` is opaque. */
export const studentListItemSchema = z.object({
  _id: z.string(),
  regNo: z.string(),
  name: z.string(),
  currYear: z.string(),
  currTerm: z.string(),
  classId: z.string(),
  /** Issue 14: active, completed or left (decisions §7); an added field, the others unchanged. */
  status: z.enum(STUDENT_STATUSES).default('active'),
  /** Issue 19: whether the guardian's consent is recorded (decisions §15); an added field. */
  consent: z.enum(CONSENT_STATUSES).optional(),
});
export type StudentListItem = z.infer<typeof studentListItemSchema>;

export const studentListResponseSchema = z.object({ data: z.array(studentListItemSchema) });
export type StudentListResponse = z.infer<typeof studentListResponseSchema>;

/** Where the student is now. */
const placementFields = {
  currSection: z.enum(FACP_GROUP_CODES),
  currYear: z.enum(YEARS),
  currTerm: z.enum(TERMS),
  classId: z.enum(FACP_CLASS_CODES),
  status: z.enum(STUDENT_STATUSES),
};

/** `details.info` as the server answers it: the Aadhaar number masked. */
export const studentInfoRecordSchema = z.object({
  regNo: z.string(),
  regDate: z.string(),
  dob: z.string(),
  name: z.string(),
  sex: z.string(),
  information: z.string(),
  education: z.string(),
  refBy: z.string(),
  occupation: z.string(),
  aadharNo: z.string(),
  paymentType: z.string(),
  mobileNo: z.string(),
  purposeVisit: z.string(),
  previousConsultationAndTreatement: z.boolean(),
  isYesNatureOfConsultations: z.string(),
  treatmentUnderGone: z.boolean(),
  typeOfTreatment: z.string(),
  therapeutic: z.string(),
  historyOfPresentCondition: z.array(z.object({ description: z.string() })),
});
export type StudentInfoRecord = z.infer<typeof studentInfoRecordSchema>;

const textGroup = z.record(z.string(), z.string());

/**
 * GET /student/viewStudentDetails and /{role}/viewStudentDetails (header regNo): the whole
 * intake, its groups as registered, plus where the student is now.
 */
export const studentDetailsRecordSchema = z.object({
  _id: z.string(),
  regNo: z.string(),
  name: z.string(),
  ...placementFields,
  /** When and why a student who left was withdrawn (decisions §7); the server sends null otherwise. */
  leftOn: z.string().nullable().optional(),
  leftReason: z.string().nullable().optional(),
  info: studentInfoRecordSchema,
  presentingComplaints: textGroup,
  history: textGroup,
  familyHistory: textGroup,
  developmentHistory: textGroup,
  /** Issue 19: consent recorded or pending (decisions §15), and the record itself (not for teachers). */
  consent: z.enum(CONSENT_STATUSES).optional(),
  consentRecord: consentRecordSchema.nullable().optional(),
  /**
   * The admin's: the last year-end transfer (null: never transferred), so "Undo last transfer"
   * is offered only where there is one (issue 26 item 17).
   */
  lastTransfer: z
    .object({
      section: z.enum(FACP_GROUP_CODES),
      year: z.enum(YEARS),
      outcome: z.enum(['pass', 'repeat', 'promoted', 'completed', 'review']),
    })
    .nullable()
    .optional(),
});
export type StudentDetailsRecord = z.infer<typeof studentDetailsRecordSchema>;

/** GET /student/profile: what the student home shows (spec: Student home), nothing clinical. */
export const studentProfileSchema = z.object({
  regNo: z.string(),
  regDate: z.string(),
  dob: z.string(),
  name: z.string(),
  sex: z.string(),
  information: z.string(),
  education: z.string(),
  refBy: z.string(),
  occupation: z.string(),
  aadharNo: z.string(),
  paymentType: z.string(),
  mobileNo: z.string(),
  ...placementFields,
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** POST /admin/students/:regNo/aadhaar: the full number, written to the audit log. */
export const aadhaarRevealResponseSchema = z.object({ regNo: z.string(), aadharNo: z.string() });
export type AadhaarRevealResponse = z.infer<typeof aadhaarRevealResponseSchema>;

/** PUT /admin/students/:regNo/details */
export const updateStudentDetailsResponseSchema = z.object({
  msg: z.string(),
  message: z.string(),
});
export type UpdateStudentDetailsResponse = z.infer<typeof updateStudentDetailsResponseSchema>;

/** Path parameter of the admin student routes. */
export const studentRegNoParamsSchema = z.object({
  regNo: z
    .string()
    .trim()
    .min(1, STUDENT_MESSAGES.notFound)
    .max(60, STUDENT_MESSAGES.notFound)
    .check(singleLineText('regNo')),
});
