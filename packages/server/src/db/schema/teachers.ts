import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { instituteColumn } from './institutes.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A registered teacher. The login account (users, role teacher, login id = teacherId) goes with
 * the teacher: deleting the account deletes the teacher row too. `id` is the opaque `_id`.
 */
export const teachers = pgTable(
  'teachers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userAccountId: integer('user_account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: text('teacher_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    ...timestamps,
    instituteId: instituteColumn(),
  },
  (t) => [
    uniqueIndex('teachers_teacher_id_key').on(sql`lower(${t.teacherId})`),
    uniqueIndex('teachers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('teachers_user_account_key').on(t.userAccountId),
  ],
);

/**
 * Which teacher holds which class: one teacher per class of an institute (the primary key), a teacher may hold
 * several, a class may have none. Deleting a teacher leaves their classes unassigned.
 */
export const classAssignments = pgTable(
  'class_assignments',
  {
    classId: text('class_id').notNull(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    instituteId: instituteColumn(),
  },
  (t) => [
    // One teacher per class of each institute (migration 0021).
    primaryKey({ name: 'class_assignments_pkey', columns: [t.classId, t.instituteId] }),
    index('class_assignments_teacher_idx').on(t.teacherId),
    // A class code `{group}_{year}` (issue 29): which classes exist is the programme_groups
    // table's, checked by the services; the nine of the spec are no longer the only ones.
    check('class_assignments_class_id_check', sql`${t.classId} ~ '^[a-z][a-z0-9]*_[1-9]$'`),
  ],
);

/**
 * Upload rows that could not be registered, with every reason in `msg`, kept until the admin
 * fixes or deletes them. `uploadKey` names the row of a sheet (its TeacherId, or its content when
 * it has none or repeats one), so uploading the same sheet again updates the row in place.
 */
export const pendingTeachers = pgTable(
  'pending_teachers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadKey: text('upload_key').notNull(),
    teacherId: text('teacher_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    classIds: text('class_ids').array().notNull(),
    msg: text('msg').notNull(),
    instituteId: instituteColumn(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pending_teachers_upload_key').on(t.uploadKey, t.instituteId),
    index('pending_teachers_teacher_id_idx').on(sql`lower(${t.teacherId})`),
  ],
);
