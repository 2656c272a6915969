import type { NetworkInstitute } from '@pragati/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { instituteHosts, institutes, sessions } from '../../db/schema/index.js';

/* The network office's reads and writes (issue 28 part 4). institutes and institute_hosts are
 * global tables; everything else runs inside one institute's scope and names it as well, so the
 * embedded database (whose superuser meets no row policy) reads the same. */

export type InstituteRecord = NetworkInstitute & { id: number };

export async function listInstituteRecords(db: Executor): Promise<InstituteRecord[]> {
  const rows = await db
    .select({
      id: institutes.id,
      code: institutes.code,
      name: institutes.name,
      suspended: sql<boolean>`${institutes.suspendedAt} is not null`,
      createdAt: sql<string>`to_char(${institutes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      hosts: sql<
        string[]
      >`coalesce((select array_agg(h.host order by h.host) from ${instituteHosts} h
        where h.institute_id = ${institutes.id}), '{}')`,
    })
    .from(institutes)
    .orderBy(institutes.id);
  return rows;
}

export async function findInstituteByCode(
  db: Executor,
  code: string,
): Promise<InstituteRecord | undefined> {
  return (await listInstituteRecords(db)).find((i) => i.code.toLowerCase() === code.toLowerCase());
}

export async function codeExists(db: Executor, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: institutes.id })
    .from(institutes)
    .where(sql`lower(${institutes.code}) = lower(${code})`);
  return rows.length > 0;
}

export async function hostsTaken(db: Executor, hosts: readonly string[]): Promise<boolean> {
  if (hosts.length === 0) return false;
  const rows = await db
    .select({ host: instituteHosts.host })
    .from(instituteHosts)
    .where(inArray(sql`lower(${instituteHosts.host})`, [...hosts]));
  return rows.length > 0;
}

export async function setSuspended(db: Executor, id: number, suspended: boolean): Promise<void> {
  await db
    .update(institutes)
    .set({ suspendedAt: suspended ? sql`coalesce(${institutes.suspendedAt}, now())` : null })
    .where(eq(institutes.id, id));
}

/** Run in the institute's scope: its open sessions end (a suspension holds at once). */
export async function endInstituteSessions(db: Executor, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(sql`institute_id = ${id} and ${sessions.endedAt} is null`);
}
