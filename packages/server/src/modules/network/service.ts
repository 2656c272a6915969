import {
  type AuditPage,
  type AuditQuery,
  type CreateInstituteRequest,
  type InstituteStateResponse,
  NETWORK_MESSAGES,
  type NetworkInstitutesResponse,
  type NetworkOverviewResponse,
} from '@pragati/domain';
import type { Database, Db } from '../../db/client.js';
import { enterInstitute } from '../../db/every-institute.js';
import { OWN_INSTITUTE, withInstitute } from '../../db/institute-scope.js';
import { actorOf, audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { findAuditEntries } from '../audit/repository.js';
import type { InstituteDirectory } from '../institutes/directory.js';
import { createInstitute } from './create-institute.js';
import { overviewCsv } from './csv.js';
import { createOverviewReader } from './overview-reader.js';
import {
  endInstituteSessions,
  findInstituteByCode,
  type InstituteRecord,
  listInstituteRecords,
  setSuspended,
} from './repository.js';

const publicOf = ({ id: _id, ...institute }: InstituteRecord) => institute;

async function changeState(
  db: Db,
  directory: InstituteDirectory,
  session: SessionUser,
  code: string,
  suspend: boolean,
) {
  const found = await findInstituteByCode(db, code);
  if (!found) throw notFound(NETWORK_MESSAGES.notFound);
  if (suspend && found.id === OWN_INSTITUTE) throw conflict(NETWORK_MESSAGES.homeInstitute);
  await db.transaction(async (tx) => {
    await setSuspended(tx, found.id, suspend);
    const entry = {
      actor: actorOf(session),
      action: suspend ? 'network.institute.suspend' : 'network.institute.resume',
      target: found.code,
      outcome: 'success',
    } as const;
    // The network's log, and the institute's own: its admin sees what was done to it.
    await audit(tx, entry);
    await enterInstitute(tx, found.id);
    await audit(tx, entry);
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

/**
 * The network office (issue 28 part 4, decisions §20). Its accounts are users of the deployment's
 * home institute (1) with the role `network`; its requests run there (their audit entries are
 * the home's), and it reaches another institute only through withInstitute, for counts.
 */
export function createNetworkService(database: Database, directory: InstituteDirectory) {
  const db = database.db;
  const overview = createOverviewReader(db, database.instituteChanges).read;
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

    create: (session: SessionUser, body: CreateInstituteRequest) =>
      createInstitute(database, directory, session, body),

    suspend: (session: SessionUser, code: string) =>
      changeState(db, directory, session, code, true),
    resume: (session: SessionUser, code: string) =>
      changeState(db, directory, session, code, false),

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

    /** The network office's own log (issue 28): its accounts' entries only, audited too. */
    async auditLog(session: SessionUser, query: AuditQuery): Promise<AuditPage> {
      const page = await findAuditEntries(db, query, 'network');
      await audit(db, {
        actor: actorOf(session),
        action: 'network.audit.view',
        target: 'audit',
        outcome: 'success',
        detail: { entries: page.data.length },
      });
      return page;
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
