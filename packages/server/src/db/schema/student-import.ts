import type { ImportProblem } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instituteColumn } from './institutes.js';

/**
 * Rows of a student import that could not be registered (issue 14 part 5), kept with every
 * reason until the admin fixes and registers them or deletes them. The cells are kept as typed;
 * the Aadhaar cell only encrypted, as in student_details (null when the cell was empty), with its
 * last four digits for masking. `uploadKey` names the sheet row across uploads (its registration
 * number, or its content when it has none), so the same sheet uploaded again adds nothing.
 */
export const studentImportPending = pgTable(
  'student_import_pending',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadKey: text('upload_key').notNull(),
    rowNumber: integer('row_number').notNull(),
    regNo: text('reg_no').notNull(),
    name: text('name').notNull(),
    regDate: text('reg_date').notNull(),
    dob: text('dob').notNull(),
    sex: text('sex').notNull(),
    aadhaarCipher: text('aadhaar_cipher'),
    aadhaarLast4: text('aadhaar_last4').notNull().default(''),
    mobileNo: text('mobile_no').notNull(),
    section: text('section').notNull(),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull(),
    instituteId: instituteColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_import_pending_upload_key').on(t.uploadKey, t.instituteId),
    index('student_import_pending_reg_no_idx').on(sql`lower(${t.regNo})`),
  ],
);
