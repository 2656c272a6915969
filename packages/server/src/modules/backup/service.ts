import { BACKUP_MESSAGES, type BackupRequest, backupFileName } from '@pragati/domain';
import type { Database } from '../../db/client.js';
import { type Actor, audit } from '../../lib/audit.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/policy.js';
import { countFailedLogin, refuseWhileLocked } from '../auth/lockout.js';
import { findUserByLoginId } from '../users/repository.js';
import { createArchive } from './archive.js';
import { archiveFacts, takeSnapshot } from './snapshot.js';

export const BACKUP_ACTION = 'backup.create';

export type BackupDownload = { fileName: string; chunks: AsyncGenerator<Buffer> };

/**
 * Writes one encrypted archive of the whole database (archive.ts) as a stream. The audit entry
 * (who, when, outcome, size; never the passphrase) is written when the dump is complete, before
 * the archive's last bytes, or as a failure when the dump breaks off.
 */
export async function writeBackup(
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
  return writeBackup(database, { aadhaarKey, passphrase: body.passphrase, actor });
}
