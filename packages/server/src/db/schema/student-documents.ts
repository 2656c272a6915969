import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { instituteColumn } from './institutes.js';
import { students } from './students.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: the service reads a Buffer either way.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Documents on the student's record (issue 30 part 3, decisions §17): the file's bytes encrypted
 * with the document key (lib/document-cipher.ts), in the database so backup, restore, erasure and
 * both drivers cover them. Name, type and size are kept in the clear for the lists.
 */
export const studentDocuments = pgTable(
  'student_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: instituteColumn(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['udid-card', 'certificate', 'medical-report', 'consent-form', 'photo', 'other'],
    }).notNull(),
    filename: text('filename').notNull(),
    mediaType: text('media_type', {
      enum: ['application/pdf', 'image/jpeg', 'image/png'],
    }).notNull(),
    size: integer('size').notNull(),
    visibleToGuardian: boolean('visible_to_guardian').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    contentCipher: bytea('content_cipher').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_documents_student_idx').on(t.instituteId, t.studentId)],
);
