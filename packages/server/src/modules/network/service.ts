import {
  type CreateInstituteRequest,
  type CreateInstituteResponse,
  type InstituteStateResponse,
  NETWORK_MESSAGES,
  type NetworkInstitutesResponse,
  type NetworkOverviewResponse,
} from '@pragati/domain';
import type { Database, Db } from '../../db/client.js';
import { OWN_INSTITUTE, withInstitute } from '../../db/institute-scope.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { generateTemporaryPassword, hashPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/policy.js';
import type { InstituteDirectory } from '../institutes/directory.js';
import { isUniqueViolation } from '../question-bank/service.js';
import { loadSampleBankIfEmpty } from '../question-bank/sample-bank.js';
import { insertUser } from '../users/repository.js';
import { overviewCsv } from './csv.js';
import { addFigures, deidentify, type RawFigures, readRawFigures } from './figures.js';
import {
  codeExists,
  endInstituteSessions,
  enterInstitute,
  findInstituteByCode,
  hostsTaken,
  type InstituteRecord,
  insertInstitute,
  listInstituteRecords,
  seedProgrammeGroups,
  setSuspended,
} from './repository.js';

const publicOf = ({ id: _id, ...institute }: InstituteRecord) => institute;

/**
 * The network office (issue 28 part 4, decisions §20). Its accounts are users of the deployment's
 * home institute (1) with the role `network`; its requests run there (their audit entries are
 * the home's), and it reaches another institute only through withInstitute, for counts.
 */
export function createNetworkService(database: Database, directory: InstituteDirectory) {
  const db = database.db;

  async function overview(): Promise<NetworkOverviewResponse> {
    const all = await listInstituteRecords(db);
    const raws: RawFigures[] = [];
    for (const institute of all) {
      raws.push(
        await withInstitute(institute.id, () =>
          db.transaction((tx) => readRawFigures(tx, institute.id)),
        ),
      );
    }
    return {
      institutes: all.map((institute, at) => ({
        code: institute.code,
        name: institute.name,
        suspended: institute.suspended,
        ...deidentify(raws[at]!),
      })),
      total: deidentify(addFigures(raws)),
    };
  }

  async function changeState(session: SessionUser, code: string, suspend: boolean) {
    const found = await findInstituteByCode(db, code);
    if (!found) throw notFound(NETWORK_MESSAGES.notFound);
    if (suspend && found.id === OWN_INSTITUTE) throw conflict(NETWORK_MESSAGES.homeInstitute);
    await db.transaction(async (tx) => {
      await setSuspended(tx, found.id, suspend);
      await audit(tx, {
        actor: actorOf(session),
        action: suspend ? 'network.institute.suspend' : 'network.institute.resume',
        target: found.code,
        outcome: 'success',
      });
    });
    if (suspend) {
      await withInstitute(found.id, () => endInstituteSessions(db, found.id));
    }
    directory.forget();
    const institute = (await findInstituteByCode(db, code))!;
    return {
      institute: publicOf(institute),
      message: (suspend ? NETWORK_MESSAGES.suspended : NETWORK_MESSAGES.resumed)(found.code),
    } satisfies InstituteStateResponse;
  }

  return {
    async list(session: SessionUser): Promise<NetworkInstitutesResponse> {
      const data = (await listInstituteRecords(db)).map(publicOf);
      await audit(db, {
        actor: actorOf(session),
        action: 'network.institutes.view',
        target: 'institutes',
        outcome: 'success',
        detail: { institutes: data.length },
      });
      return { data };
    },

    /**
     * One transaction: the institute and its hosts, then (as work of the new institute) its
     * groups, its first admin with a temporary password, and the sample question bank; all or
     * nothing. PostgreSQL only: the embedded database has no row policy to keep two apart.
     */
    async create(
      session: SessionUser,
      body: CreateInstituteRequest,
    ): Promise<CreateInstituteResponse> {
      if (database.source.kind !== 'postgres') throw conflict(NETWORK_MESSAGES.postgresOnly);
      if (await codeExists(db, body.code)) throw badRequest(NETWORK_MESSAGES.codeTaken);
      if (await hostsTaken(db, body.hosts)) throw badRequest(NETWORK_MESSAGES.hostTaken);
      const temporaryPassword = generateTemporaryPassword();
      const passwordHash = await hashPassword(temporaryPassword);
      const actor = actorOf(session);
      try {
        await db.transaction(async (tx) => {
          const id = await insertInstitute(tx, body);
          await audit(tx, {
            actor,
            action: 'network.institute.create',
            target: body.code,
            outcome: 'success',
            detail: { hosts: body.hosts.length },
          });
          await enterInstitute(tx, id);
          await seedProgrammeGroups(tx, id);
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
        });
      } catch (error) {
        // Another request took the code or a host meanwhile.
        if (isUniqueViolation(error)) throw badRequest(NETWORK_MESSAGES.codeTaken);
        throw error;
      }
      directory.forget();
      const institute = (await findInstituteByCode(db, body.code))!;
      return {
        institute: publicOf(institute),
        admin: { userId: body.admin.userId, temporaryPassword },
        message: NETWORK_MESSAGES.created(institute.code),
      };
    },

    suspend: (session: SessionUser, code: string) => changeState(session, code, true),
    resume: (session: SessionUser, code: string) => changeState(session, code, false),

    async overview(session: SessionUser): Promise<NetworkOverviewResponse> {
      const figures = await overview();
      await audit(db, {
        actor: actorOf(session),
        action: 'network.overview.view',
        target: 'overview',
        outcome: 'success',
        detail: { institutes: figures.institutes.length },
      });
      return figures;
    },

    async exportOverview(session: SessionUser): Promise<string> {
      const figures = await overview();
      await audit(db, {
        actor: actorOf(session),
        action: 'network.overview.export',
        target: 'overview',
        outcome: 'success',
        detail: { institutes: figures.institutes.length },
      });
      return overviewCsv(figures);
    },
  };
}
export type NetworkService = ReturnType<typeof createNetworkService>;
