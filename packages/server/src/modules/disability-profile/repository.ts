import type { CodeList, DisabilityProfile, DisabilityProfileBody } from '@pragati/domain';
import { SEED_CODE_LISTS } from '@pragati/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import {
  disabilityAids,
  disabilityCodeLists,
  disabilityConditions,
  disabilityProfiles,
} from '../../db/schema/index.js';
import { deleteDocumentsOf } from './documents-repository.js';

type ProfileTable = typeof disabilityProfiles | typeof disabilityConditions | typeof disabilityAids;
/** The student's rows of a profile table, in the running work's institute. */
const ofStudent = (table: ProfileTable, studentId: number) =>
  and(eq(table.studentId, studentId), inInstitute(table.instituteId));

/** Writes the shipped lists' rows that the table lacks; the rows already held stay as they are. */
export async function seedCodeLists(tx: Executor, lists: readonly CodeList[] = SEED_CODE_LISTS) {
  const rows = lists.flatMap((list) => [
    ...list.conditions.map((e) => ({ year: list.year, kind: 'condition' as const, ...e })),
    ...list.facilities.map((e) => ({ year: list.year, kind: 'facility' as const, ...e })),
  ]);
  await tx
    .insert(disabilityCodeLists)
    .values(
      rows.map((r) => ({ year: r.year, kind: r.kind, code: r.code, labelEn: r.en, labelHi: r.hi })),
    )
    .onConflictDoNothing();
}

/** Every year's lists, the newest year first, each in code order. */
export async function findCodeLists(db: Executor): Promise<CodeList[]> {
  const rows = await db
    .select()
    .from(disabilityCodeLists)
    .orderBy(
      desc(disabilityCodeLists.year),
      asc(disabilityCodeLists.kind),
      asc(disabilityCodeLists.code),
    );
  const byYear = new Map<string, CodeList>();
  for (const row of rows) {
    const list = byYear.get(row.year) ?? { year: row.year, conditions: [], facilities: [] };
    byYear.set(row.year, list);
    const entry = { code: row.code, en: row.labelEn, hi: row.labelHi };
    (row.kind === 'condition' ? list.conditions : list.facilities).push(entry);
  }
  return [...byYear.values()];
}

export async function findProfile(
  db: Executor,
  studentId: number,
): Promise<DisabilityProfile | null> {
  const [head] = await db
    .select()
    .from(disabilityProfiles)
    .where(ofStudent(disabilityProfiles, studentId))
    .limit(1);
  if (!head) return null;
  const [conditions, aids] = await Promise.all([
    db
      .select()
      .from(disabilityConditions)
      .where(ofStudent(disabilityConditions, studentId))
      .orderBy(desc(disabilityConditions.isPrimary), asc(disabilityConditions.code)),
    db
      .select()
      .from(disabilityAids)
      .where(ofStudent(disabilityAids, studentId))
      .orderBy(desc(disabilityAids.date), asc(disabilityAids.id)),
  ]);
  return {
    codeListYear: head.codeListYear,
    conditions: conditions.map((c) => ({ code: c.code, percent: c.percent, primary: c.isPrimary })),
    certificate:
      head.certificateNumber !== null
        ? {
            number: head.certificateNumber,
            authority: head.certificateAuthority ?? '',
            issuedOn: head.certificateIssuedOn ?? '',
            reassessOn: head.certificateReassessOn,
          }
        : null,
    udid:
      head.udidKind !== null
        ? { kind: head.udidKind, number: head.udidNumber ?? '', expiresOn: head.udidExpiresOn }
        : null,
    aids: aids.map((a) => ({
      id: a.id,
      facilityCode: a.facilityCode,
      item: a.item,
      date: a.date,
      scheme: a.scheme,
      amount: a.amount,
      status: a.status,
    })),
    updatedBy: head.updatedBy,
    updatedAt: head.updatedAt.toISOString(),
  };
}

/** Replaces the student's profile, conditions and ledger with the body (the caller's transaction). */
export async function replaceProfile(
  tx: Executor,
  studentId: number,
  body: DisabilityProfileBody,
  updatedBy: string,
) {
  const { certificate: c, udid: u } = body;
  const values = {
    codeListYear: body.codeListYear,
    certificateNumber: c?.number ?? null,
    certificateAuthority: c?.authority ?? null,
    certificateIssuedOn: c?.issuedOn ?? null,
    certificateReassessOn: c?.reassessOn ?? null,
    udidKind: u?.kind ?? null,
    udidNumber: u?.number ?? null,
    udidExpiresOn: u?.expiresOn ?? null,
    updatedBy,
  };
  await tx
    .insert(disabilityProfiles)
    .values({ studentId, ...values })
    .onConflictDoUpdate({
      target: [disabilityProfiles.instituteId, disabilityProfiles.studentId],
      set: { ...values, updatedAt: sql`now()` },
    });
  await tx.delete(disabilityAids).where(ofStudent(disabilityAids, studentId));
  await tx.delete(disabilityConditions).where(ofStudent(disabilityConditions, studentId));
  if (body.conditions.length > 0) {
    await tx.insert(disabilityConditions).values(
      body.conditions.map((x) => ({
        studentId,
        code: x.code,
        percent: x.percent,
        isPrimary: x.primary,
      })),
    );
  }
  if (body.aids.length > 0) {
    await tx.insert(disabilityAids).values(body.aids.map((a) => ({ studentId, ...a })));
  }
}

/** Removes the profile, its conditions and its ledger (the admin's "Clear profile"). */
export async function clearProfile(tx: Executor, studentId: number) {
  await tx.delete(disabilityAids).where(ofStudent(disabilityAids, studentId));
  await tx.delete(disabilityConditions).where(ofStudent(disabilityConditions, studentId));
  await tx.delete(disabilityProfiles).where(ofStudent(disabilityProfiles, studentId));
}

/** Removes everything of the profile and the documents (the erasure of the student). */
export async function deleteProfileOf(tx: Executor, studentId: number) {
  await deleteDocumentsOf(tx, studentId);
  await clearProfile(tx, studentId);
}

/** The tables the erasure rewrites after removing a profile (no dead row keeps its values). */
export const DISABILITY_TABLES = [
  'disability_profiles',
  'disability_conditions',
  'disability_aids',
  'student_documents',
];
