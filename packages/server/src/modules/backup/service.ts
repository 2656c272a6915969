import { BACKUP_MESSAGES, type BackupRequest, backupFileName } from '@pragati/domain';
import type { Database } from '../../db/client.js';
import { type Actor, audit } from '../../lib/audit.js';
import { forbidden, HttpError, unauthorized } from '../../lib/errors.js';
import { createLimiter } from '../../lib/parse-limiter.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/policy.js';
import { countFailedLogin, refuseWhileLocked } from '../auth/lockout.js';
import { findUserByLoginId } from '../users/repository.js';
import { createArchive } from './archive.js';
import { archiveFacts, takeSnapshot } from './snapshot.js';

export const BACKUP_ACTION = 'backup.create';

export type BackupDownload = { fileName: string; chunks: AsyncIterable<Buffer> };

/**
 * One backup at a time per process (issue 26: six at once took 1.8 GB). A backup holds the
 * folder's copy, its compression and scrypt's 128 MiB until its last byte is sent; a second one
 * meanwhile is told to try again shortly (429) instead of waiting with its memory.
 */
export const backupsRunning = createLimiter({
  active: 1,
  queue: 0,
  waitMs: 0,
  message: BACKUP_MESSAGES.busy,
});

/** The chunks as they come; `done` runs once, when they end, fail or the reader stops early. */
function endingWith(chunks: AsyncIterable<Buffer>, done: () => void): AsyncIterable<Buffer> {
  const inner = chunks[Symbol.asyncIterator]();
  const iterator: AsyncIterator<Buffer> = {
    async next() {
      try {
        const step = await inner.next();
        if (step.done) done();
        return step;
      } catch (error) {
        done();
        throw error;
      }
    },
    // A stream destroyed before or while reading calls this (Readable.from).
    async return(value?: unknown) {
      done();
      return (await inner.return?.(value)) ?? { done: true, value: undefined };
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}

/**
 * Writes one encrypted archive of the whole database (archive.ts) as a stream. The audit entry
 * (who, when, outcome, size; never the passphrase) is written when the dump is complete, before
 * the archive's last bytes, or as a failure when the dump breaks off.
 */
export async function writeBackup(
  database: Database,
  options: { aadhaarKey: Uint8Array | undefined; passphrase: string; actor: Actor },
): Promise<BackupDownload> {
  const release = await backupsRunning.acquire();
  try {
    const backup = await startBackup(database, options);
    return { ...backup, chunks: endingWith(backup.chunks, release) };
  } catch (error) {
    release();
    throw error;
  }
}

async function startBackup(
  database: Database,
  options: { aadhaarKey: Uint8Array | undefined; passphrase: string; actor: Actor },
): Promise<BackupDownload> {
  const startedAt = new Date();
  const facts = await archiveFacts(database, options.aadhaarKey);
  const snapshot = await takeSnapshot(database.source);
  let bytes = 0;
  async function* counted() {
    try {
      for await (const chunk of snapshot.chunks) {
        bytes += chunk.length;
        yield chunk;
      }
    } catch (error) {
      await audit(database.db, {
        actor: options.actor,
        action: BACKUP_ACTION,
        outcome: 'failure',
        detail: { driver: database.driver, reason: 'the dump broke off' },
      }).catch(() => undefined);
      throw error;
    }
  }
  const { chunks } = await createArchive(
    { ...facts, payload: snapshot.payload },
    options.passphrase,
    counted(),
    {
      beforeSeal: () =>
        audit(database.db, {
          actor: options.actor,
          action: BACKUP_ACTION,
          outcome: 'success',
          detail: { driver: database.driver, dumpBytes: bytes, migrations: facts.migrations },
        }),
    },
  );
  return { fileName: backupFileName(startedAt), chunks };
}

/**
 * POST /admin/backup: the admin confirms with their own password, like the reset dialog. A wrong
 * one makes nothing and counts as a failed login, so the action cannot be used to guess it.
 */
export async function backupForAdmin(
  database: Database,
  aadhaarKey: Uint8Array,
  session: SessionUser,
  body: BackupRequest,
  address: string,
): Promise<BackupDownload> {
  const actor: Actor = { userId: session.userId, role: session.role };
  const admin = await findUserByLoginId(database.db, session.userId);
  if (!admin) throw unauthorized();
  await refuseWhileLocked(database.db, admin.userId, address, BACKUP_MESSAGES.locked);
  if (!(await verifyPassword(admin.passwordHash, body.password))) {
    await countFailedLogin(database.db, admin.userId, address);
    await audit(database.db, {
      actor,
      action: BACKUP_ACTION,
      outcome: 'failure',
      detail: { reason: 'wrong confirmation password' },
    });
    throw forbidden(BACKUP_MESSAGES.wrongPassword);
  }
  try {
    return await writeBackup(database, { aadhaarKey, passphrase: body.passphrase, actor });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) {
      await audit(database.db, {
        actor,
        action: BACKUP_ACTION,
        outcome: 'failure',
        detail: { reason: 'another backup under way' },
      });
    }
    throw error;
  }
}

/** The admin's backup (routes.ts), with the database and the Aadhaar key given once. */
export function createBackupService(database: Database, aadhaarKey: Uint8Array) {
  return {
    backup: (session: SessionUser, body: BackupRequest, address: string) =>
      backupForAdmin(database, aadhaarKey, session, body, address),
  };
}
export type BackupService = ReturnType<typeof createBackupService>;
