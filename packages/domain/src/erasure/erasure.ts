import { z } from 'zod';
import { deleteStudentRequestSchema } from '../student-status/student-withdrawal.js';

/**
 * Erasure of a former student's personal data (DPDP Act 2023 s.8(7) and s.12, decisions §15,
 * issue 19 part 5): for a student who left or completed, confirmed with the admin's password.
 */
export const ERASURE_MESSAGES = {
  active:
    'An active student cannot be erased. Withdraw the student first (or wait until they complete), then erase.',
  done: (regNo: string) =>
    `The personal data of ${regNo} has been erased. The assessment figures stay in the class statistics under an anonymous id.`,
  /** The rows are gone, but a PostgreSQL server did not let Pragati clear its own files. */
  doneFilesLeft: (regNo: string) =>
    `The personal data of ${regNo} has been erased from the records, but the database server's own files may still hold it. Ask whoever runs the database server to follow "Erasure on a PostgreSQL server" in README; the server log names what is left.`,
  confirmRegNo: 'Type the registration number exactly to confirm the erasure.',
  reservedRegNo: `A registration number cannot start with ERASED-: that prefix marks erased records. Choose another number.`,
} as const;

/** POST /admin/students/:regNo/erase. `confirmRegNo` must repeat the regNo: this cannot be undone. */
export const eraseStudentRequestSchema = z.object({
  adminID: deleteStudentRequestSchema.shape.adminID,
  confirmationPassword: deleteStudentRequestSchema.shape.confirmationPassword,
  confirmRegNo: z
    .string({ error: ERASURE_MESSAGES.confirmRegNo })
    .trim()
    .max(60, ERASURE_MESSAGES.confirmRegNo),
});
export type EraseStudentRequest = z.infer<typeof eraseStudentRequestSchema>;

export const eraseStudentResponseSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  message: z.string(),
});
export type EraseStudentResponse = z.infer<typeof eraseStudentResponseSchema>;

/** What stays of an erased student: an anonymous id and name, and dates rounded to the year. */
export const ERASED_NAME = 'Erased record';
export const ERASED_ID_PREFIX = 'ERASED-';
export const yearStart = (isoDate: string) => `${isoDate.slice(0, 4)}-01-01`;

/** GET /admin/erasure-due: former students whose retention period has passed. */
export const erasureDueSchema = z.object({
  retentionYears: z.number(),
  data: z.array(
    z.object({
      regNo: z.string(),
      name: z.string(),
      status: z.enum(['left', 'completed']),
      /** When they left, or their last year-end transfer (completed). */
      since: z.string(),
    }),
  ),
});
export type ErasureDue = z.infer<typeof erasureDueSchema>;
