import type { Credential } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/audit.js';
import { inTurns } from '../../lib/in-turns.js';
import { generateTemporaryPassword, hashTemporaryPassword } from '../../lib/passwords.js';
import { reissueTemporaryPasswords, STUDENT_REISSUE } from '../users/reissue.js';
import type { Classified } from './rules.js';

/** Passwords hashed at once for accounts that get a new one (libuv's pool, beside the writes). */
const HASH_CONCURRENCY = 2;

/**
 * New temporary passwords for the listed students whose accounts never signed in (decisions
 * §12, the teacher upload's rule: users/reissue.ts). A student who signed in meanwhile keeps
 * theirs and is counted a duplicate.
 */
export async function reissuePasswords(db: Db, actor: Actor, rows: Classified['reissue']) {
  const passwords = rows.map(() => generateTemporaryPassword());
  const hashes = await inTurns(passwords, HASH_CONCURRENCY, hashTemporaryPassword);
  const done = await reissueTemporaryPasswords(
    db,
    actor,
    STUDENT_REISSUE,
    rows.map((row, i) => ({ userId: row.regNo, passwordHash: hashes[i]! })),
  );
  const credentials: Credential[] = [];
  const signedIn: Classified['reissue'] = [];
  for (const [i, row] of rows.entries()) {
    if (done.has(row.regNo))
      credentials.push({ userId: row.regNo, temporaryPassword: passwords[i]! });
    else signedIn.push(row);
  }
  return { credentials, signedIn };
}
