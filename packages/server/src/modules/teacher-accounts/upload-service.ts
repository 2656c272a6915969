import { SERVER_MESSAGES } from '@pragati/domain';
import type { Credential, RegisterTeachersResponse } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { type Actor, audit } from '../../lib/audit.js';
import { generateTemporaryPassword, hashTemporaryPassword } from '../../lib/passwords.js';
import { isUniqueViolation, registerTeacher } from './registration.js';
import { reissueTemporaryPasswords, TEACHER_REISSUE } from '../users/reissue.js';
import { upsertPendingTeachers } from './repository.js';
import { readUploadSnapshot } from './upload-snapshot.js';
import type { SheetRow } from './sheets.js';
import { classifyRows, type InvalidRow, type ValidRow } from './upload-rules.js';

/**
 * Hashes run on libuv's thread pool beside the writes; two at a time keep ahead of the writer
 * on two cores while leaving the main thread (which runs the embedded database) a core.
 */
const HASH_CONCURRENCY = 2;
/**
 * Rows written at once. The rows of one sheet never clash with each other (checked first), so
 * on a PostgreSQL server several connections share the cost of each commit's flush; the
 * embedded database runs them one after another anyway.
 */
const WRITE_CONCURRENCY = 4;

const RACE_MESSAGE = SERVER_MESSAGES.teacherUploadRace;

/** Starts `task` for every item, at most `limit` at a time, in order; one promise per item. */
function startLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results: Promise<R>[] = [];
  const slots: Promise<unknown>[] = [];
  for (const [index, item] of items.entries()) {
    const previous = index >= limit ? slots[index - limit] : undefined;
    const run = (previous ?? Promise.resolve()).then(
      () => task(item),
      () => task(item),
    );
    results.push(run);
    // A slot frees when its task ends, whether it failed or not.
    slots.push(run.catch(() => undefined));
  }
  return results;
}

export function summaryMessage(counts: {
  registered: number;
  pending: number;
  alreadyRegistered: number;
  reissued?: number;
}): string {
  const parts = [
    `${counts.registered} teacher${counts.registered === 1 ? '' : 's'} registered`,
    `${counts.pending} row${counts.pending === 1 ? '' : 's'} with errors`,
  ];
  if (counts.alreadyRegistered) parts.push(`${counts.alreadyRegistered} already registered`);
  const reissued = counts.reissued ?? 0;
  const again = reissued
    ? reissued === 1
      ? ' 1 teacher who had never signed in got a new temporary password; the earlier one no longer works.'
      : ` ${reissued} teachers who had never signed in got new temporary passwords; the earlier ones no longer work.`
    : '';
  return `${parts.join(', ')}.${again}`;
}

/**
 * Registers the rows of an uploaded sheet (spec: bulk upload; decisions §2). Each valid row is
 * written in its own transaction, so one bad row never stops the others; each invalid row
 * becomes (or updates) a pending row listing every reason. Passwords are hashed ahead of the
 * writes, a few at a time, outside any transaction. So a server stopped half-way leaves the
 * rows written so far registered with passwords nobody saw: uploading the sheet again gives
 * every listed account that has never signed in a new temporary password (decisions §12).
 */
