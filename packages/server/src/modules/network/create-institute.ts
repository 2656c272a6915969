import {
  type CreateInstituteRequest,
  type CreateInstituteResponse,
  NETWORK_MESSAGES,
} from '@pragati/domain';
import type { Database, Db, Executor } from '../../db/client.js';
import { withInstitute } from '../../db/institute-scope.js';
import { type Actor, actorOf, audit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { generateTemporaryPassword, hashPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/policy.js';
import { createInstitute as makeInstitute } from '../institutes/create.js';
import type { InstituteDirectory } from '../institutes/directory.js';
import { loadSampleBankIfEmpty } from '../question-bank/sample-bank.js';
import { isUniqueViolation } from '../question-bank/service.js';
import { insertUser } from '../users/repository.js';
import { codeExists, findInstituteByCode, hostsTaken } from './repository.js';

/**
 * POST /network/institutes. One transaction: the institute and its hosts, then (as work of the
 * new institute) its groups, its first admin with a temporary password, and the sample question
 * bank; all or nothing. PostgreSQL only: the embedded database has no row policy to keep two apart.
 */
export async function createInstitute(
  database: Database,
  directory: InstituteDirectory,
  session: SessionUser,
  body: CreateInstituteRequest,
): Promise<CreateInstituteResponse> {
  const db = database.db;
  if (database.source.kind !== 'postgres') throw conflict(NETWORK_MESSAGES.postgresOnly);
  if (await codeExists(db, body.code)) throw badRequest(NETWORK_MESSAGES.codeTaken);
  if (await hostsTaken(db, body.hosts)) throw badRequest(NETWORK_MESSAGES.hostTaken);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const actor = actorOf(session);
  try {
    await db.transaction(async (tx) => {
      // The office's own entry first: from the create on, the transaction is the new institute's.
      await audit(tx, {
        actor,
        action: 'network.institute.create',
        target: body.code,
        outcome: 'success',
        detail: { hosts: body.hosts.length },
      });
      const id = await makeInstitute(tx, body);
      // The rest is the new institute's work: its queries name it as the transaction's setting does.
      await withInstitute(id, () => firstOfInstitute(tx, body, actor, passwordHash));
    });
  } catch (error) {
    // Another request took the code or a host meanwhile.
    if (isUniqueViolation(error)) throw badRequest(NETWORK_MESSAGES.codeTaken);
    throw error;
  }
  directory.forget();
  const { id: _id, ...institute } = (await findInstituteByCode(db, body.code))!;
  return {
    institute,
    admin: { userId: body.admin.userId, temporaryPassword },
    message: NETWORK_MESSAGES.created(institute.code),
  };
}

/** In the new institute: its log's first entry, its first admin and the sample question bank. */
async function firstOfInstitute(
  tx: Executor,
  body: CreateInstituteRequest,
  actor: Actor,
  passwordHash: string,
) {
  // The new institute's own log starts with its making (its admin sees who made it).
  await audit(tx, {
    actor,
    action: 'network.institute.create',
    target: body.code,
    outcome: 'success',
    detail: { hosts: body.hosts.length },
  });
  await insertUser(tx, {
    userId: body.admin.userId,
    role: 'admin',
    passwordHash,
    mustChangePassword: true,
  });
  await audit(tx, {
    actor,
    action: 'user.create',
    target: body.admin.userId,
    outcome: 'success',
    detail: { role: 'admin' },
  });
  // A savepoint inside this transaction (drizzle nests it), in the new institute.
  await loadSampleBankIfEmpty(tx as unknown as Db);
}
