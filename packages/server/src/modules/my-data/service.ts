import {
  AUDIT_ACTION_LABELS,
  type Branding,
  instituteDate,
  MY_DATA_MAX_VIEWS,
  MY_DATA_NOTES,
  type MyData,
  myDataFileName,
  myDataSchema,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { ownRegNo } from '../access/service.js';
import { goalOf, probesByGoal } from '../programme-goals/build.js';
import { findStudentProbes } from '../programme-goals/probe-repository.js';
import { findGoals } from '../programme-goals/repository.js';
import { buildProgressRecord } from '../term-records/progress-record.js';
import { findYearReports } from '../term-records/repository.js';
import { findTermReports } from '../term-records/term-reports.js';
import { consentRecordOf } from '../consent/records.js';
import { correctionOf } from '../corrections/records.js';
import { findCorrectionsOf } from '../corrections/repository.js';
import { detailsRecord } from '../student-records/records.js';
import { findStudentWithDetails } from '../student-records/repository.js';
import { findProfile } from '../disability-profile/repository.js';
import { listDocuments } from '../disability-profile/documents-repository.js';
import { studentMarks } from '../attendance/repository.js';
import { studentPlans, studentSessions } from '../service-sessions/repository.js';
import { findSpecialistsOf } from '../specialists/repository.js';
import { findEntriesAbout } from './repository.js';

/** Every record held about the student, read at once. */
async function readRecords(
  db: Db,
  student: Parameters<typeof findEntriesAbout>[1] & { id: number },
) {
  const reads = {
    terms: findTermReports(db, student.id),
    years: findYearReports(db, student.id),
    entries: findEntriesAbout(db, student, MY_DATA_MAX_VIEWS),
    goals: findGoals(db, student.id),
    corrections: findCorrectionsOf(db, student.id),
    disabilityProfile: findProfile(db, student.id),
    documents: listDocuments(db, student.id, false),
    // Every register the student was on: the whole span a date column can hold.
    attendance: studentMarks(db, student.id, '1900-01-01', '9999-12-31'),
    // Goal probes (issue 31 part 4), each with its goal below.
    probes: findStudentProbes(db, student.id),
    sessions: studentSessions(db, student.id, '1900-01-01', '9999-12-31'),
    plannedSessions: studentPlans(db, student.id),
    // The specialists assigned to the child, one by one or through their class.
    caseload: findSpecialistsOf(db, student.id),
  };
  const values = await Promise.all(Object.values(reads));
  const keys = Object.keys(reads);
  return Object.fromEntries(keys.map((key, at) => [key, values[at]])) as {
    [K in keyof typeof reads]: Awaited<(typeof reads)[K]>;
  };
}

/**
 * The right of access (DPDP Act 2023 s.11, issue 19 part 3): a student's account downloads
 * everything Pragati holds about that student. Only the student's own session reaches it (the
 * route's policy; the regNo is the session's), and each download is itself audited.
 */
export function createMyDataService(
  db: Db,
  /** The request's institute's details (modules/institute-settings). */
  brandingNow: () => Promise<Branding>,
  now: () => Date = () => new Date(),
) {
  return {
    async download(session: SessionUser): Promise<{ fileName: string; data: MyData }> {
      const found = await findStudentWithDetails(db, ownRegNo(session));
      if (!found) throw notFound(STUDENT_MESSAGES.notFound);
      const { student, details, consent } = found;
      const {
        terms,
        years,
        entries,
        goals,
        corrections,
        disabilityProfile,
        documents,
        attendance,
        probes,
        sessions,
        plannedSessions,
        caseload,
      } = await readRecords(db, student);
      const probesOf = probesByGoal(probes);
      const at = now();
      const branding = await brandingNow();
      const data = myDataSchema.parse({
        about: {
          institute: branding.name,
          generatedAt: at.toISOString(),
          grievanceOfficer: {
            name: branding.grievanceName,
            email: branding.grievanceEmail,
            phone: branding.grievancePhone,
          },
          notes: [...MY_DATA_NOTES],
        },
        details: detailsRecord(student, details, consent),
        assessments: buildProgressRecord(student, terms, years, true),
        consent: consent ? consentRecordOf(consent) : null,
        disabilityProfile,
        documents,
        attendance,
        goals: goals.map((row) => goalOf(row, terms, probesOf(row.id))),
        sessions: sessions.map(({ group, note, id: _id, ...s }) => ({
          ...s,
          note: group ? null : note,
        })),
        plannedSessions,
        caseload,
        corrections: corrections.map((row) => correctionOf(row, student.regNo)),
        recordViews: entries.map((e) => ({
          at: e.at.toISOString(),
          by: e.actorId,
          role: e.actorRole,
          action: e.action,
          what: AUDIT_ACTION_LABELS[e.action] ?? e.action,
          outcome: e.outcome,
        })),
      });
      await audit(db, {
        actor: { userId: session.userId, role: session.role },
        action: 'student.myData.download',
        target: student.regNo,
        outcome: 'success',
      });
      return { fileName: myDataFileName(student.regNo, instituteDate(at)), data };
    },
  };
}
export type MyDataService = ReturnType<typeof createMyDataService>;
