/**
 * The backup archive (decisions §12): one file, encrypted with a passphrase the admin gives.
 *
 *   offset 0     8 bytes   magic "PRAGBKUP"
 *   8            4 bytes   header length L (unsigned, big-endian, at most 64 KiB)
 *   12           L bytes   header: UTF-8 JSON, see ArchiveHeader (nothing secret in it)
 *   12 + L       n bytes   the database dump, AES-256-GCM under the key below
 *   end - 32    16 bytes   GCM tag
 *   end - 16     8 bytes   n, the ciphertext length (unsigned, big-endian)
 *   end - 8      8 bytes   end marker "PRAGEND1"
 *
 * Key: scrypt(passphrase, salt, N, r, p) → 64 bytes; the first 32 are the AES key, the last 32
 * make `kdf.check` (HMAC-SHA256 of a fixed label, 16 bytes), which tells a wrong passphrase apart
 * from a damaged archive before anything is decrypted. The magic, length and header (bytes
 * 0 … 12 + L) are the GCM additional data, so changing any header field fails the tag. The end
 * marker and length tell a cut-off copy ("incomplete") from an altered one.
 *
 * Payloads: `pglite-datadir-tar-gzip` (the embedded database's folder, PGlite dumpDataDir, gzip)
 * or `pg-dump-custom` (`pg_dump --format=custom` of a PostgreSQL server), or, for one institute's
 * backup (issue 28 part 5), `institute-rows-json-gzip` (its rows as JSON, institute-backup.ts). Writing streams; reading
 * holds the file in memory, because a restore must check the whole archive before it writes.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

export const ARCHIVE_MAGIC = Buffer.from('PRAGBKUP', 'latin1');
export const ARCHIVE_END = Buffer.from('PRAGEND1', 'latin1');
export const ARCHIVE_FORMAT = 1;
const PREFIX_BYTES = ARCHIVE_MAGIC.length + 4;
const TRAILER_BYTES = 16 + 8 + ARCHIVE_END.length;
const MAX_HEADER_BYTES = 64 * 1024;
const IV_BYTES = 12;
const CHECK_LABEL = 'pragati-backup:passphrase-check';

/** scrypt cost of new archives: 128 MiB and about half a second, once per backup or restore. */
export const SCRYPT_DEFAULTS = { N: 2 ** 17, r: 8, p: 1 } as const;
/** Bounds for an archive's own parameters, so a crafted header cannot exhaust memory. */
const SCRYPT_MAX_MEMORY = 512 * 1024 * 1024;

export type PayloadKind = 'pglite-datadir-tar-gzip' | 'pg-dump-custom' | 'institute-rows-json-gzip';

export type ArchiveHeader = {
  format: number;
  createdAt: string;
  driver: 'pglite' | 'postgres';
  payload: PayloadKind;
  appVersion: string;
  /** Migrations applied to the database when it was dumped (drizzle's journal). */
  migrations: number;
  /** keyFingerprint() of the Aadhaar key the stored numbers are encrypted with (null: none). */
  aadhaarKeyFingerprint: string | null;
  /** One institute's backup: which institute it was (nothing secret; absent: the whole database). */
  institute?: { code: string; name: string };
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string; check: string };
  cipher: { name: 'aes-256-gcm'; iv: string };
};

export type ArchiveFacts = Pick<
  ArchiveHeader,
  'driver' | 'payload' | 'appVersion' | 'migrations' | 'aadhaarKeyFingerprint' | 'institute'
>;

/** A problem with an archive or its passphrase, worded for the operator. */
export class ArchiveError extends Error {
  constructor(
    readonly reason:
      | 'not-an-archive'
      | 'newer-format'
      | 'incomplete'
      | 'damaged'
      | 'wrong-passphrase'
      | 'bad-passphrase',
    message: string,
  ) {
    super(message);
    this.name = 'ArchiveError';
  }
}

export const PASSPHRASE_MIN_LENGTH = 12;

function deriveKeys(
  passphrase: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<{ key: Buffer; check: Buffer }> {
  return new Promise((resolve, reject) => {
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      64,
      { ...params, maxmem: SCRYPT_MAX_MEMORY + 1024 * 1024 },
      (error, derived) => {
        if (error) return reject(error);
        const check = createHmac('sha256', derived.subarray(32)).update(CHECK_LABEL).digest();
        resolve({ key: derived.subarray(0, 32), check: check.subarray(0, 16) });
      },
    );
  });
}

/**
 * The archive as a stream of chunks: prefix and header first, then the payload encrypted as it
 * arrives, then the trailer. `beforeSeal` runs once the payload is complete (the audit entry),
 * so a reader that got the trailer knows it ran.
 */
