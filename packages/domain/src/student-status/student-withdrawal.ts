import { z } from 'zod';
import { RESET_MESSAGES } from '../staff-accounts/accounts.js';
import { USER_ID_MAX_LENGTH } from '../auth/auth-messages.js';
import { PASSWORD_MAX_LENGTH } from '../auth/password-messages.js';
import { STUDENT_MESSAGES } from '../student-records/students.js';
import { multiLineText, singleLineText } from '../shared/text.js';

export const WITHDRAWAL_MESSAGES = {
  done: (regNo: string) =>
    `${regNo} has been withdrawn: the student has left. The records are kept; the student can no longer sign in.`,
  regNoRequired: 'Enter the registration number of the student to withdraw.',
  alreadyLeft: 'This student has already left.',
  completed: 'This student has completed the programme; there is nothing to withdraw.',
  /** Reason recorded when the client sends none (the original client's button has no field). */
  noReason: 'Withdrawn by the admin (no reason given).',
} as const;

/**
 * POST /admin/deleteStudent (the original client's button, decisions §7): withdraws the student
 * (status left), with the password reset's confirmation rule. `reason` is ours and optional.
 */
export const deleteStudentRequestSchema = z.object({
  regNo: z
    .string({ error: WITHDRAWAL_MESSAGES.regNoRequired })
    .trim()
    .min(1, WITHDRAWAL_MESSAGES.regNoRequired)
    .max(60, STUDENT_MESSAGES.notFound)
    .check(singleLineText('regNo')),
  adminID: z
    .string({ error: RESET_MESSAGES.adminMismatch })
    .trim()
    .min(1, RESET_MESSAGES.adminMismatch)
    .max(USER_ID_MAX_LENGTH, RESET_MESSAGES.adminMismatch)
    .check(singleLineText('adminID')),
  confirmationPassword: z
    .string({ error: RESET_MESSAGES.enterPassword })
    .min(1, RESET_MESSAGES.enterPassword)
    .max(PASSWORD_MAX_LENGTH, RESET_MESSAGES.wrongPassword)
    .check(singleLineText('Password')),
  reason: z
    .string()
    .trim()
    .max(500, 'The reason must be at most 500 characters.')
    .check(multiLineText('Reason'))
    .optional(),
});
export type DeleteStudentRequest = z.infer<typeof deleteStudentRequestSchema>;

export const deleteStudentResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  message: z.string(),
  regNo: z.string(),
  status: z.literal('left'),
  leftOn: z.string(),
});
export type DeleteStudentResponse = z.infer<typeof deleteStudentResponseSchema>;
