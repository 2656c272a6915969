import {
  enabledClassCodes,
  type ProgrammeGroup,
  type ProgrammeGroupRow,
  type ProgrammeStructure,
} from '@pragati/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { programmeGroups, students } from '../../db/schema/index.js';

type GroupRecord = typeof programmeGroups.$inferSelect;

const toGroup = (r: GroupRecord): ProgrammeGroup => ({
  code: r.code,
  names: { en: r.nameEn, hi: r.nameHi },
  order: r.position,
  years: r.years,
  next: r.nextCode,
  yearEnd: r.yearEnd,
  enabled: r.enabled,
});

/** The programme structure: every group, in order (the rules in domain/programme-structure). */
export async function readStructure(db: Executor): Promise<ProgrammeStructure> {
  const rows = await db
    .select()
    .from(programmeGroups)
    .where(inInstitute(programmeGroups.instituteId))
    .orderBy(asc(programmeGroups.position));
  return rows.map(toGroup);
}

/** The institute's enabled class codes, in order (issue 29: the only classes a record may name). */
export async function enabledClasses(db: Executor): Promise<string[]> {
  return enabledClassCodes(await readStructure(db));
}

/** Active students per group now, and the highest year any of them sits in. */
async function activeByGroup(db: Executor, code?: string) {
  const rows = await db
    .select({
      code: students.currSection,
      count: sql<number>`count(*)::int`,
      maxYear: sql<number>`max(${students.currYear}::int)`,
    })
    .from(students)
    .where(
      and(
        eq(students.status, 'active'),
        inInstitute(students.instituteId),
        code === undefined ? undefined : eq(students.currSection, code),
      ),
    )
    .groupBy(students.currSection);
  return new Map(rows.map((r) => [r.code, { count: Number(r.count), maxYear: Number(r.maxYear) }]));
}

/** GET /admin/groups: every group with its active students, in order. */
export async function listGroups(db: Executor): Promise<ProgrammeGroupRow[]> {
  const [structure, active] = await Promise.all([readStructure(db), activeByGroup(db)]);
  return structure.map((g) => ({ ...g, students: active.get(g.code)?.count ?? 0 }));
}

/** One group, locked for its change (a concurrent change of the same group waits). */
export async function lockGroup(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(programmeGroups)
    .where(and(eq(programmeGroups.code, code), inInstitute(programmeGroups.instituteId)))
    .for('update');
  if (!row) return undefined;
  const active = (await activeByGroup(db, code)).get(code);
  return { group: toGroup(row), students: active?.count ?? 0, maxYear: active?.maxYear ?? 0 };
}

export async function updateGroup(
  db: Executor,
  code: string,
  change: Partial<Pick<ProgrammeGroup, 'enabled' | 'years' | 'names'>>,
) {
  await db
    .update(programmeGroups)
    .set({
      ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
      ...(change.years === undefined ? {} : { years: change.years }),
      ...(change.names ? { nameEn: change.names.en, nameHi: change.names.hi } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(programmeGroups.code, code), inInstitute(programmeGroups.instituteId)));
}
