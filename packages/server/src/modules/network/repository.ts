import { DEFAULT_PROGRAMME_STRUCTURE, type NetworkInstitute } from '@pragati/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { instituteHosts, institutes, programmeGroups, sessions } from '../../db/schema/index.js';

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

export async function insertInstitute(
  db: Executor,
  values: { code: string; name: string; hosts: readonly string[] },
): Promise<number> {
  const [row] = await db
    .insert(institutes)
    .values({ code: values.code, name: values.name })
    .returning({ id: institutes.id });
  const id = row!.id;
  if (values.hosts.length > 0) {
    await db.insert(instituteHosts).values(values.hosts.map((host) => ({ host, instituteId: id })));
  }
  return id;
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

/** Run in the new institute's scope: the FACP's seven groups as migration 0024 gave institute 1. */
export async function seedProgrammeGroups(db: Executor, id: number): Promise<void> {
  // Last first, so every next group exists when it is named.
  const groups = [...DEFAULT_PROGRAMME_STRUCTURE].reverse();
  for (const g of groups) {
    await db.insert(programmeGroups).values({
      instituteId: id,
      code: g.code,
      nameEn: g.names.en,
      nameHi: g.names.hi,
      position: g.order,
      years: g.years,
      nextCode: g.next,
      yearEnd: g.yearEnd,
      enabled: g.enabled,
    });
  }
}

/** Within a transaction: the rest of it runs as work of the institute (row policies included). */
export async function enterInstitute(db: Executor, id: number): Promise<void> {
  await db.execute(sql`select set_config('pragati.institute_id', ${String(id)}, true)`);
}
