import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The institutes of a deployment (issue 28, migration 0021). An installation's own rows are
 * institute 1's; the embedded database holds only that one. Global tables: not row-scoped.
 */
export const institutes = pgTable(
  'institutes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('institutes_code_key').on(sql`lower(${t.code})`)],
);

/** The host names an institute answers on (none: the one institute answers on any host). */
export const instituteHosts = pgTable('institute_hosts', {
  host: text('host').primaryKey(),
  instituteId: integer('institute_id')
    .notNull()
    .references(() => institutes.id),
});

/**
 * `institute_id` of a row-scoped table, as its schema needs it in an index or conflict target.
 * The database fills it from the connection's institute (src/db/institute-scope.ts).
 */
export const instituteColumn = () =>
  integer('institute_id')
    .notNull()
    .default(sql`coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1)`);
