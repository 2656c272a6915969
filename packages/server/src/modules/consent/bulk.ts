import {
  BULK_CONSENT_MESSAGES,
  type BulkConsentBody,
  type BulkConsentResponse,
  CONSENT_MESSAGES,
  duplicateRegNo,
  ERASED_ID_PREFIX,
  instituteDate,
  isFutureConsentDate,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { findStudentByRegNo } from '../student-records/repository.js';
import { ensureFirstNotices, findConsent, insertNewConsent, noticeExists } from './repository.js';

/**
 * POST /admin/consents (issue 26 item 13): the signed forms of many students in one
 * transaction. Any student that cannot take a new consent (unknown, erased, already recorded,
 * listed twice) refuses the whole list, so the office never has to find out which half landed.
 */
export async function recordConsents(
  db: Db,
  user: SessionUser,
  body: BulkConsentBody,
  today: string = instituteDate(new Date()),
): Promise<BulkConsentResponse> {
  const actor = { userId: user.userId, role: user.role };
  const { students: forms, ...shared } = body;
  if (isFutureConsentDate(shared.consentDate, today)) throw badRequest(CONSENT_MESSAGES.futureDate);
  const twice = duplicateRegNo(forms);
  if (twice) throw badRequest(BULK_CONSENT_MESSAGES.duplicate(twice));
  return db.transaction(async (tx) => {
    await ensureFirstNotices(tx);
    if (!(await noticeExists(tx, shared.noticeLanguage, shared.noticeVersion))) {
      throw badRequest(CONSENT_MESSAGES.unknownNotice);
    }
    const recorded: string[] = [];
    for (const { regNo, ...guardian } of forms) {
      const student = await findStudentByRegNo(tx, regNo);
      // An erased record has no guardian any more, and gets none (issue 19 part 5).
      if (!student || student.regNo.startsWith(ERASED_ID_PREFIX)) {
        throw badRequest(BULK_CONSENT_MESSAGES.unknownStudent(regNo));
      }
      // A recorded consent is changed on the details, one guardian at a time, never by a batch.
      const inserted =
        !(await findConsent(tx, student.id)) &&
        (await insertNewConsent(tx, {
          studentId: student.id,
          ...shared,
          ...guardian,
          recordedBy: user.userId,
        }));
      if (!inserted) throw badRequest(BULK_CONSENT_MESSAGES.alreadyRecorded(student.regNo));
      // As the single recording's entry, one per student; the guardian's values stay out of it.
      await audit(tx, {
        actor,
        action: 'student.consent.record',
        target: student.regNo,
        outcome: 'success',
        detail: {
          update: false,
          bulk: true,
          changed: Object.keys({ ...shared, ...guardian }),
          notice: `${shared.noticeLanguage} v${shared.noticeVersion}`,
        },
      });
      recorded.push(student.regNo);
    }
    return { msg: BULK_CONSENT_MESSAGES.recorded(recorded.length), recorded };
  });
}

/** The bulk recording as the routes take it; `now` is the clock the future-date rule reads. */
export function createBulkConsentService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** POST /admin/consents: many students' signed forms, all or none. */
    recordMany: (user: SessionUser, body: BulkConsentBody) =>
      recordConsents(db, user, body, instituteDate(now())),
  };
}
export type BulkConsentService = ReturnType<typeof createBulkConsentService>;
