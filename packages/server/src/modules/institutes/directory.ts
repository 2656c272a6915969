/**
 * Which institute a request belongs to (issue 28 part 2, decisions §20). An institute's own host
 * name (institute_hosts) names it; an installation of one institute answers on any host; on an
 * address that serves several, the session token's institute claim names it, or, at sign-in, the
 * institute code in the login body (./hooks.ts).
 */
import type { Db } from '../../db/client.js';
import { listHosts, listInstitutes } from './repository.js';

/** How long a process trusts its copy of the institutes and hosts. Another process's new
 * institute or host is seen within this time; this process's own changes call forget(). */
const DIRECTORY_KEPT_MS = 30_000;

type Copy = {
  hosts: Map<string, number>;
  byCode: Map<string, number>;
  ids: Set<number>;
  /** The one institute of a single installation, answering on any host. */
  only: number | null;
  readAt: number;
};

/** Where a request's institute comes from, before its body is read. */
export type HostAnswer =
  /** The host (or a single installation) names the institute; nothing in the request changes it. */
  | { kind: 'fixed'; institute: number }
  /** The address serves several: the token's claim or the login body's code names it. */
  | { kind: 'shared' };

export function createInstituteDirectory(db: Db) {
  let copy: Copy | undefined;
  let reading: Promise<Copy> | undefined;

  async function read(): Promise<Copy> {
    const [rows, hostRows] = await Promise.all([listInstitutes(db), listHosts(db)]);
    return {
      hosts: new Map(hostRows.map((row) => [row.host.toLowerCase(), row.instituteId])),
      byCode: new Map(rows.map((row) => [row.code.toLowerCase(), row.id])),
      ids: new Set(rows.map((row) => row.id)),
      only: rows.length === 1 ? rows[0]!.id : null,
      readAt: Date.now(),
    };
  }

  async function current(): Promise<Copy> {
    if (copy && Date.now() - copy.readAt < DIRECTORY_KEPT_MS) return copy;
    reading ??= read().finally(() => {
      reading = undefined;
    });
    copy = await reading;
    return copy;
  }

  return {
    async byHost(host: string): Promise<HostAnswer> {
      const known = await current();
      const institute = known.hosts.get(host.toLowerCase()) ?? known.only;
      return institute === null ? { kind: 'shared' } : { kind: 'fixed', institute };
    },
    /** Whether the host name is one of an institute's own (institute_hosts). */
    isHost: async (host: string): Promise<boolean> =>
      (await current()).hosts.has(host.toLowerCase()),
    /** An institute's id by its code, or null. */
    async byCode(code: string): Promise<number | null> {
      return (await current()).byCode.get(code.trim().toLowerCase()) ?? null;
    },
    /** The id if such an institute exists, else null. */
    async known(id: number): Promise<number | null> {
      return (await current()).ids.has(id) ? id : null;
    },
    /** Drops the copy: the next request reads the tables again. */
    forget() {
      copy = undefined;
    },
  };
}
export type InstituteDirectory = ReturnType<typeof createInstituteDirectory>;
