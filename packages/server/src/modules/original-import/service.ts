import {
  type Credential,
  fromExtendedJson,
  ORIGINAL_COLLECTIONS,
  type OriginalDoc,
  type OriginalImportRequest,
  instituteDate,
  type ImportPlan,
  type ImportReport,
  ORIGINAL_IMPORT_MESSAGES,
  type OriginalExport,
  planCounts,
  planOriginalImport,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { type Actor, audit } from '../../lib/audit.js';
import { conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { generateTemporaryPassword, hashTemporaryPassword } from '../../lib/passwords.js';
import { assertAadhaarKeyInUse } from '../keys/in-use.js';
import { isUniqueViolation } from '../teacher-accounts/registration.js';
import { upsertPendingTeachers } from '../teacher-accounts/repository.js';
import { currentBank, importedPendingKeys, loginIds } from './repository.js';
import { IMPORT_SOURCE, writeStaff, writeStudent, writeTeacher } from './write.js';

export type ImportOptions = {
  dryRun: boolean;
  skipExisting: boolean;
  actor: Actor;
  /** Where the import writes, for the report (the database's kind and place, no password). */
  target: string;
  now?: Date;
  /** Tests only: runs inside the transaction after the students are written (a forced failure). */
  midway?: () => Promise<void> | void;
};

export type ImportResult = {
  report: ImportReport;
  /** New accounts and their temporary passwords, for the credentials sheet (empty on a dry run). */
  credentials: Credential[];
};

async function planFor(db: Executor, exp: OriginalExport, options: ImportOptions) {
  const [bank, ids, pendingKeys] = await Promise.all([
    currentBank(db),
    loginIds(db),
    importedPendingKeys(db),
  ]);
  return planOriginalImport(exp, {
    bank,
    today: instituteDate(options.now ?? new Date()),
    loginIds: ids,
    pendingKeys,
    skipExisting: options.skipExisting,
  });
}

type Hashed = { userId: string; temporaryPassword: string; hash: string };

/** One fresh temporary password per account; hashed before the transaction holds any lock. */
async function passwordsFor(userIds: readonly string[]): Promise<Hashed[]> {
  const out: Hashed[] = [];
  for (const userId of userIds) {
    const temporaryPassword = generateTemporaryPassword();
    out.push({ userId, temporaryPassword, hash: await hashTemporaryPassword(temporaryPassword) });
  }
  return out;
}

async function writePlan(
  tx: Executor,
  plan: ImportPlan,
  hashed: Hashed[],
  context: { cipher: AadhaarCipher; options: ImportOptions; report: ImportReport },
) {
  const { actor } = context.options;
  await assertAadhaarKeyInUse(tx, context.cipher);
  // Re-read inside the transaction: an account made since the plan was read is refused whole.
  const ids = await loginIds(tx);
  const taken = hashed.map((h) => h.userId).filter((id) => ids.has(id.toLowerCase()));
  if (taken.length) throw conflict(ORIGINAL_IMPORT_MESSAGES.existing(taken));
  const hashes = new Map(hashed.map((h) => [h.userId, h.hash]));
  const hashOf = (id: string) => hashes.get(id)!;
  for (const teacher of plan.teachers)
    await writeTeacher(tx, teacher, hashOf(teacher.fields.teacherId), actor);
  await upsertPendingTeachers(tx, plan.pending);
  for (const staff of plan.staff) await writeStaff(tx, staff, hashOf(staff.userId), actor);
  for (const student of plan.students)
    await writeStudent(tx, student, hashOf(student.regNo), { actor, cipher: context.cipher });
  await context.options.midway?.();
  await audit(tx, {
    actor,
    action: 'original.import',
    outcome: 'success',
    detail: { source: IMPORT_SOURCE, counts: context.report.counts },
  });
}

/**
 * Imports the original system's six collections (issue 32, decisions §19): planned from the
 * files, the bank and what Pragati holds, then written in one transaction, all or nothing. A dry
 * run plans and reports only. Ids already in Pragati refuse the whole import unless skipped.
 */
export async function importOriginal(
  db: Db,
  cipher: AadhaarCipher,
  exp: OriginalExport,
  options: ImportOptions,
): Promise<ImportResult> {
  const plan = await planFor(db, exp, options);
  const report: ImportReport = {
    dryRun: options.dryRun,
    target: options.target,
    counts: planCounts(exp, plan),
    existing: options.skipExisting ? [] : plan.existing,
    notes: plan.notes,
  };
  if (options.dryRun) return { report, credentials: [] };
  if (plan.existing.length && !options.skipExisting)
    throw conflict(ORIGINAL_IMPORT_MESSAGES.existing(plan.existing));
  const hashed = await passwordsFor([
    ...plan.teachers.map((t) => t.fields.teacherId),
    ...plan.staff.map((s) => s.userId),
    ...plan.students.map((s) => s.regNo),
  ]);
  try {
    await db.transaction((tx) => writePlan(tx, plan, hashed, { cipher, options, report }));
  } catch (error) {
    // Another writer took one of the ids after the re-check (a concurrent import or upload).
    if (isUniqueViolation(error)) throw conflict(ORIGINAL_IMPORT_MESSAGES.raced);
    throw error;
  }
  return {
    report,
    credentials: hashed.map(({ userId, temporaryPassword }) => ({ userId, temporaryPassword })),
  };
}

/**
 * POST /admin/import-original: the command's collections, sent while this server holds the
 * embedded database; the admin's session is the actor.
 */
export function createOriginalImportService(db: Db, cipher: AadhaarCipher) {
  return {
    async forAdmin(user: SessionUser, body: OriginalImportRequest): Promise<ImportResult> {
      const exp = Object.fromEntries(
        ORIGINAL_COLLECTIONS.map((c) => [
          c,
          body.collections[c].map((doc) => fromExtendedJson(doc) as OriginalDoc),
        ]),
      ) as OriginalExport;
      return importOriginal(db, cipher, exp, {
        dryRun: body.dryRun,
        skipExisting: body.skipExisting,
        actor: { userId: user.userId, role: user.role },
        target: 'the embedded database this server holds',
      });
    },
  };
}
export type OriginalImportService = ReturnType<typeof createOriginalImportService>;
