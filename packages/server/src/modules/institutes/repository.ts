import { DEFAULT_PROGRAMME_STRUCTURE } from '@pragati/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { instituteHosts, institutes, programmeGroups } from '../../db/schema/index.js';

export type InstituteRow = { id: number; code: string; suspended: boolean };

/** Every institute (global table: no row policy), for the directory. */
export async function listInstitutes(db: Executor): Promise<InstituteRow[]> {
  return db
    .select({
      id: institutes.id,
      code: institutes.code,
      suspended: sql<boolean>`${institutes.suspendedAt} is not null`,
    })
    .from(institutes);
}

export async function listHosts(db: Executor) {
  return db.select().from(instituteHosts);
}

/** Read at sign-in, not from the directory's copy: a suspension holds at once. */
export async function isSuspended(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ suspended: sql<boolean>`${institutes.suspendedAt} is not null` })
    .from(institutes)
    .where(eq(institutes.id, id));
  return row?.suspended ?? true;
}

/** An institute's id by its code (any case), or null. */
export async function instituteIdByCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: institutes.id })
    .from(institutes)
    .where(eq(sql`lower(${institutes.code})`, code.trim().toLowerCase()));
  return row?.id ?? null;
}

/** A new institute's row and its hosts (lower case, as the directory matches them); its id. */
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
    await db
      .insert(instituteHosts)
      .values(values.hosts.map((host) => ({ host: host.toLowerCase(), instituteId: id })));
  }
  return id;
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
