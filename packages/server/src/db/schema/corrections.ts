import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from './students.js';
import { instituteColumn } from './institutes.js';

/**
 * Correction requests (DPDP Act 2023 s.12, issue 19 part 4): the guardian, signed in as the
 * student, asks for one field of the registration to be corrected. A proposed Aadhaar number is
 * kept only encrypted, like the intake's (`proposed_cipher`, with its last four digits for the
 * mask; `proposed_value` null); any other value in `proposed_value`. Personal data: erasure
 * deletes a student's rows, and the Aadhaar key rotation re-encrypts their numbers.
 */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** domain CORRECTION_FIELDS */
    field: text('field').notNull(),
    proposedValue: text('proposed_value'),
    proposedCipher: text('proposed_cipher'),
    proposedLast4: text('proposed_last4'),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'declined'] })
      .notNull()
      .default('open'),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    instituteId: instituteColumn(),
  },
  (t) => [
    index('correction_requests_student_idx').on(t.studentId),
    index('correction_requests_status_idx').on(t.status, t.createdAt),
  ],
);
