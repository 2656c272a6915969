import { createHmac } from 'node:crypto';

/** Row of `app_settings` (migration 0008) holding the fingerprint of the Aadhaar key in use. */
export const AADHAAR_KEY_FINGERPRINT_SETTING = 'aadhaar_key_fingerprint';

/**
 * A short, stable name for a key that reveals nothing about it: HMAC-SHA256 of a fixed label,
 * first 16 hex characters. Stored in the database and in backup headers so a start or a restore
 * can tell, before touching any data, whether it holds the key the numbers were encrypted with.
 */
export function keyFingerprint(key: Uint8Array, label = 'pragati:aadhaar-key'): string {
  return createHmac('sha256', key).update(label).digest('hex').slice(0, 16);
}
