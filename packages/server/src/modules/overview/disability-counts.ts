import type { DisabilityCounts } from '@pragati/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { disabilityCodeLists, disabilityConditions, students } from '../../db/schema/index.js';
import { readStructure } from '../programme-structure/repository.js';

type Cell = { group: string; code: number | null; n: number };

/** The rows of the table from its cells: conditions held in code order, then "not recorded". */
export function countRows(
  groups: readonly string[],
  cells: readonly Cell[],
  labels: ReadonlyMap<number, { en: string; hi: string }>,
): DisabilityCounts['rows'] {
  const codes = [...new Set(cells.flatMap((c) => (c.code === null ? [] : [c.code])))].sort(
    (a, b) => a - b,
  );
  return [...codes, null].map((code) => {
    const mine = cells.filter((c) => c.code === code);
    return {
      code,
      names: code === null ? null : (labels.get(code) ?? { en: String(code), hi: String(code) }),
      counts: groups.map((g) => mine.filter((c) => c.group === g).reduce((n, c) => n + c.n, 0)),
      total: mine.reduce((n, c) => n + c.n, 0),
    };
  });
}

/**
 * Issue 30 part 5: active students by primary condition and group. Read on every call: the
 * profile and group tables are not among the writes the embedded database announces, so the
 * overview's kept answer could not know when this changed. Three small reads, figures only.
 */
export async function findDisabilityCounts(db: Executor): Promise<DisabilityCounts> {
  const [structure, cells, labelRows] = await Promise.all([
    readStructure(db),
    db
      .select({
        group: students.currSection,
        code: disabilityConditions.code,
        n: sql<number>`count(*)::int`,
      })
      .from(students)
      .leftJoin(
        disabilityConditions,
        and(
          eq(disabilityConditions.studentId, students.id),
          eq(disabilityConditions.isPrimary, true),
        ),
      )
      .where(and(eq(students.status, 'active'), inInstitute(students)))
      .groupBy(students.currSection, disabilityConditions.code),
    // A code's words from the newest year's list that has it.
    db
      .selectDistinctOn([disabilityCodeLists.code], {
        code: disabilityCodeLists.code,
        en: disabilityCodeLists.labelEn,
        hi: disabilityCodeLists.labelHi,
      })
      .from(disabilityCodeLists)
      .where(eq(disabilityCodeLists.kind, 'condition'))
      .orderBy(asc(disabilityCodeLists.code), desc(disabilityCodeLists.year)),
  ]);
  const groups = structure.filter((g) => g.enabled);
  const labels = new Map(labelRows.map((r) => [r.code, { en: r.en, hi: r.hi }]));
  return {
    groups: groups.map((g) => ({ code: g.code, names: g.names })),
    rows: countRows(
      groups.map((g) => g.code),
      cells.map((c) => ({ group: c.group, code: c.code, n: Number(c.n) })),
      labels,
    ),
  };
}
