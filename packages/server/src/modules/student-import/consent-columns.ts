import {
  CONSENT_IMPORT_MESSAGES,
  CONSENT_LANGUAGES,
  type ConsentLanguage,
  consentFromImport,
  ERASED_ID_PREFIX,
  hasConsentCells,
  type RecordConsentBody,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import { type Actor, audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { inChunks } from '../../lib/in-turns.js';
import {
  ensureFirstNotices,
  findConsent,
  findLatestNotice,
  insertNewConsent,
} from '../consent/repository.js';
import { findStudentByRegNo } from '../student-records/repository.js';
import type { ImportSheetRow } from './sheet.js';

/*
 * The student import's consent columns (issue 26 item 13): each filled row's consent, checked
 * before anything is written, then recorded as the bulk consent route records one (the same
 * schema and rules, the same audit entry, marked as from the import).
 */

const ROWS_PER_TURN = 20;

/** Each row's consent by row number; a 400 naming every row when any row's consent is wrong. */
export async function consentsOfRows(
  db: Db,
  rows: readonly ImportSheetRow[],
  today: string,
): Promise<Map<number, RecordConsentBody>> {
  const filled = rows.filter((r) => hasConsentCells(r.consent));
  const consents = new Map<number, RecordConsentBody>();
  if (filled.length === 0) return consents;
  await db.transaction((tx) => ensureFirstNotices(tx));
  const notices = await Promise.all(CONSENT_LANGUAGES.map((l) => findLatestNotice(db, l)));
  const versions = Object.fromEntries(
    CONSENT_LANGUAGES.map((l, i) => [l, notices[i]?.version ?? 0]),
  ) as Record<ConsentLanguage, number>;
  const issues: { path: string; message: string }[] = [];
  // A turn of the event loop every few rows: this runs on the thread answering every request.
  await inChunks(filled, ROWS_PER_TURN, (row) => {
    const result = consentFromImport(row.consent!, versions, today);
    if (result.consent) consents.set(row.rowNumber, result.consent);
    for (const p of result.problems) {
      const message = CONSENT_IMPORT_MESSAGES.problem(row.rowNumber, p.column, p.message);
      issues.push({ path: `row ${row.rowNumber}`, message });
    }
  });
  if (issues.length) throw badRequest(issues[0]!.message, { issues });
  return consents;
}

/**
 * Records a consent for the student `regNo` in `tx` unless one is recorded already (that one is
 * changed on the student's details, never by a sheet). True when recorded.
 */
export async function recordImportedConsent(
  tx: Executor,
  actor: Actor,
  regNo: string,
  consent: RecordConsentBody,
): Promise<boolean> {
  if (!actor) return false;
  const student = await findStudentByRegNo(tx, regNo);
  // An erased record has no guardian any more, and gets none (issue 19 part 5).
  if (!student || student.regNo.startsWith(ERASED_ID_PREFIX)) return false;
  if (await findConsent(tx, student.id)) return false;
  const inserted = await insertNewConsent(tx, {
    studentId: student.id,
    ...consent,
    recordedBy: actor.userId,
  });
  if (!inserted) return false;
  // As the single recording's entry; the guardian's values stay out of it.
  await audit(tx, {
    actor,
    action: 'student.consent.record',
    target: student.regNo,
    outcome: 'success',
    detail: {
      update: false,
      import: true,
      changed: Object.keys(consent),
      notice: `${consent.noticeLanguage} v${consent.noticeVersion}`,
    },
  });
  return true;
}

/** The consents of rows whose student already exists (a sheet uploaded again to add them). */
export async function recordForExisting(
  db: Db,
  actor: Actor,
  rows: readonly { rowNumber: number; regNo: string }[],
  consents: Map<number, RecordConsentBody>,
): Promise<number> {
  let recorded = 0;
  for (const row of rows) {
    const consent = consents.get(row.rowNumber);
    if (!consent || !row.regNo) continue;
    const done = await db.transaction((tx) => recordImportedConsent(tx, actor, row.regNo, consent));
    if (done) recorded++;
  }
  return recorded;
}
