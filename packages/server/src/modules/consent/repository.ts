import { CONSENT_LANGUAGES, type ConsentLanguage, FIRST_CONSENT_NOTICES } from '@pragati/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { consentNotices, studentConsents } from '../../db/schema/index.js';

export type ConsentNoticeRow = typeof consentNotices.$inferSelect;
export type StudentConsentRow = typeof studentConsents.$inferSelect;

/** The system's name as the author of the first notice, which no one typed. */
export const FIRST_NOTICE_AUTHOR = 'pragati';

/**
 * Saves version 1 of each language's notice when none is stored (a first run), as the sample
 * question bank is loaded on an empty bank. Two first requests at once insert one row each way:
 * the unique (language, version) index keeps one.
 */
export async function ensureFirstNotices(tx: Executor): Promise<void> {
  await tx
    .insert(consentNotices)
    .values(
      CONSENT_LANGUAGES.map((language) => ({
        language,
        version: 1,
        content: FIRST_CONSENT_NOTICES[language],
        createdBy: FIRST_NOTICE_AUTHOR,
      })),
    )
    .onConflictDoNothing();
}

export async function findLatestNotice(
  tx: Executor,
  language: ConsentLanguage,
): Promise<ConsentNoticeRow | undefined> {
  const [row] = await tx
    .select()
    .from(consentNotices)
    .where(and(eq(consentNotices.language, language), inInstitute(consentNotices)))
    .orderBy(desc(consentNotices.version))
    .limit(1);
  return row;
}

export async function noticeExists(
  tx: Executor,
  language: ConsentLanguage,
  version: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: consentNotices.id })
    .from(consentNotices)
    .where(
      and(
        eq(consentNotices.language, language),
        eq(consentNotices.version, version),
        inInstitute(consentNotices),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The next version of the language, taken under a lock so two saves cannot share a number. */
export async function insertNextNotice(
  tx: Executor,
  language: ConsentLanguage,
  content: Record<string, unknown>,
  createdBy: string,
): Promise<ConsentNoticeRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consent_notices'))`);
  const latest = await findLatestNotice(tx, language);
  const [row] = await tx
    .insert(consentNotices)
    .values({ language, version: (latest?.version ?? 0) + 1, content, createdBy })
    .returning();
  if (!row) throw new Error('insert into consent_notices returned nothing');
  return row;
}

export async function findConsent(
  tx: Executor,
  studentId: number,
): Promise<StudentConsentRow | undefined> {
  const [row] = await tx
    .select()
    .from(studentConsents)
    .where(and(eq(studentConsents.studentId, studentId), inInstitute(studentConsents)))
    .limit(1);
  return row;
}

/** Records the consent, or replaces the one recorded (one row per student). */
export async function upsertConsent(
  tx: Executor,
  values: Omit<StudentConsentRow, 'createdAt' | 'updatedAt' | 'instituteId'>,
): Promise<StudentConsentRow> {
  const { studentId: _id, ...rest } = values;
  const [row] = await tx
    .insert(studentConsents)
    .values(values)
    .onConflictDoUpdate({
      target: studentConsents.studentId,
      set: { ...rest, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert into student_consents returned nothing');
  return row;
}

/**
 * Records a first consent; false when the student has one already (a single recording that
 * committed meanwhile), which the caller refuses rather than overwrite.
 */
export async function insertNewConsent(
  tx: Executor,
  values: Omit<StudentConsentRow, 'createdAt' | 'updatedAt' | 'instituteId'>,
): Promise<boolean> {
  const rows = await tx
    .insert(studentConsents)
    .values(values)
    .onConflictDoNothing({ target: studentConsents.studentId })
    .returning({ studentId: studentConsents.studentId });
  return rows.length === 1;
}
