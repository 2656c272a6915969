import { z } from 'zod';
import { recordConsentBodySchema } from './consent.js';
import { studentRegNoParamsSchema } from '../student-records/students.js';

/*
 * Consents for many students at once (issue 26 item 13, decisions §15: "a list of signed forms").
 * What one sitting of the office shares is given once: the notice shown, how it was verified, the
 * date and the purposes. Each signed form names its own guardian, so those fields stay per
 * student, under the same rules as the single-student form.
 */

/** A class of 30 three times over; a larger office batch is split, never cut silently. */
export const BULK_CONSENT_MAX = 100;

export const BULK_CONSENT_MESSAGES = {
  none: 'Choose at least one student whose signed form is in hand.',
  tooMany: (max: number) => `Record at most ${max} consents at once.`,
  duplicate: (regNo: string) => `${regNo} is in the list more than once. Nothing was recorded.`,
  unknownStudent: (regNo: string) => `Student ${regNo} not found. Nothing was recorded.`,
  alreadyRecorded: (regNo: string) =>
    `The consent for ${regNo} is already recorded: change it on the student's details. Nothing was recorded.`,
  recorded: (count: number) => `The guardians' consent has been recorded for ${count} students.`,
} as const;

const single = recordConsentBodySchema.shape;

/** One signed form: the student and the guardian who signed it. */
export const bulkConsentStudentSchema = z.object({
  regNo: studentRegNoParamsSchema.shape.regNo,
  guardianName: single.guardianName,
  relation: single.relation,
  mobile: single.mobile,
  address: single.address,
});
export type BulkConsentStudent = z.infer<typeof bulkConsentStudentSchema>;

/** POST /admin/consents: the shared fields once, then one entry per signed form. */
export const bulkConsentBodySchema = z.object({
  noticeLanguage: single.noticeLanguage,
  noticeVersion: single.noticeVersion,
  verifiedBy: single.verifiedBy,
  // The single consent's rule, which refuses a day like 2026-02-30 (CONSENT_MESSAGES.notADate).
  consentDate: single.consentDate,
  purposes: single.purposes,
  students: z
    .array(bulkConsentStudentSchema, { error: BULK_CONSENT_MESSAGES.none })
    .min(1, BULK_CONSENT_MESSAGES.none)
    .max(BULK_CONSENT_MAX, BULK_CONSENT_MESSAGES.tooMany(BULK_CONSENT_MAX)),
});
export type BulkConsentBody = z.infer<typeof bulkConsentBodySchema>;

export const bulkConsentResponseSchema = z.object({
  msg: z.string(),
  /** The registration numbers recorded, in the order sent. */
  recorded: z.array(z.string()),
});
export type BulkConsentResponse = z.infer<typeof bulkConsentResponseSchema>;

/**
 * The first registration number listed twice, if any (the list is refused whole). Numbers are
 * one student whatever their case, as the students table's unique index has them.
 */
export function duplicateRegNo(students: readonly { regNo: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const { regNo } of students) {
    const key = regNo.toLowerCase();
    if (seen.has(key)) return regNo;
    seen.add(key);
  }
  return undefined;
}