export async function createArchive(
  facts: ArchiveFacts,
  passphrase: string,
  payload: AsyncIterable<Uint8Array>,
  options: { scrypt?: { N: number; r: number; p: number }; beforeSeal?: () => Promise<void> } = {},
): Promise<{ header: ArchiveHeader; chunks: AsyncGenerator<Buffer> }> {
  if (passphrase.length < PASSPHRASE_MIN_LENGTH) {
    throw new ArchiveError(
      'bad-passphrase',
      `The passphrase must be at least ${PASSPHRASE_MIN_LENGTH} characters.`,
    );
  }
  const params = options.scrypt ?? SCRYPT_DEFAULTS;
  const salt = randomBytes(16);
  const iv = randomBytes(IV_BYTES);
  const { key, check } = await deriveKeys(passphrase, salt, params);
  const header: ArchiveHeader = {
    format: ARCHIVE_FORMAT,
    createdAt: new Date().toISOString(),
    ...facts,
    kdf: {
      name: 'scrypt',
      ...params,
      salt: salt.toString('base64'),
      check: check.toString('base64'),
    },
    cipher: { name: 'aes-256-gcm', iv: iv.toString('base64') },
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(PREFIX_BYTES);
  ARCHIVE_MAGIC.copy(prefix, 0);
  prefix.writeUInt32BE(headerBytes.length, ARCHIVE_MAGIC.length);
  const aad = Buffer.concat([prefix, headerBytes]);

  async function* chunks(): AsyncGenerator<Buffer> {
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(aad);
    yield aad;
    let length = 0n;
    for await (const chunk of payload) {
      const encrypted = cipher.update(chunk);
      length += BigInt(encrypted.length);
      if (encrypted.length > 0) yield encrypted;
    }
    const last = cipher.final();
    length += BigInt(last.length);
    await options.beforeSeal?.();
    const trailer = Buffer.alloc(TRAILER_BYTES);
    cipher.getAuthTag().copy(trailer, 0);
    trailer.writeBigUInt64BE(length, 16);
    ARCHIVE_END.copy(trailer, 24);
    yield last.length > 0 ? Buffer.concat([last, trailer]) : trailer;
  }
  return { header, chunks: chunks() };
}

const notAnArchive = () =>
  new ArchiveError('not-an-archive', 'This file is not a Pragati backup archive.');
const incomplete = () =>
  new ArchiveError(
    'incomplete',
    'The archive is incomplete: it was cut off while it was written or copied. Nothing was restored; use a complete copy.',
  );

/** Reads and checks the header only (no passphrase needed): what the archive says it holds. */
export function readArchiveHeader(file: Buffer): { header: ArchiveHeader; headerEnd: number } {
  if (file.length < ARCHIVE_MAGIC.length || !file.subarray(0, 8).equals(ARCHIVE_MAGIC)) {
    throw notAnArchive();
  }
  if (file.length < PREFIX_BYTES) throw incomplete();
  const headerLength = file.readUInt32BE(ARCHIVE_MAGIC.length);
  if (headerLength > MAX_HEADER_BYTES) throw notAnArchive();
  const headerEnd = PREFIX_BYTES + headerLength;
  if (file.length < headerEnd) throw incomplete();
  let header: ArchiveHeader;
  try {
    header = JSON.parse(file.subarray(PREFIX_BYTES, headerEnd).toString('utf8')) as ArchiveHeader;
  } catch {
    throw new ArchiveError(
      'damaged',
      'The archive is damaged: its header cannot be read. Nothing was restored; use another copy.',
    );
  }
  if (typeof header.format !== 'number' || header.format > ARCHIVE_FORMAT) {
    throw new ArchiveError(
      'newer-format',
      'This archive was made by a newer version of Pragati. Update Pragati, then restore it.',
    );
  }
  return { header, headerEnd };
}

function checkScryptParams(kdf: ArchiveHeader['kdf']) {
  const { N, r, p } = kdf;
  const sane =
    kdf.name === 'scrypt' &&
    [N, r, p].every((v) => Number.isInteger(v) && v > 0) &&
    (N & (N - 1)) === 0 &&
    128 * N * r <= SCRYPT_MAX_MEMORY &&
    p <= 16;
  if (!sane) {
    throw new ArchiveError(
      'damaged',
      'The archive is damaged: its key parameters are not valid. Nothing was restored; use another copy.',
    );
  }
}

/**
 * Checks the passphrase and the whole archive, and returns the decrypted payload. Throws an
 * ArchiveError saying which of: not an archive, incomplete, wrong passphrase, altered or damaged.
 */
export async function openArchive(
  file: Buffer,
  passphrase: string,
): Promise<{ header: ArchiveHeader; payload: Buffer }> {
  const { header, headerEnd } = readArchiveHeader(file);
  if (file.length < headerEnd + TRAILER_BYTES || !file.subarray(-8).equals(ARCHIVE_END)) {
    throw incomplete();
  }
  const ciphertextLength = file.readBigUInt64BE(file.length - 16);
  if (ciphertextLength !== BigInt(file.length - headerEnd - TRAILER_BYTES)) throw incomplete();
  checkScryptParams(header.kdf);
  const { key, check } = await deriveKeys(
    passphrase,
    Buffer.from(header.kdf.salt, 'base64'),
    header.kdf,
  );
  const expected = Buffer.from(header.kdf.check ?? '', 'base64');
  if (expected.length !== check.length || !timingSafeEqual(expected, check)) {
    throw new ArchiveError(
      'wrong-passphrase',
      'Wrong passphrase: this archive was encrypted with a different one. Nothing was restored.',
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.cipher.iv, 'base64'));
    decipher.setAAD(file.subarray(0, headerEnd));
    decipher.setAuthTag(file.subarray(file.length - TRAILER_BYTES, file.length - 16));
    const payload = Buffer.concat([
      decipher.update(file.subarray(headerEnd, file.length - TRAILER_BYTES)),
      decipher.final(),
    ]);
    return { header, payload };
  } catch {
    throw new ArchiveError(
      'damaged',
      'The archive has been altered or damaged: it fails its integrity check. Nothing was restored; use another copy.',
    );
  }
}
