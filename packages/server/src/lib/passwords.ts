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

/*
 * Login time must not tell whether an id exists or still holds a temporary password (decisions
 * §2), yet the two kinds of hash cost very differently to verify. So every login attempt verifies
 * once at the full cost and once at the light one: against the account's hash and a throwaway of
 * the other kind, or against two throwaways for an unknown id. All three take the same time.
 */
let dummyHashes: Promise<{ full: string; light: string }> | undefined;
function dummies() {
  dummyHashes ??= (async () => ({
    full: await hashPassword(randomBytes(16).toString('hex')),
    light: await hashTemporaryPassword(randomBytes(16).toString('hex')),
  }))();
  return dummyHashes;
}

const LIGHT_PARAMS = `m=${TEMPORARY_OPTIONS.memoryCost},t=${TEMPORARY_OPTIONS.timeCost},`;
const isLightHash = (hashed: string) => hashed.includes(`$${LIGHT_PARAMS}`);

/** Verifies a login's password in a time that is the same for every kind of account or none. */
export async function verifyLoginPassword(
  hashed: string | undefined,
  password: string,
): Promise<boolean> {
  const { full, light } = await dummies();
  if (hashed === undefined) {
    await verifyPassword(full, password);
    await verifyPassword(light, password);
    return false;
  }
  const ok = await verifyPassword(hashed, password);
  await verifyPassword(isLightHash(hashed) ? full : light, password);
  return ok;
}

/** Makes the throwaway hashes ahead of the first login, so it is not slower than the others. */
export function prepareLoginVerification(): void {
  void dummies().catch(() => {
    dummyHashes = undefined;
  });
}

export function generateTemporaryPassword(): string {
  return temporaryPasswordFromBytes(randomBytes(64));
}
