import { z } from 'zod';
import { ATTENDANCE_REASONS } from '../attendance/attendance.js';
import { correctionSchema } from '../corrections/corrections.js';
import { disabilityProfileSchema } from '../disability-profile/profile.js';
import { studentDocumentSchema } from '../disability-profile/documents.js';
import { progressRecordSchema } from '../assessment/progress-record.js';
import { studentDetailsRecordSchema } from '../student-records/students.js';

/**
 * GET /student/my-data (issue 19 part 3, DPDP Act 2023 s.11): everything Pragati holds about the
 * signed-in student, for the student and their guardian, as one JSON file.
 */
export const recordViewSchema = z.object({
  at: z.string(),
  /** Who: the staff member's or student's login id and role (the system's entries have none). */
  by: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  /** The action in words, as the audit screen names it. */
  what: z.string(),
  outcome: z.string(),
});
export type RecordView = z.infer<typeof recordViewSchema>;

export const myDataSchema = z.object({
  about: z.object({
    institute: z.string(),
    generatedAt: z.string(),
    grievanceOfficer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    notes: z.array(z.string()),
  }),
  /** The intake as registered, the Aadhaar number masked (see MY_DATA_NOTES). */
  details: studentDetailsRecordSchema,
  /** Every term's answers, figures and comments, and every year's result. */
  assessments: progressRecordSchema,
  /** The guardian's consent record; null while consent is pending (decisions §15). */
  consent: z.record(z.string(), z.unknown()).nullable(),
  /** The disability profile (issue 30): conditions, certificate, UDID and aids; null if none. */
  disabilityProfile: disabilityProfileSchema.nullable(),
  /**
   * Every document on the record (issue 30 part 3), listed by kind, name, type, size and dates,
   * with whether it is shared with the guardian (those are downloaded from the portal's list).
   */
  documents: z.array(studentDocumentSchema),
  /** Every day on a class register (issue 31): present or absent, and the reason given. */
  attendance: z.array(
    z.object({
      date: z.string(),
      present: z.boolean(),
      reason: z.enum(ATTENDANCE_REASONS).nullable(),
    }),
  ),
  /**
   * Every service session the child took part in (issue 31 part 3): date, minutes, kind, how the
   * child did, the goals worked on and the note (a group session's note is left out: it may be
   * about other children too), and the sessions planned per week by kind.
   */
  sessions: z.array(
    z.object({
      date: z.string(),
      minutes: z.number().int(),
      kind: z.string(),
      how: z.string().nullable(),
      goals: z.array(z.object({ id: z.number().int(), question: z.string() })),
      note: z.string().nullable(),
      recordedBy: z.string(),
    }),
  ),
  plannedSessions: z.array(z.object({ kind: z.string(), perWeek: z.number().int() })),
  /**
   * The specialists the child is assigned to (issue 31 part 2), one by one or through the class
   * the child is in now: who they are, their kind, and how the child reaches their caseload.
   */
  caseload: z.array(
    z.object({
      specialist: z.string(),
      kind: z.string(),
      through: z.enum(['student', 'class']),
      classId: z.string().nullable(),
    }),
  ),
  /** Programme goals (issue 17) with their answers term by term. */
  goals: z.array(z.record(z.string(), z.unknown())),
  /** The guardian's correction requests (issue 19 part 4) and their outcomes, newest first. */
  corrections: z.array(correctionSchema),
  /** Who read or changed the record, newest first, from the audit log. */
  recordViews: z.array(recordViewSchema),
});
export type MyData = z.infer<typeof myDataSchema>;

export const MY_DATA_NOTES = [
  'The Aadhaar number is shown masked: the full number is kept encrypted and is shown only to the office, at the office, on request.',
  'Passwords are never stored in a readable form and are not part of this file.',
  'To correct anything in this file, ask the office or use the correction request in the portal.',
] as const;

export const myDataFileName = (regNo: string, day: string) =>
  `pragati-my-data-${regNo.replace(/[^A-Za-z0-9_-]/g, '_')}-${day}.json`;

/** How many audit entries the file lists at most (a record viewed daily for years stays well under). */
export const MY_DATA_MAX_VIEWS = 10_000;
