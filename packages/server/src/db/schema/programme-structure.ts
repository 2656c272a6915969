import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { instituteColumn } from './institutes.js';

/**
 * The programme structure (issue 29, decisions §16): the FACP's groups as rows. A class code is
 * `{code}_{year}` for year 1..years. Seeded by migration 0022 with the seven groups (domain
 * DEFAULT_PROGRAMME_STRUCTURE), the spec's three enabled. Keys are per institute (issue 28).
 */
export const programmeGroups = pgTable(
  'programme_groups',
  {
    instituteId: instituteColumn(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    position: integer('position').notNull(),
    years: integer('years').notNull(),
    nextCode: text('next_code'),
    /** domain YEAR_ENDS: §5's transfer, or a yearly review that keeps the group (Care group). */
    yearEnd: text('year_end', { enum: ['transfer', 'review'] }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'programme_groups_pkey', columns: [t.instituteId, t.code] }),
    foreignKey({
      name: 'programme_groups_next_fk',
      columns: [t.instituteId, t.nextCode],
      foreignColumns: [t.instituteId, t.code],
    }),
    // No underscore in a code: the class code is `{code}_{year}`.
    check('programme_groups_code_check', sql`${t.code} ~ '^[a-z][a-z0-9]*$'`),
    check('programme_groups_years_check', sql`${t.years} between 1 and 9`),
    check('programme_groups_year_end_check', sql`${t.yearEnd} in ('transfer', 'review')`),
  ],
);
