import {
  classCode,
  HISTORY_MESSAGES,
  historyRecordSchema,
  type Section,
  type Year,
} from '@pragati/domain';
import { type ChangeWatch, createWatchedCache } from '../../db/change-watch.js';
import type { Db } from '../../db/client.js';
import {
  type BodyEncoding,
  createBodyCache,
  type EncodedBody,
  type VersionedBody,
} from '../../lib/body-cache.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { buildProgressRecord } from '../term-records/progress-record.js';
import { findStudentHead, readableStudent, type StudentHead } from '../access/service.js';
import { findHistorySource, hasConsent } from './repository.js';

/** Records kept per process: every student of a large institute, about 10 kB each. */
const RECORDS_KEPT = 5_000;

/**
 * The history record for the four history calls (decisions §8, §10): admin and principal see any
 * student, a teacher only students of their current classes, a student only themself.
 *
 * A record changes only when a report or the student's placement does, and is read far more
 * often (every role opens it, and it is printed). So each call reads one indexed row (access and
 * the history's version, migration 0007) and answers the record this process built for that
 * version, compressed once; only a new version is built again (one statement). On the embedded
 * database even that one read waits for a write (change-watch.ts).
 */
export function createHistoryService(db: Db, changes: ChangeWatch) {
  const records = createBodyCache<number>({ maxEntries: RECORDS_KEPT, brotliQuality: 5 });
  const heads = createWatchedCache<string, StudentHead>(
    changes,
    [
      'students',
      'term_reports',
      'year_reports',
      'teachers',
      'class_assignments',
      'caseload_students',
      'caseload_classes',
    ],
    RECORDS_KEPT,
  );

  async function build(studentId: number): Promise<VersionedBody> {
    // A consent written or removed bumps the history version (migration 0017), so the status
    // kept in a built record stays current.
    const [found, consented] = await Promise.all([
      findHistorySource(db, studentId),
      hasConsent(db, studentId),
    ]);
    if (!found) throw notFound(HISTORY_MESSAGES.notFound);
    const { student, terms, years } = found;
    const record = historyRecordSchema.parse({
      ...buildProgressRecord(student, terms, years, false),
      classId: classCode(student.currSection as Section, student.currYear as Year),
      leftOn: student.leftOn ?? null,
      leftReason: student.leftReason ?? null,
      consent: consented ? 'recorded' : 'pending',
    });
    return { version: student.historyVersion, body: JSON.stringify(record) };
  }

  return {
    async history(
      session: SessionUser,
      regNo: string,
      encoding: BodyEncoding = 'identity',
    ): Promise<EncodedBody> {
      const actor = { userId: session.userId, role: session.role };
      const head = await readableStudent(db, session, regNo, 'history.read', (r, teacher) =>
        heads(`${teacher ?? ''}|${r.toLowerCase()}`, () => findStudentHead(db, r, teacher)),
      );
      // Every view is audited (decisions §9), committed before the record leaves (read-audit.ts).
      const [body] = await Promise.all([
        records.get(head.id, head.version, () => build(head.id), encoding),
        auditRead(db, { actor, action: 'history.read', target: head.regNo, outcome: 'success' }),
      ]);
      return body;
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
