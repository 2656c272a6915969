import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keyFingerprint } from './key-fingerprint.js';

/** AES-256-GCM (decisions §7). The key lives outside the database: AADHAAR_KEY or a key file. */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Prefix of the stored form, so a later key or algorithm change can tell old values apart. */
const VERSION = 'v1';
// Binds a ciphertext to its purpose: the same key could not be used to pass one field off as another.
const AAD = Buffer.from('pragati:aadhaar');

export type AadhaarCipher = {
  /** `v1.<base64url(iv | tag | ciphertext)>`, different every time for the same number. */
  encrypt(aadhaar: string): string;
  /** The number back; throws when the value was not made with this key. */
  decrypt(stored: string): string;
  /** The key's fingerprint, compared with the database's record before a number is written. */
  fingerprint: string;
};

export function createAadhaarCipher(key: Uint8Array): AadhaarCipher {
  if (key.length !== KEY_BYTES) {
    throw new Error(`The Aadhaar key must be ${KEY_BYTES} bytes, not ${key.length}.`);
  }
  const keyBuffer = Buffer.from(key);
  return {
    fingerprint: keyFingerprint(keyBuffer),
    encrypt(aadhaar) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, keyBuffer, iv);
      cipher.setAAD(AAD);
      const ciphertext = Buffer.concat([cipher.update(aadhaar, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
      return `${VERSION}.${packed.toString('base64url')}`;
    },
    decrypt(stored) {
      const [version, body] = stored.split('.');
      if (version !== VERSION || !body) throw new Error('Unknown Aadhaar cipher format.');
      const packed = Buffer.from(body, 'base64url');
      const iv = packed.subarray(0, IV_BYTES);
      const tag = packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv(ALGORITHM, keyBuffer, iv);
      decipher.setAAD(AAD);
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * Reads AADHAAR_KEY: 32 bytes written as 64 hex characters or as base64. Returns the problem as
 * text instead of throwing, so the configuration can list every problem at once.
 */
export function parseAadhaarKey(value: string): { key: Buffer } | { problem: string } {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return { key: Buffer.from(text, 'hex') };
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
    const key = Buffer.from(text, /[-_]/.test(text) ? 'base64url' : 'base64');
    if (key.length === KEY_BYTES) return { key };
  }
  return {
    problem:
      'AADHAAR_KEY must be 32 bytes written as 64 hex characters or as base64 (for example the output of `openssl rand -base64 32`)',
  };
}
