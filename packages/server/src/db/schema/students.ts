import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instituteColumn } from './institutes.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Percent columns: 2 decimals (decisions §4), read back as numbers by the repositories. */
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * A student and where they are now. The list screens read only this table; the intake lives in
 * student_details. `currSection`/`currYear`/`currTerm` move with evaluation and transfer.
 */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    regNo: text('reg_no').notNull(),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    regDate: date('reg_date', { mode: 'string' }).notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    currSection: text('curr_section').notNull(),
    currYear: text('curr_year').notNull(),
    currTerm: text('curr_term').notNull(),
    /** active, completed after the last year of primary2 (decisions §5), or left (§7). */
    status: text('status', { enum: ['active', 'completed', 'left'] })
      .notNull()
      .default('active'),
    /** When and why the admin withdrew the student (status left). */
    leftOn: date('left_on', { mode: 'string' }),
    leftReason: text('left_reason'),
    /**
     * Changes with every change to what the history record shows (this row's placement and
     * name, its term and year reports), kept by triggers (migration 0007), so a process may keep
     * a built record and know, with one indexed read, whether it is still current.
     */
    historyVersion: integer('history_version').notNull().default(0),
    ...timestamps,
    instituteId: instituteColumn(),
  },
  (t) => [
    uniqueIndex('students_reg_no_key').on(sql`lower(${t.regNo})`),
    index('students_class_idx').on(t.currSection, t.currYear),
  ],
);

/**
 * The clinical intake (spec section 3). The Aadhaar number is stored only encrypted
 * (AES-256-GCM, key outside the database, decisions §7), with its last four digits for masking.
 */
export const studentDetails = pgTable('student_details', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  info: jsonb('info').$type<Record<string, unknown>>().notNull(),
  presentingComplaints: jsonb('presenting_complaints').$type<Record<string, string>>().notNull(),
  history: jsonb('history').$type<Record<string, string>>().notNull(),
  familyHistory: jsonb('family_history').$type<Record<string, string>>().notNull(),
  developmentHistory: jsonb('development_history').$type<Record<string, string>>().notNull(),
  aadhaarCipher: text('aadhaar_cipher').notNull(),
  aadhaarLast4: text('aadhaar_last4').notNull(),
  ...timestamps,
  instituteId: instituteColumn(),
});

/** One asked item with its answer; `added` marks a teacher's "Add Question" (decisions §6). */
export type ReportItem = {
  itemId: number | null;
  question: string;
  /** The bank's Hindi text when the term was created (decisions §13); absent when none. */
  questionHi?: string;
  answer: string | null;
  added?: boolean;
};
export type CategoryKey = 'personal' | 'social' | 'academic' | 'occupational' | 'recreational';

/**
 * A term's checklist (decisions §3): it keeps its own copy of the items it asked, so later bank
 * edits never change it. `revision` increases on every save, so a save from a stale screen can
 * be refused (409) instead of overwriting.
 */
export const termReports = pgTable(
  'term_reports',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    year: text('year').notNull(),
    term: text('term').notNull(),
    /** Per category: the items asked, in order, with answers. */
    items: jsonb('items').$type<Record<CategoryKey, ReportItem[]>>().notNull(),
    /** Per category: the question-bank version the items were copied from. */
    bankVersions: jsonb('bank_versions').$type<Partial<Record<CategoryKey, number>>>().notNull(),
    evaluated: jsonb('evaluated').$type<Record<CategoryKey, boolean>>().notNull(),
    personalPercent: percent('personal_percent'),
    socialPercent: percent('social_percent'),
    academicPercent: percent('academic_percent'),
    occupationalPercent: percent('occupational_percent'),
    recreationalMode: text('recreational_mode'),
    /**
     * Per evaluated category, the answer counts beside its figure (decisions §4, §11), written
     * with the figure at Evaluate: the history reads them without the per-item answers.
     */
    counts: jsonb('counts')
      .$type<Partial<Record<CategoryKey, Record<string, number>>>>()
      .notNull()
      .default({}),
    comments: jsonb('comments').$type<Record<string, string>>().notNull().default({}),
    revision: integer('revision').notNull().default(1),
    ...timestamps,
    instituteId: instituteColumn(),
  },
  (t) => [uniqueIndex('term_reports_student_term_key').on(t.studentId, t.section, t.year, t.term)],
);

/** A finished year: its figures and comments, and what the transfer decided (decisions §5). */
export const yearReports = pgTable(
  'year_reports',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    year: text('year').notNull(),
    personalPercent: percent('personal_percent'),
    socialPercent: percent('social_percent'),
    academicPercent: percent('academic_percent'),
    occupationalPercent: percent('occupational_percent'),
    yearPercent: percent('year_percent'),
    recreationalMode: text('recreational_mode'),
    comments: jsonb('comments').$type<Record<string, string>>().notNull().default({}),
    /** pass, repeat, promoted or completed. */
    outcome: text('outcome').notNull(),
    transferredBy: text('transferred_by').notNull(),
    ...timestamps,
    instituteId: instituteColumn(),
  },
  (t) => [uniqueIndex('year_reports_student_year_key').on(t.studentId, t.section, t.year)],
);

/**
 * A change counter per list, bumped by a trigger (migration 0006) in the same transaction as any
 * change to the list's rows, so a process can tell with one cheap read whether its cached copy of
 * the list is still current (decisions §10: the 2,000-student list).
 */
export const listVersions = pgTable('list_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  instituteId: instituteColumn(),
});
