import {
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { students } from './students.js';
import { instituteColumn } from './institutes.js';

/**
 * The consent notice (issue 19 part 1): one row per language and version, never changed
 * (migration consent's triggers); an edit is a new version, so a recorded consent always
 * points at the words the guardian was shown.
 */
export const consentNotices = pgTable(
  'consent_notices',
  {
    id: serial('id').primaryKey(),
    language: text('language', { enum: ['en', 'hi'] }).notNull(),
    version: integer('version').notNull(),
    /** Title, introduction, data groups, purposes and rights (domain consentNoticeContentSchema). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    instituteId: instituteColumn(),
  },
  (t) => [uniqueIndex('consent_notices_language_version_key').on(t.language, t.version)],
);

/** A student's guardian and their consent (issue 19 part 2); no row means consent is pending. */
export const studentConsents = pgTable('student_consents', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  guardianName: text('guardian_name').notNull(),
  relation: text('relation').notNull(),
  mobile: text('mobile').notNull(),
  address: text('address').notNull(),
  noticeLanguage: text('notice_language', { enum: ['en', 'hi'] }).notNull(),
  noticeVersion: integer('notice_version').notNull(),
  verifiedBy: text('verified_by', { enum: ['signed_form', 'in_person'] }).notNull(),
  consentDate: date('consent_date', { mode: 'string' }).notNull(),
  purposes: jsonb('purposes').$type<string[]>().notNull(),
  recordedBy: text('recorded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  instituteId: instituteColumn(),
});
