/**
 * Restores a backup as a NEW institute of a deployment (issue 28 part 5, decisions §20):
 * - an institute's backup (institute-backup.ts) made by this version of Pragati, or
 * - a whole backup of a stand-alone embedded installation (today's format, also one taken before
 *   institutes existed): it is opened in memory, migrated to this version's schema (its rows
 *   become its institute 1's, as on any upgrade), and that institute's rows are taken from it.
 * The Aadhaar numbers come encrypted with the source's key. When that is not the deployment's key,
 * the source's key file must be given (`--source-key-file`): it is checked against the archive's
 * fingerprint, used in memory to re-encrypt every number with the deployment's key, and written
 * nowhere. Everything is checked before anything is written.
 */
import fs from 'node:fs';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { INSTITUTE_CODE_MAX_LENGTH } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { type Database, MIGRATIONS_DIR, openDatabase } from '../../db/client.js';
import { OWN_INSTITUTE } from '../../db/institute-scope.js';
import { createAadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { createDocumentCipher } from '../../lib/document-cipher.js';
import type { Actor } from '../../lib/audit.js';
import { keyFingerprint } from '../../lib/key-fingerprint.js';
import { type ArchiveHeader, openArchive } from './archive.js';
import {
  exportInstitute,
  INSTITUTE_PAYLOAD,
  type InstituteRows,
  unpackRows,
} from './institute-backup.js';
import { type ImportResult, importInstitute, InstituteRestoreError } from './institute-import.js';
import { appliedMigrations } from './snapshot.js';

export { InstituteRestoreError };

const migrationCount = () =>
  fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length;

/** How each stored number is carried: as it is, or re-encrypted with the deployment's key. */
export function recipherFor(
  header: ArchiveHeader,
  deploymentKey: Uint8Array,
  sourceKey: { key: Uint8Array; from: string } | undefined,
): (cipher: string) => string {
  const expected = header.aadhaarKeyFingerprint;
  const target = createAadhaarCipher(deploymentKey);
  if (expected === null || expected === target.fingerprint) return (cipher) => cipher;
  if (!sourceKey) {
    throw new InstituteRestoreError(
      `The Aadhaar numbers of this backup are encrypted with another key (fingerprint ${expected}) than this deployment's (${target.fingerprint}). Give the key file kept with the backup: --source-key-file FILE. Nothing was restored.`,
    );
  }
  const offered = keyFingerprint(sourceKey.key);
  if (offered !== expected) {
    throw new InstituteRestoreError(
      `The key from ${sourceKey.from} (fingerprint ${offered}) is not the key of this backup (fingerprint ${expected}). Use the key file kept with this backup. Nothing was restored.`,
    );
  }
  const source = createAadhaarCipher(sourceKey.key);
  return (cipher) => target.encrypt(source.decrypt(cipher));
}

/**
 * The same for documents (issue 30 part 3), whose key is derived from the Aadhaar key: their
 * bytes travel as to_jsonb writes a bytea (\\x and hex). Called after recipherFor has checked the
 * source key, so a wrong key never reaches here.
 */
export function documentRecipherFor(
  header: ArchiveHeader,
  deploymentKey: Uint8Array,
  sourceKey: { key: Uint8Array } | undefined,
): (hex: string) => string {
  const expected = header.aadhaarKeyFingerprint;
  if (
    expected === null ||
    expected === createAadhaarCipher(deploymentKey).fingerprint ||
    !sourceKey
  )
    return (hex) => hex;
  const source = createDocumentCipher(sourceKey.key);
  const target = createDocumentCipher(deploymentKey);
  return (hex) =>
    `\\x${target.encrypt(source.decrypt(Buffer.from(hex.replace(/^\\x/, ''), 'hex'))).toString('hex')}`;
}

/** The stand-alone installation's rows: its archive opened in memory and migrated. */
async function rowsOfWholeBackup(payload: Buffer): Promise<InstituteRows> {
  const tar = await promisify(gunzip)(payload);
  const scratch = await openDatabase({ template: new Blob([tar]) });
  try {
    const institutes = await scratch.db.execute(sql`select count(*)::int as n from institutes`);
    if ((institutes as unknown as { rows: { n: number }[] }).rows[0]!.n !== 1) {
      throw new InstituteRestoreError('This archive holds more than one institute.');
    }
    if ((await appliedMigrations(scratch.db)) !== migrationCount()) {
      throw new InstituteRestoreError('The archive could not be brought to this version.');
    }
    return await exportInstitute(scratch, OWN_INSTITUTE);
  } finally {
    await scratch.close();
  }
}

function checkCode(code: string, name: string) {
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(code) || code.length > INSTITUTE_CODE_MAX_LENGTH) {
    throw new InstituteRestoreError(
      `The institute code must be letters, digits and hyphens (at most ${INSTITUTE_CODE_MAX_LENGTH}), such as noida-2.`,
    );
  }
  if (!name.trim()) throw new InstituteRestoreError('Give the new institute a name: --name NAME.');
}

/** The rows the archive holds for one institute, whichever kind of backup it is. */
async function rowsOf(header: ArchiveHeader, payload: Buffer): Promise<InstituteRows> {
  if (header.migrations > migrationCount()) {
    throw new InstituteRestoreError(
      `This archive was made by a newer version of Pragati (${header.appVersion}, schema ${header.migrations}). Update Pragati, then restore it.`,
    );
  }
  if (header.payload === INSTITUTE_PAYLOAD) {
    if (header.migrations !== migrationCount()) {
      throw new InstituteRestoreError(
        `This institute's backup was made by an older version of Pragati (${header.appVersion}, schema ${header.migrations}; this one has ${migrationCount()}). Restore it with that version, update, and take a new institute backup.`,
      );
    }
    return unpackRows(payload);
  }
  if (header.payload === 'pglite-datadir-tar-gzip') return rowsOfWholeBackup(payload);
  throw new InstituteRestoreError(
    'This archive holds a whole PostgreSQL database. Restore it into an empty database (npm run restore -- FILE), take an institute backup there (npm run backup -- --institute CODE), and restore that one.',
  );
}

export async function restoreAsNewInstitute(options: {
  archive: Buffer;
  passphrase: string;
  database: Database;
  code: string;
  name: string;
  hosts?: string[];
  deploymentKey: Uint8Array;
  sourceKey?: { key: Uint8Array; from: string };
  actor: Actor;
}): Promise<ImportResult & { header: ArchiveHeader }> {
  checkCode(options.code, options.name);
  const { header, payload } = await openArchive(options.archive, options.passphrase);
  const recipher = recipherFor(header, options.deploymentKey, options.sourceKey);
  const recipherDocument = documentRecipherFor(header, options.deploymentKey, options.sourceKey);
  const rows = await rowsOf(header, payload);
  const result = await importInstitute(options.database, rows, {
    code: options.code,
    name: options.name.trim(),
    ...(options.hosts ? { hosts: options.hosts } : {}),
    recipher,
    recipherDocument,
    actor: options.actor,
    detail: { from: header.institute?.code ?? 'a whole backup', madeAt: header.createdAt },
  });
  return { ...result, header };
}
