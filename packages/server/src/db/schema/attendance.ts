import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instituteColumn } from './institutes.js';
import { students } from './students.js';

/**
 * The daily register (issue 31 part 1, decisions §18): one row per class and day the class
 * teacher saved, with its `version` (a correction sent with an older one is refused, 409).
 */
export const attendanceRegisters = pgTable(
  'attendance_registers',
  {
    id: serial('id').primaryKey(),
    instituteId: instituteColumn(),
    classId: text('class_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    version: integer('version').notNull().default(1),
    savedBy: text('saved_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendance_registers_class_date_key').on(t.classId, t.date, t.instituteId)],
);

/**
 * One mark per student on the roll that day: present or absent with an optional reason, and the
 * class and term the student sat in (the percentage is per term: the term the day belonged to).
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    instituteId: instituteColumn(),
    registerId: integer('register_id')
      .notNull()
      .references(() => attendanceRegisters.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    section: text('section').notNull(),
    year: text('year').notNull(),
    term: text('term').notNull(),
    present: boolean('present').notNull(),
    reason: text('reason', { enum: ['ill', 'therapy', 'family', 'other'] }),
  },
  (t) => [
    uniqueIndex('attendance_marks_register_student_key').on(
      t.registerId,
      t.studentId,
      t.instituteId,
    ),
    index('attendance_marks_student_date_idx').on(t.studentId, t.date, t.instituteId),
  ],
);

/** The institute's holidays, kept by the admin: no register is kept on them. */
export const holidays = pgTable(
  'holidays',
  {
    instituteId: instituteColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('holidays_date_key').on(t.date, t.instituteId)],
);
