import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { instituteColumn, institutes } from './institutes.js';

/**
 * An institute's own details (issue 28 part 3, migration 0025): one row per institute, written
 * when its admin first saves them; until then the environment variables are the details.
 */
export const instituteSettings = pgTable('institute_settings', {
  instituteId: instituteColumn()
    .primaryKey()
    .references(() => institutes.id),
  name: text('name').notNull(),
  tagline: text('tagline').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  helpline: text('helpline').notNull(),
  grievanceName: text('grievance_name').notNull(),
  grievanceEmail: text('grievance_email').notNull(),
  grievancePhone: text('grievance_phone').notNull(),
  logoUrl: text('logo_url').notNull(),
  languages: text('languages').array().notNull(),
  retentionYears: integer('retention_years').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
