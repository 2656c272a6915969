import { z } from 'zod';
import { singleLineText } from '../shared/text.js';

/*
 * Issue 29 part 6: an institute that enables Secondary after students completed Primary-II may
 * move them up. The admin re-opens a completed student into year 1 of the group after their last
 * one; the earlier record (term reports, the completed year) stays as it was.
 */
export const REOPEN_MESSAGES = {
  classId: 'classId must be a class code, such as secondary_1.',
  notCompleted: 'Only a student who completed the programme can be re-opened.',
  noNextGroup: (group: string) =>
    `${group} is the last group: there is no group to re-open the student into.`,
  groupDisabled: (group: string) =>
    `${group} is not enabled. Enable it on Groups and classes first, then re-open the student.`,
  wrongClass: (expected: string) =>
    `A completed student re-opens in year 1 of the next group: use ${expected}.`,
  reopened: (regNo: string, className: string) =>
    `${regNo} has been re-opened into ${className}, Entry term. The earlier record is unchanged.`,
} as const;

/** POST /admin/students/:regNo/reopen. */
export const reopenStudentRequestSchema = z.strictObject({
  classId: z
    .string({ error: REOPEN_MESSAGES.classId })
    .trim()
    .min(1, REOPEN_MESSAGES.classId)
    .max(40, REOPEN_MESSAGES.classId)
    .regex(/^[a-z][a-z0-9]*_[1-9]$/, REOPEN_MESSAGES.classId)
    .check(singleLineText('classId')),
});
export type ReopenStudentRequest = z.infer<typeof reopenStudentRequestSchema>;

export const reopenStudentResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  message: z.string(),
  regNo: z.string(),
  status: z.literal('active'),
  currSection: z.string(),
  currYear: z.string(),
  currTerm: z.literal('Entry'),
});
export type ReopenStudentResponse = z.infer<typeof reopenStudentResponseSchema>;
