import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Documents on the record are encrypted at rest like Aadhaar numbers (decisions §17): AES-256-GCM
 * under a key derived (HKDF-SHA256) from the Aadhaar key, so the one key file (or AADHAAR_KEY),
 * its fingerprint check at start, its backups and its rotation cover them too. The derivation
 * and the AAD keep a document's ciphertext from being passed off as a number, and the reverse.
 */
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** First byte of the stored form: a later key or algorithm change can tell old values apart. */
const VERSION = 1;
const AAD = Buffer.from('pragati:document');

export type DocumentCipher = {
  /** version | iv | tag | ciphertext; different every time for the same bytes. */
  encrypt(plain: Buffer): Buffer;
  /** The bytes back; throws when they were not made with this key. */
  decrypt(stored: Buffer): Buffer;
};

export function createDocumentCipher(aadhaarKey: Uint8Array): DocumentCipher {
  const key = Buffer.from(hkdfSync('sha256', aadhaarKey, Buffer.alloc(0), 'pragati:documents', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(AAD);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    decrypt(stored) {
      if (stored[0] !== VERSION) throw new Error('Unknown document cipher format.');
      const iv = stored.subarray(1, 1 + IV_BYTES);
      const tag = stored.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv(ALGORITHM, key, iv);
      decipher.setAAD(AAD);
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(stored.subarray(1 + IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
    },
  };
}
