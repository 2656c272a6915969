/**
 * The keys a start needs, checked against the database's record of them (decisions §12).
 *
 * The Aadhaar key: its fingerprint is kept in `app_settings`. While encrypted numbers exist, a
 * missing, damaged or different key refuses the start, naming the key file and fingerprint
 * expected; the key file on disk is never touched. Only an installation that stores no number
 * may get a new key. The session (JWT) key may change: that only ends sessions, and is said.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Executor } from '../../db/client.js';
import { createAadhaarCipher, parseAadhaarKey } from '../../lib/aadhaar-cipher.js';
import {
  AADHAAR_KEY_FILE,
  createKeyFile,
  inspectKeyFile,
  JWT_KEY_FILE,
  type KeyFileState,
} from '../../lib/key-files.js';
import { AADHAAR_KEY_FINGERPRINT_SETTING, keyFingerprint } from '../../lib/key-fingerprint.js';
import { StartupError } from '../../lib/startup-error.js';
import * as repo from './repository.js';

export type KeyLog = (level: 'info' | 'warn', message: string) => void;
export type KeySource = {
  dataDir: string;
  envKey: Buffer | undefined;
  log: KeyLog;
  /** PostgreSQL (DATABASE_URL): other servers may use the same database and its key. */
  sharedDatabase?: boolean;
};

/**
 * On a shared database a recorded key belongs to whichever server recorded it: another server
 * may run with it now, even while no number is stored yet. Taking a new key here would leave
 * the two writing numbers with different keys.
 */
function refuseOnShared(source: KeySource, what: string, expected: string): StartupError {
  return new StartupError(
    `${what} The database (DATABASE_URL) records the Aadhaar key with fingerprint ${expected}, ` +
      'which another Pragati server may be using. Give this server the same key (copy that ' +
      `server's ${AADHAAR_KEY_FILE} into ${source.dataDir}, or set the same AADHAAR_KEY). If no ` +
      'other server uses this database and you mean to start with a new key (no Aadhaar number is ' +
      `stored yet), delete the row '${AADHAAR_KEY_FINGERPRINT_SETTING}' of the table app_settings ` +
      'first. Pragati did not start and changed nothing.',
  );
}

const SESSION_KEY_FINGERPRINT_SETTING = 'session_key_fingerprint';
const SESSION_KEY_LABEL = 'pragati:session-key';

export const parseAadhaarKeyText = (text: string): Buffer | string => {
  const parsed = parseAadhaarKey(text);
  return 'key' in parsed ? parsed.key : 'it does not hold a 32-byte key';
};

/** Key files in DATA_DIR (e.g. one left by an interrupted rotation) that have this fingerprint. */
function filesWithFingerprint(dataDir: string, fingerprint: string): string[] {
  let names: string[] = [];
  try {
    names = fs.readdirSync(dataDir).filter((n) => n.startsWith(AADHAAR_KEY_FILE));
  } catch {
    return [];
  }
  return names.filter((name) => {
    const found = inspectKeyFile(path.join(dataDir, name), parseAadhaarKeyText);
    return found.state === 'ok' && keyFingerprint(found.key) === fingerprint;
  });
}

function refuse(source: KeySource, what: string, stored: number, expected: string | undefined) {
  const file = path.join(source.dataDir, AADHAAR_KEY_FILE);
  const wanted = expected
    ? `the key with fingerprint ${expected}`
    : 'the key they were encrypted with';
  const found = expected ? filesWithFingerprint(source.dataDir, expected) : [];
  const hint = found.length
    ? ` ${found.map((n) => path.join(source.dataDir, n)).join(', ')} has that fingerprint: rename it to ${file}.`
    : '';
  return new StartupError(
    `${what} ${stored} Aadhaar numbers are stored, encrypted with ${wanted}. Put that key back: ` +
      `the key file kept with your backups as ${file}, or the same AADHAAR_KEY.${hint} ` +
      'Pragati did not start and changed nothing; the key file on disk was left as it is.',
  );
}

/**
 * The Aadhaar key this start uses: AADHAAR_KEY, else DATA_DIR/aadhaar.key (created only when no
 * number is stored). Records its fingerprint; refuses (StartupError) when it cannot read what is
 * stored.
 */
