import {
  CONSENT_LANGUAGES,
  CONSENT_MESSAGES,
  type ConsentNotice,
  type ConsentNoticeSaved,
  type ConsentNoticesResponse,
  consentNoticeContentSchema,
  instituteDate,
  isFutureConsentDate,
  type NewConsentNoticeBody,
  type RecordConsentBody,
  type RecordConsentResponse,
  STUDENT_MESSAGES,
  ERASED_ID_PREFIX,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { findStudentByRegNo } from '../student-records/repository.js';
import { consentRecordOf } from './records.js';
import {
  type ConsentNoticeRow,
  ensureFirstNotices,
  findConsent,
  findLatestNotice,
  insertNextNotice,
  noticeExists,
  type StudentConsentRow,
  upsertConsent,
} from './repository.js';

export function noticeOf(row: ConsentNoticeRow): ConsentNotice {
  return {
    ...consentNoticeContentSchema.parse(row.content),
    language: row.language,
    version: row.version,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Which fields an update changed: names only, never the guardian's values (personal data). */
function changedConsentFields(before: StudentConsentRow | undefined, after: RecordConsentBody) {
  if (!before) return Object.keys(after);
  const old = consentRecordOf(before) as Record<string, unknown>;
  return Object.entries(after)
    .filter(([key, value]) => JSON.stringify(old[key]) !== JSON.stringify(value))
    .map(([key]) => key);
}

/** The consent notice and the guardians' consents (issue 19 parts 1-2, decisions §15). */
export function createConsentService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** GET /admin/consent-notice: the current version of each language. */
    async currentNotices(): Promise<ConsentNoticesResponse> {
      const latest = () =>
        Promise.all(CONSENT_LANGUAGES.map((language) => findLatestNotice(db, language)));
      let [en, hi] = await latest();
      // Only a first run writes: every later read is a read.
      if (!en || !hi) {
        await db.transaction((tx) => ensureFirstNotices(tx));
        [en, hi] = await latest();
      }
      if (!en || !hi) throw new Error('the first consent notices were not saved');
      return { en: noticeOf(en), hi: noticeOf(hi) };
    },

    /** POST /admin/consent-notice: a new version; the old ones stay as they were. */
    async saveNotice(user: SessionUser, body: NewConsentNoticeBody): Promise<ConsentNoticeSaved> {
      const { language, ...content } = body;
      return db.transaction(async (tx) => {
        await ensureFirstNotices(tx);
        const row = await insertNextNotice(tx, language, content, user.userId);
        await audit(tx, {
          actor: actorOf(user),
          action: 'consent.notice.save',
          target: `notice ${language} v${row.version}`,
          outcome: 'success',
          detail: { language, version: row.version },
        });
        return { msg: CONSENT_MESSAGES.noticeSaved(language, row.version), notice: noticeOf(row) };
      });
    },

    /** POST /admin/students/:regNo/consent: records the guardian's consent, or updates it. */
    async record(
      user: SessionUser,
      regNo: string,
      body: RecordConsentBody,
    ): Promise<RecordConsentResponse> {
      if (isFutureConsentDate(body.consentDate, instituteDate(now()))) {
        throw badRequest(CONSENT_MESSAGES.futureDate);
      }
      return db.transaction(async (tx) => {
        const student = await findStudentByRegNo(tx, regNo);
        // An erased record has no guardian any more, and gets none (issue 19 part 5).
        if (!student || student.regNo.startsWith(ERASED_ID_PREFIX))
          throw notFound(STUDENT_MESSAGES.notFound);
        await ensureFirstNotices(tx);
        if (!(await noticeExists(tx, body.noticeLanguage, body.noticeVersion))) {
          throw badRequest(CONSENT_MESSAGES.unknownNotice);
        }
        const before = await findConsent(tx, student.id);
        const row = await upsertConsent(tx, {
          studentId: student.id,
          ...body,
          recordedBy: user.userId,
        });
        // Ids and field names only: the guardian's name, mobile and address stay out of the log.
        await audit(tx, {
          actor: actorOf(user),
          action: 'student.consent.record',
          target: student.regNo,
          outcome: 'success',
          detail: {
            update: Boolean(before),
            changed: changedConsentFields(before, body),
            notice: `${body.noticeLanguage} v${body.noticeVersion}`,
          },
        });
        const msg = before
          ? CONSENT_MESSAGES.updated(student.regNo)
          : CONSENT_MESSAGES.recorded(student.regNo);
        return { msg, consent: consentRecordOf(row) };
      });
    },
  };
}
export type ConsentService = ReturnType<typeof createConsentService>;
