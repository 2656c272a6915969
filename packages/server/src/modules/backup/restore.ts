import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { EMBEDDED_WAL_SETTINGS } from '../../db/embedded-wal.js';
import {
  type Database,
  embeddedDataFolder,
  MIGRATIONS_DIR,
  openDatabase,
} from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { parseAadhaarKey } from '../../lib/aadhaar-cipher.js';
import { keyFingerprint } from '../../lib/key-fingerprint.js';
import { narrowModes } from '../../lib/private-files.js';
import { type ArchiveHeader, openArchive } from './archive.js';
import { LOCK_FILES } from './data-dir-owner.js';
import { pgEnvironment, runPgTool } from './pg-tools.js';

export type RestoreTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

/** The Aadhaar key offered for the restore and where it came from (for the messages). */
export type OfferedKey = {
  key: Buffer;
  from: string;
  /** A key file to put into DATA_DIR as aadhaar.key once the restore has succeeded. */
  copyToDataDir?: boolean;
};

export { AADHAAR_KEY_FILE } from '../../lib/key-files.js';
import { AADHAAR_KEY_FILE, JWT_KEY_FILE } from '../../lib/key-files.js';
/**
 * What an "empty" DATA_DIR may already hold: the key files the operator put there, and the lock
 * the restore command holds on it.
 */
const ALLOWED_IN_EMPTY_DATA_DIR = new Set([AADHAAR_KEY_FILE, JWT_KEY_FILE, ...LOCK_FILES]);

/** A refusal worded for the operator; nothing has been written when it is thrown. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Reads an Aadhaar key file (base64 or hex, as the server writes or AADHAAR_KEY takes). */
export function readKeyFile(file: string): Buffer {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new RestoreError(
      `The key file ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
  const parsed = parseAadhaarKey(text);
  if ('key' in parsed) return parsed.key;
  throw new RestoreError(`The key file ${file} does not hold a valid Aadhaar key (32 bytes).`);
}

const migrationCount = () =>
  fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length;

function checkEmbeddedTargetEmpty(dataDir: string) {
  if (!fs.existsSync(dataDir)) return;
  const unexpected = fs.readdirSync(dataDir).filter((name) => {
    if (ALLOWED_IN_EMPTY_DATA_DIR.has(name)) return false;
    const full = path.join(dataDir, name);
    // An empty pgdata folder (a start that failed at once) holds nothing to lose.
    return !(name === 'pgdata' && fs.statSync(full).isDirectory() && !fs.readdirSync(full).length);
  });
  if (unexpected.length) {
    throw new RestoreError(
      `DATA_DIR ${dataDir} is not empty (it holds ${unexpected.slice(0, 3).join(', ')}). Restore only into an empty folder: set DATA_DIR to a new folder, or move this one aside first.`,
    );
  }
}

async function checkPostgresTargetEmpty(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new RestoreError(
      `The PostgreSQL database of DATABASE_URL cannot be reached (${(error as Error).message}). Create it first, empty (createdb), then restore.`,
    );
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'
         and s.nspname not like 'pg_temp%'`,
    );
    if ((rows[0]?.n ?? 0) > 0) {
      throw new RestoreError(
        `The database ${client.database} is not empty (${rows[0]!.n} tables, sequences or views). Restore only into a new, empty database: create one (createdb) and point DATABASE_URL at it.`,
      );
    }
  } finally {
    await client.end();
  }
}

function checkHeader(header: ArchiveHeader, target: RestoreTarget, key: OfferedKey | undefined) {
  if (header.payload === 'institute-rows-json-gzip') {
    throw new RestoreError(
      `This archive holds one institute (${header.institute?.code ?? 'unknown'}): restore it as a new institute of a deployment with --as-new-institute CODE --name NAME.`,
    );
  }
  if (header.driver !== target.kind) {
    throw new RestoreError(
      header.driver === 'pglite'
        ? 'This archive holds the embedded database: restore it into an empty DATA_DIR with DATABASE_URL unset.'
        : 'This archive holds a PostgreSQL database: restore it into an empty PostgreSQL database (set DATABASE_URL).',
    );
  }
  if (header.migrations > migrationCount()) {
    throw new RestoreError(
      `This archive was made by a newer version of Pragati (${header.appVersion}, schema ${header.migrations}). Update Pragati, then restore it.`,
    );
  }
  const expected = header.aadhaarKeyFingerprint;
  if (expected === null) return;
  if (!key) {
    throw new RestoreError(
      `The Aadhaar key of this archive is needed (fingerprint ${expected}): put its key file in DATA_DIR as ${AADHAAR_KEY_FILE}, pass it with --key-file, or set AADHAAR_KEY. Nothing was restored.`,
    );
  }
  const offered = keyFingerprint(key.key);
  if (offered !== expected) {
    throw new RestoreError(
      `The Aadhaar key from ${key.from} (fingerprint ${offered}) is not the key of this archive (fingerprint ${expected}). Use the key file kept with this backup. Nothing was restored.`,
    );
  }
}

async function writeEmbedded(dataDir: string, payload: Buffer) {
  const folder = embeddedDataFolder(dataDir);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  try {
    const tar = await promisify(gunzip)(payload);
    const loaded = new PGlite(folder, {
      loadDataDir: new Blob([tar]),
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_WAL_SETTINGS],
    });
    await loaded.waitReady;
    await loaded.close();
    await settleRestored(await openDatabase({ dataDir }));
    // The archive's tar records the modes PGlite's in-memory files had (0666): owner-only here.
    narrowModes(folder);
  } catch (error) {
    // The folder was empty before: leave it so, ready for another attempt.
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

async function writePostgres(url: string, payload: Buffer) {
  const { output, done } = runPgTool(
    'pg_restore',
    url,
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${pgEnvironment(url).PGDATABASE ?? ''}`,
    ],
    payload,
  );
  output.resume();
  await done;
  await settleRestored(await openDatabase({ databaseUrl: url, poolSize: 1 }));
}

/**
 * The restored database, opened (and so migrated to this version's schema), is left without
 * sessions: every token signed before the backup was made is refused there (401), whichever
 * session key the server starts with, so everyone signs in again as the restore says.
 */
async function settleRestored(database: Database) {
  try {
    await database.db.delete(sessions);
  } finally {
    await database.close();
  }
}

/**
 * Restores an archive into an empty target. Every check comes first (empty target, passphrase,
 * the whole archive's integrity, its database kind and schema, the Aadhaar key); only then is
 * anything written, and the restored database is opened and migrated to the current schema.
 */
export async function restoreArchive(options: {
  archive: Buffer;
  passphrase: string;
  target: RestoreTarget;
  key: OfferedKey | undefined;
}): Promise<ArchiveHeader> {
  const { target } = options;
  if (target.kind === 'pglite') checkEmbeddedTargetEmpty(target.dataDir);
  else await checkPostgresTargetEmpty(target.url);
  const { header, payload } = await openArchive(options.archive, options.passphrase);
  checkHeader(header, target, options.key);

  if (target.kind === 'pglite') await writeEmbedded(target.dataDir, payload);
  else await writePostgres(target.url, payload);

  const keyFile = path.join(target.dataDir, AADHAAR_KEY_FILE);
  if (options.key?.copyToDataDir && !fs.existsSync(keyFile)) {
    fs.mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(keyFile, options.key.key.toString('base64') + '\n', {
      mode: 0o600,
      flag: 'wx',
    });
  }
  return header;
}