export async function settleAadhaarKey(db: Executor, source: KeySource): Promise<Buffer> {
  const file = path.join(source.dataDir, AADHAAR_KEY_FILE);
  const offered: KeyFileState = source.envKey
    ? { state: 'ok', key: source.envKey }
    : inspectKeyFile(file, parseAadhaarKeyText);
  const expected = await repo.readSetting(db, AADHAAR_KEY_FINGERPRINT_SETTING);
  const stored = await repo.countStoredNumbers(db);
  const from = source.envKey ? 'AADHAAR_KEY' : `The key file ${file}`;

  if (offered.state === 'damaged') {
    if (stored > 0)
      throw refuse(source, `${from} is damaged (${offered.problem}).`, stored, expected);
    throw new StartupError(
      `The Aadhaar key file ${file} is damaged (${offered.problem}). No Aadhaar number is stored ` +
        'yet, so you may delete it and start again to create a new key. Pragati did not start.',
    );
  }
  if (offered.state === 'missing') {
    if (stored > 0)
      throw refuse(source, `The Aadhaar key file ${file} is missing.`, stored, expected);
    if (expected && source.sharedDatabase)
      throw refuseOnShared(source, `The Aadhaar key file ${file} is missing.`, expected);
    const key = randomBytes(32);
    fs.mkdirSync(source.dataDir, { recursive: true, mode: 0o700 });
    createKeyFile(file, key);
    source.log(
      'info',
      `Created the Aadhaar key ${file} (fingerprint ${keyFingerprint(key)}). Back it up apart ` +
        'from the database: without it no stored Aadhaar number can be read.',
    );
    await repo.writeSetting(db, AADHAAR_KEY_FINGERPRINT_SETTING, keyFingerprint(key));
    return key;
  }

  const fingerprint = keyFingerprint(offered.key);
  if (fingerprint === expected) return offered.key;
  if (stored > 0) {
    const got = `${from} has fingerprint ${fingerprint}.`;
    if (expected)
      throw refuse(source, `${got} It is not the Aadhaar key in use:`, stored, expected);
    // Numbers stored by a version that kept no fingerprint: prove the key on one number of each
    // institute (a deployment's institutes share the key).
    const ciphers = await repo.firstStoredCiphers(db);
    try {
      const cipher = createAadhaarCipher(offered.key);
      for (const stored of ciphers) cipher.decrypt(stored);
    } catch {
      throw refuse(source, `${got} It does not decrypt the stored numbers:`, stored, undefined);
    }
  } else if (expected && source.sharedDatabase) {
    throw refuseOnShared(source, `${from} has fingerprint ${fingerprint}.`, expected);
  } else if (expected) {
    source.log(
      'warn',
      `The Aadhaar key changed (fingerprint ${expected} → ${fingerprint}). No number was stored ` +
        'with the old one, so the new one is used from now on.',
    );
  }
  await repo.writeSetting(db, AADHAAR_KEY_FINGERPRINT_SETTING, fingerprint);
  return offered.key;
}

const parseSessionKeyText = (text: string): Buffer | string => {
  const key = Buffer.from(text.trim(), 'base64');
  return key.length >= 32 ? key : 'it holds fewer than 32 bytes';
};

/**
 * The session signing key: JWT_SECRET, else DATA_DIR/jwt-secret.key. A damaged file is moved
 * aside (never overwritten) and replaced; a key other than the recorded one is used and said,
 * since it only ends the sessions signed with the old one.
 */
export async function settleSessionKey(
  db: Executor,
  source: { dataDir: string; envSecret: string | undefined; log: KeyLog },
): Promise<Uint8Array> {
  let key: Buffer;
  if (source.envSecret) {
    key = Buffer.from(source.envSecret, 'utf8');
  } else {
    const file = path.join(source.dataDir, JWT_KEY_FILE);
    const found = inspectKeyFile(file, parseSessionKeyText);
    if (found.state === 'ok') {
      key = found.key;
    } else {
      if (found.state === 'damaged') {
        const aside = `${file}.damaged-${Date.now()}`;
        fs.renameSync(file, aside);
        source.log(
          'warn',
          `The session key file ${file} was damaged (${found.problem}): moved to ${aside}.`,
        );
      }
      key = randomBytes(32);
      fs.mkdirSync(source.dataDir, { recursive: true, mode: 0o700 });
      createKeyFile(file, key);
    }
  }
  const fingerprint = keyFingerprint(key, SESSION_KEY_LABEL);
  const expected = await repo.readSetting(db, SESSION_KEY_FINGERPRINT_SETTING);
  if (fingerprint === expected) return key;
  if (expected) {
    source.log(
      'warn',
      'The session signing key changed (JWT_SECRET or jwt-secret.key): everyone signed in must ' +
        'sign in again. No record is affected.',
    );
  }
  await repo.writeSetting(db, SESSION_KEY_FINGERPRINT_SETTING, fingerprint);
  return key;
}
