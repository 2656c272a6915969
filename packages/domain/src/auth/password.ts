import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from './password-messages.js';
import { singleLineText } from '../shared/text.js';

/** The password rule (spec section 5): at least 6 characters. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.allRequired })
  .min(1, PASSWORD_MESSAGES.allRequired)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .check(singleLineText('New Password'));

/** Characters for generated temporary passwords: no look-alikes (0/O, 1/l/I). */
export const TEMPORARY_PASSWORD_ALPHABET =
  'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const TEMPORARY_PASSWORD_LENGTH = 12;

/**
 * Makes a temporary password from random bytes supplied by the caller (the domain does no I/O).
 * Rejection sampling keeps every character equally likely.
 */
export function temporaryPasswordFromBytes(bytes: Uint8Array): string {
  const alphabet = TEMPORARY_PASSWORD_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  for (const byte of bytes) {
    if (byte >= limit) continue;
    out += alphabet[byte % alphabet.length];
    if (out.length === TEMPORARY_PASSWORD_LENGTH) return out;
  }
  throw new Error('Not enough random bytes for a temporary password');
}
