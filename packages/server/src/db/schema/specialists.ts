import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { programmeGoals } from './goals.js';
import { instituteColumn } from './institutes.js';
import { students } from './students.js';

/**
 * The kinds of specialist (issue 31 part 2, decisions §18): speech therapy, occupational
 * therapy, physiotherapy, psychology, special education, and any the institute adds. Rows per
 * institute, written with the defaults (domain DEFAULT_SPECIALIST_KINDS) on the institute's first
 * use, so more kinds are data.
 */
export const specialistKinds = pgTable(
  'specialist_kinds',
  {
    instituteId: instituteColumn(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ name: 'specialist_kinds_pkey', columns: [t.instituteId, t.code] })],
);

/** A specialist account's kind and whether the admin let it read the clinical intake. */
export const specialists = pgTable(
  'specialists',
  {
    instituteId: instituteColumn(),
    userAccountId: integer('user_account_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    clinicalAccess: boolean('clinical_access').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'specialists_kind_fk',
      columns: [t.instituteId, t.kind],
      foreignColumns: [specialistKinds.instituteId, specialistKinds.code],
    }),
  ],
);

/** The students assigned to a specialist one by one. */
export const caseloadStudents = pgTable(
  'caseload_students',
  {
    instituteId: instituteColumn(),
    // The account (users.id) as the key a backup follows; its specialists row is the same id.
    specialistAccountId: integer('specialist_account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('caseload_students_key').on(t.specialistAccountId, t.studentId, t.instituteId),
    index('caseload_students_student_idx').on(t.studentId),
  ],
);

/** The classes assigned to a specialist: every active student of the class is theirs. */
export const caseloadClasses = pgTable(
  'caseload_classes',
  {
    instituteId: instituteColumn(),
    // The account (users.id) as the key a backup follows; its specialists row is the same id.
    specialistAccountId: integer('specialist_account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: text('class_id').notNull(),
  },
  (t) => [uniqueIndex('caseload_classes_key').on(t.specialistAccountId, t.classId, t.instituteId)],
);

/**
 * Service sessions (issue 31 part 3): one sitting by a specialist or teacher with one or several
 * students. `recordedBy` is the login id (kept when the account goes, as the audit log keeps it).
 */
export const serviceSessions = pgTable(
  'service_sessions',
  {
    id: serial('id').primaryKey(),
    instituteId: instituteColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: text('recorded_by').notNull(),
    recorderRole: text('recorder_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_sessions_date_idx').on(t.date, t.instituteId)],
);

/** Each student of a session, with how the child did. */
export const serviceSessionStudents = pgTable(
  'service_session_students',
  {
    instituteId: instituteColumn(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => serviceSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    how: text('how'),
  },
  (t) => [
    uniqueIndex('service_session_students_key').on(t.sessionId, t.studentId, t.instituteId),
    index('service_session_students_student_idx').on(t.studentId, t.date),
  ],
);

/** The programme goals a session worked on. */
export const serviceSessionGoals = pgTable(
  'service_session_goals',
  {
    instituteId: instituteColumn(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => serviceSessions.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id')
      .notNull()
      .references(() => programmeGoals.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('service_session_goals_key').on(t.sessionId, t.goalId, t.instituteId)],
);

/** Sessions planned per week for a student, per kind (set by the admin or a specialist). */
export const plannedSessions = pgTable(
  'planned_sessions',
  {
    instituteId: instituteColumn(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    perWeek: integer('per_week').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('planned_sessions_key').on(t.studentId, t.kind, t.instituteId)],
);
