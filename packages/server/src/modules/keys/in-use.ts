import { SERVER_MESSAGES } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { unavailable } from '../../lib/errors.js';
import { AADHAAR_KEY_FINGERPRINT_SETTING } from '../../lib/key-fingerprint.js';

export const KEY_NOT_IN_USE_MESSAGE = SERVER_MESSAGES.keyNotInUse;

/**
 * Called in the transaction that writes an Aadhaar number, before the write. The start checked
 * the key, but a second server on the same PostgreSQL, or a rotation, may have recorded another
 * since: numbers written with two keys would leave some unreadable. The row is read FOR SHARE, so
 * a rotation (which updates it) waits for this transaction, and this one for a rotation.
 */
export async function assertAadhaarKeyInUse(
  tx: Executor,
  cipher: Pick<AadhaarCipher, 'fingerprint'>,
): Promise<void> {
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, AADHAAR_KEY_FINGERPRINT_SETTING))
    .for('share');
  if (row && row.value !== cipher.fingerprint) throw unavailable(KEY_NOT_IN_USE_MESSAGE);
}
