import { z } from 'zod';
import { credentialSchema } from '../teacher-accounts/teacher-calls.js';
import { STUDENT_IMPORT_FIELDS } from './student-import.js';

/* The student import's calls: its pending rows and answers (split from student-import.ts). */

const problemSchema = z.object({
  field: z.enum([...STUDENT_IMPORT_FIELDS, 'row']),
  message: z.string(),
});

/** A pending row as the screen shows it: the Aadhaar masked, never in clear. */
export const pendingStudentRowSchema = z.object({
  id: z.string(),
  rowNumber: z.number().int(),
  regNo: z.string(),
  name: z.string(),
  regDate: z.string(),
  dob: z.string(),
  sex: z.string(),
  /** `XXXX XXXX 1234` (maskAadhaar); '' when the cell held fewer than four digits. */
  aadhaarMasked: z.string(),
  mobileNo: z.string(),
  section: z.string(),
  problems: z.array(problemSchema),
  updatedAt: z.string(),
});
export type PendingStudentRow = z.infer<typeof pendingStudentRowSchema>;

/** PUT /admin/students/import/pending/:id: the row as saved, with the reasons left. */
export const fixPendingStudentResponseSchema = z.object({
  msg: z.string(),
  row: pendingStudentRowSchema,
});
export type FixPendingStudentResponse = z.infer<typeof fixPendingStudentResponseSchema>;

/** GET /admin/students/import/pending */
export const pendingStudentListResponseSchema = z.object({
  count: z.number().int(),
  data: z.array(pendingStudentRowSchema),
});
export type PendingStudentListResponse = z.infer<typeof pendingStudentListResponseSchema>;

/** POST /admin/students/import: the counts and the new accounts' temporary passwords (once). */
export const studentImportResponseSchema = z.object({
  msg: z.string(),
  registered: z.number().int(),
  pending: z.number().int(),
  duplicates: z.number().int(),
  /** Listed students whose account never signed in: new passwords in `credentials` (§12). */
  reissued: z.number().int(),
  consents: z.number().int(), // recorded from the sheet's consent columns (issue 26 item 13)
  /** Sheet rows reported as duplicates, with the registration number each repeats. */
  duplicateRows: z.array(z.object({ rowNumber: z.number().int(), regNo: z.string() })),
  credentials: z.array(credentialSchema),
});
export type StudentImportResponse = z.infer<typeof studentImportResponseSchema>;

/** POST /admin/students/import/pending/:id/register */
export const registerPendingStudentResponseSchema = z.object({
  msg: z.string(),
  credentials: z.array(credentialSchema),
});
export type RegisterPendingStudentResponse = z.infer<typeof registerPendingStudentResponseSchema>;

export const importMessageResponseSchema = z.object({ msg: z.string() });