export async function registerTeacherUpload(
  db: Db,
  actor: Actor,
  rows: readonly SheetRow[],
): Promise<RegisterTeachersResponse> {
  const snapshot = await readUploadSnapshot(db);
  const { valid, invalid, alreadyRegistered, reissue } = classifyRows(rows, snapshot);

  if (invalid.length) await savePending(db, actor, invalid);

  // New accounts first, then the accounts that get a new password (their hashes come last).
  const passwords = [...valid, ...reissue].map(() => generateTemporaryPassword());
  // An unexpected failure stops the upload: nothing further is hashed or written, and the
  // answer waits for the writes under way, so no row is written after the error is answered.
  let stopped = false;
  const hashes = startLimited(passwords, HASH_CONCURRENCY, (password) =>
    stopped ? Promise.reject(new Error('upload stopped')) : hashTemporaryPassword(password),
  );
  // Every hash is awaited by its write unless a write fails first; none may go unhandled.
  for (const hash of hashes) hash.catch(() => undefined);

  const written = startLimited([...valid.keys()], WRITE_CONCURRENCY, async (index) => {
    const row = valid[index]!;
    if (stopped) return false;
    const passwordHash = await hashes[index]!;
    if (stopped) return false;
    const pendingId = snapshot.pendingKeys.get(row.uploadKey);
    try {
      // One statement: its own transaction (see registerTeacher).
      await registerTeacher(db, {
        fields: row.fields,
        passwordHash,
        actor,
        source: 'upload',
        rowNumber: row.rowNumber,
        ...(pendingId ? { pendingId } : {}),
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      stopped = true;
      throw error;
    }
  });
  const settled = await Promise.allSettled(written);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const saved = settled.map((result) => result.status === 'fulfilled' && result.value);
  const credentials: Credential[] = [];
  const lostRace: ValidRow[] = [];
  for (const [index, row] of valid.entries()) {
    if (saved[index]) {
      credentials.push({ userId: row.fields.teacherId, temporaryPassword: passwords[index]! });
    } else {
      lostRace.push(row);
    }
  }
  const registered = credentials.length;
  const late = lostRace.length
    ? await recheck(db, lostRace)
    : { pending: [], alreadyRegistered: 0 };
  if (late.pending.length) await savePending(db, actor, late.pending);

  const reissued = await reissueTemporaryPasswords(
    db,
    actor,
    TEACHER_REISSUE,
    await Promise.all(
      reissue.map(async (teacherId, i) => ({
        userId: teacherId,
        passwordHash: await hashes[valid.length + i]!,
      })),
    ),
  );
  for (const [i, teacherId] of reissue.entries()) {
    if (reissued.has(teacherId)) {
      credentials.push({ userId: teacherId, temporaryPassword: passwords[valid.length + i]! });
    }
  }

  const counts = {
    registered,
    pending: invalid.length + late.pending.length,
    // A listed account that signed in meanwhile keeps its password: already registered.
    alreadyRegistered: alreadyRegistered + late.alreadyRegistered + reissue.length - reissued.size,
    reissued: reissued.size,
  };
  await audit(db, {
    actor,
    action: 'teacher.upload',
    outcome: 'success',
    detail: { rows: rows.length, ...counts },
  });
  return { msg: summaryMessage(counts), ...counts, credentials };
}

/**
 * Rows that lost a race with another writer, checked again against the database as it is now:
 * those now registered (the same sheet uploaded twice at once) count as already registered.
 */
async function recheck(db: Db, rows: ValidRow[]) {
  const again = classifyRows(
    rows.map((r) => ({ rowNumber: r.rowNumber, ...r.fields, classId: r.fields.classId.join(',') })),
    await readUploadSnapshot(db),
  );
  const reasons = new Map(again.invalid.map((r) => [r.rowNumber, r.msg]));
  const stillValid = new Set(again.valid.map((r) => r.rowNumber));
  const pending = rows
    .filter((r) => reasons.has(r.rowNumber) || stillValid.has(r.rowNumber))
    .map((row) => ({ ...row, msg: reasons.get(row.rowNumber) ?? RACE_MESSAGE }));
  return { pending, alreadyRegistered: rows.length - pending.length };
}

async function savePending(db: Db, actor: Actor, rows: readonly InvalidRow[]) {
  await db.transaction(async (tx) => {
    await upsertPendingTeachers(tx, rows);
    await audit(tx, {
      actor,
      action: 'teacher.pending.save',
      outcome: 'success',
      detail: {
        count: rows.length,
        rows: rows.slice(0, 200).map((r) => ({ row: r.rowNumber, teacherId: r.fields.teacherId })),
      },
    });
  });
}
