/**
 * Aadhaar key rotation (decisions §12): every stored number re-encrypted with a new key in one
 * transaction, audited. The new key is on disk (fsynced) before the transaction commits, and the
 * old one is kept beside it afterwards, so no moment exists where the numbers' key is nowhere:
 * a stop between the commit and the renames leaves `aadhaar.key.new`, which the next start names.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, Executor } from '../../db/client.js';
import { enterInstitute, instituteIds } from '../../db/every-institute.js';
import { withInstitute } from '../../db/institute-scope.js';
import { createAadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { createDocumentCipher } from '../../lib/document-cipher.js';
import {
  lockDocumentCiphers,
  updateDocumentCipher,
} from '../disability-profile/documents-repository.js';
import { type Actor, audit } from '../../lib/audit.js';
import { AADHAAR_KEY_FILE, createKeyFile } from '../../lib/key-files.js';
import { AADHAAR_KEY_FINGERPRINT_SETTING, keyFingerprint } from '../../lib/key-fingerprint.js';
import * as repo from './repository.js';
import { type KeySource, settleAadhaarKey } from './service.js';

export type RotationResult = {
  numbers: number;
  from: string;
  to: string;
  /** Where the new key is: DATA_DIR/aadhaar.key, or the file given for AADHAAR_KEY users. */
  keyFile: string;
  /** Where the old key file was kept (undefined when the old key came from AADHAAR_KEY). */
  retiredFile: string | undefined;
};

const cipherOwner = (row: repo.StoredCipher) =>
  row.kind === 'intake'
    ? `student record ${row.studentId}`
    : row.kind === 'pending'
      ? `pending import row ${row.id}`
      : `correction request ${row.id}`;

export class RotationError extends Error {
  override name = 'RotationError';
}

/** Documents on the record (issue 30 part 3): their key is derived from this one, so they move too. */
async function reencryptDocuments(tx: Executor, oldKey: Buffer, newKey: Buffer): Promise<number> {
  const oldCipher = createDocumentCipher(oldKey);
  const newCipher = createDocumentCipher(newKey);
  const rows = await lockDocumentCiphers(tx);
  for (const row of rows) {
    let plain: Buffer;
    try {
      plain = oldCipher.decrypt(row.cipher);
    } catch {
      throw new RotationError(
        `Document ${row.id} does not decrypt with the current key. Nothing was changed.`,
      );
    }
    await updateDocumentCipher(tx, row.id, newCipher.encrypt(plain));
  }
  return rows.length;
}

type Rekey = { oldKey: Buffer; newKey: Buffer; from: string; to: string; actor: Actor };

/** One institute's numbers and documents, in its scope, audited in its own log. */
async function reencryptInstitute(tx: Executor, institute: number, k: Rekey): Promise<number> {
  const oldCipher = createAadhaarCipher(k.oldKey);
  const newCipher = createAadhaarCipher(k.newKey);
  const rows = await repo.lockAllCiphers(tx);
  for (const row of rows) {
    let plain: string;
    try {
      plain = oldCipher.decrypt(row.cipher);
    } catch {
      throw new RotationError(
        `The Aadhaar number of ${cipherOwner(row)} (institute ${institute}) does not decrypt with the current key. Nothing was changed.`,
      );
    }
    await repo.updateCipher(tx, row, newCipher.encrypt(plain));
  }
  // Documents (issue 30 part 3) are keyed from this key: they move with the numbers.
  const documents = await reencryptDocuments(tx, k.oldKey, k.newKey);
  await audit(tx, {
    actor: k.actor,
    action: 'aadhaar.key.rotate',
    outcome: 'success',
    detail: { numbers: rows.length, documents, from: k.from, to: k.to },
  });
  return rows.length;
}

export async function rotateAadhaarKey(
  db: Db,
  source: KeySource & { actor: Actor; newKeyFile?: string },
): Promise<RotationResult> {
  const oldKey = await settleAadhaarKey(db, source);
  const current = path.join(source.dataDir, AADHAAR_KEY_FILE);
  // AADHAAR_KEY users get the new key as a file to put into their configuration.
  const target = source.envKey ? source.newKeyFile : `${current}.new`;
  if (!target) {
    throw new RotationError(
      'AADHAAR_KEY is set: give --new-key-file FILE for the new key, then set AADHAAR_KEY to its content.',
    );
  }
  const newKey = randomBytes(32);
  try {
    createKeyFile(target, newKey);
  } catch (error) {
    throw new RotationError(
      `Cannot write the new key to ${target} (${(error as NodeJS.ErrnoException).code ?? 'error'}); ` +
        'if it exists, an earlier rotation stopped half-way: remove it once the server starts. Nothing was changed.',
    );
  }
  const from = keyFingerprint(oldKey);
  const to = keyFingerprint(newKey);
  let numbers = 0;
  try {
    await db.transaction(async (tx) => {
      // Every institute's numbers in the one transaction, each institute in its own scope
      // (db/every-institute.ts), each audited in its own log.
      // The setting and the queries' own condition (currentInstitute) name the same institute.
      const rekey = { oldKey, newKey, from, to, actor: source.actor };
      for (const institute of await instituteIds(tx)) {
        numbers += await withInstitute(institute, async () => {
          await enterInstitute(tx, institute);
          return reencryptInstitute(tx, institute, rekey);
        });
      }
      await repo.writeSetting(tx, AADHAAR_KEY_FINGERPRINT_SETTING, to);
    });
  } catch (error) {
    // A failure at COMMIT may still have committed (a connection lost then): the new key is
    // removed only when the database says the old key is still the one in use; otherwise it
    // stays, and the next start names it.
    let committed = true;
    try {
      committed = (await repo.readSetting(db, AADHAAR_KEY_FINGERPRINT_SETTING)) === to;
    } catch {
      // Unknown: keep the key.
    }
    if (!committed) fs.rmSync(target, { force: true });
    throw error;
  }
  if (source.envKey) return { numbers, from, to, keyFile: target, retiredFile: undefined };
  const retiredFile = `${current}.retired-${new Date().toISOString().slice(0, 10)}-${from}`;
  fs.renameSync(current, retiredFile);
  fs.renameSync(target, current);
  const dir = fs.openSync(source.dataDir, 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
  return { numbers, from, to, keyFile: current, retiredFile };
}
