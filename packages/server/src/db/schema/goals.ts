import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './students.js';
import { instituteColumn } from './institutes.js';

/**
 * The programme plan's goals (decisions §14): an item of the checklist the teacher chose, after
 * evaluating a term (`section`/`year`/`term`: the term it was set in), to reach `target` in the
 * terms that follow. A goal stays open until an evaluated checklist reaches the target (met, with
 * the term) or the teacher drops it (with a reason); an item has at most one open goal.
 */
export const programmeGoals = pgTable(
  'programme_goals',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    year: text('year').notNull(),
    term: text('term').notNull(),
    category: text('category').notNull(),
    /** The bank item, followed from term to term by this id. */
    itemId: integer('item_id').notNull(),
    /** The item's wording when the goal was set. */
    question: text('question').notNull(),
    /** C-P2 (physical prompt), C-P1 (verbal prompt) or Yes (independent). */
    target: text('target').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['open', 'met', 'dropped'] })
      .notNull()
      .default('open'),
    metSection: text('met_section'),
    metYear: text('met_year'),
    metTerm: text('met_term'),
    droppedSection: text('dropped_section'),
    droppedYear: text('dropped_year'),
    droppedTerm: text('dropped_term'),
    dropReason: text('drop_reason'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    instituteId: instituteColumn(),
  },
  (t) => [
    index('programme_goals_student_idx').on(t.studentId),
    uniqueIndex('programme_goals_open_item_key')
      .on(t.studentId, t.itemId)
      .where(sql`${t.status} = 'open'`),
  ],
);
