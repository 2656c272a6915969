import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { programmeGoals } from './goals.js';
import { instituteColumn } from './institutes.js';
import { students } from './students.js';

/**
 * Goal probes (issue 31 part 4, decisions §18): how a programme goal went on a day between terms,
 * on the checklist's scale. `student_id` beside the goal's so the data rights (download, erasure)
 * find a child's probes in one read; `recorded_by` is the login id of the teacher, who alone
 * corrects or deletes it (each change audited).
 */
export const goalProbes = pgTable(
  'goal_probes',
  {
    id: serial('id').primaryKey(),
    instituteId: instituteColumn(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => programmeGoals.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    level: text('level', {
      enum: ['not-yet', 'physical-prompt', 'verbal-prompt', 'independent'],
    }).notNull(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goal_probes_goal_date_idx').on(t.goalId, t.date, t.instituteId),
    index('goal_probes_student_idx').on(t.studentId, t.instituteId),
  ],
);
