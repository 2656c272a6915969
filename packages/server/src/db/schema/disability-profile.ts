import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instituteColumn } from './institutes.js';
import { students } from './students.js';

/*
 * The child's disability profile (issue 30 parts 1-2, decisions §17). Every institute table carries
 * institute_id (issue 28's tenancy; 1 on a single installation) first in its unique keys.
 */

/**
 * The UDISE+ code lists by year (conditions and facilities): national reference data seeded from
 * the domain's JSON files, the same for every institute, so it has no institute_id.
 */
export const disabilityCodeLists = pgTable(
  'disability_code_lists',
  {
    year: text('year').notNull(),
    kind: text('kind', { enum: ['condition', 'facility'] }).notNull(),
    code: smallint('code').notNull(),
    labelEn: text('label_en').notNull(),
    labelHi: text('label_hi').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.kind, t.code] })],
);

/** One row per student with a profile: the code list year, the certificate and the UDID. */
export const disabilityProfiles = pgTable(
  'disability_profiles',
  {
    id: serial('id').primaryKey(),
    instituteId: instituteColumn(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    codeListYear: text('code_list_year').notNull(),
    certificateNumber: text('certificate_number'),
    certificateAuthority: text('certificate_authority'),
    certificateIssuedOn: date('certificate_issued_on', { mode: 'string' }),
    certificateReassessOn: date('certificate_reassess_on', { mode: 'string' }),
    udidKind: text('udid_kind', { enum: ['udid', 'enrolment'] }),
    udidNumber: text('udid_number'),
    udidExpiresOn: date('udid_expires_on', { mode: 'string' }),
    updatedBy: text('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('disability_profiles_student_key').on(t.instituteId, t.studentId)],
);

/** The student's conditions, one of them primary, each with its certified percentage. */
export const disabilityConditions = pgTable(
  'disability_conditions',
  {
    id: serial('id').primaryKey(),
    instituteId: instituteColumn(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    code: smallint('code').notNull(),
    percent: smallint('percent').notNull(),
    isPrimary: boolean('is_primary').notNull(),
  },
  (t) => [
    uniqueIndex('disability_conditions_student_code_key').on(t.instituteId, t.studentId, t.code),
  ],
);

/** The ledger of aids, appliances and benefits the student received or waits for. */
export const disabilityAids = pgTable(
  'disability_aids',
  {
    id: serial('id').primaryKey(),
    instituteId: instituteColumn(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    facilityCode: smallint('facility_code'),
    item: text('item').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    scheme: text('scheme', { enum: ['adip', 'samagra-shiksha', 'state', 'other'] }).notNull(),
    amount: integer('amount'),
    status: text('status', { enum: ['pending', 'received'] }).notNull(),
  },
  (t) => [index('disability_aids_student_idx').on(t.instituteId, t.studentId)],
);
