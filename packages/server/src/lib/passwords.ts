import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { temporaryPasswordFromBytes } from '@pragati/domain';

// OWASP's argon2id baseline (19 MiB, 2 passes): slow enough to hurt guessing, fast enough for a
// classroom of logins at once on a 2-core machine.
// algorithm 2 is Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A generated temporary password is 12 random characters from 56 (about 70 bits): no guessing
// attack gets near it whatever the cost, and its holder must replace it at first login (when
// the full cost applies). A light argon2id setting lets a 1,000-row upload hash in well under a
// second on two cores instead of about ten.
const TEMPORARY_OPTIONS = { algorithm: 2 as const, memoryCost: 2048, timeCost: 1, parallelism: 1 };

/** Hashes a password from generateTemporaryPassword(); never use it for a password a person chose. */
export function hashTemporaryPassword(password: string): Promise<string> {
  return hash(password, TEMPORARY_OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so that an unknown id takes as long as a wrong password and
 * the response time does not tell which ids exist.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

export function generateTemporaryPassword(): string {
  return temporaryPasswordFromBytes(randomBytes(64));
}
