/**
 * One category of a term report, read and written on its own: a checklist save or Evaluate
 * touches one list of five, so it reads that list (not all five) and changes it in place with
 * jsonb_set (not rewriting the other four), in one statement each (issue 18 part 2).
 */
import type { Category } from '@pragati/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type CategoryKey, type ReportItem, termReports } from '../../db/schema/index.js';

export type ChecklistRow = {
  id: number;
  revision: number;
  list: ReportItem[];
  evaluated: Record<CategoryKey, boolean>;
  /** Whether this category has its counts (written with its figure at Evaluate). */
  hasCounts: boolean;
  /** The category's percent, or the recreational mode. */
  figure: number | string | null;
};

const FIGURE_KEY = {
  personal: 'personalPercent',
  social: 'socialPercent',
  academic: 'academicPercent',
  occupational: 'occupationalPercent',
  recreational: 'recreationalMode',
} as const satisfies Record<Category, keyof typeof termReports.$inferSelect>;

export async function findChecklist(
  db: Executor,
  key: { studentId: number; section: string; year: string; term: string },
  category: Category,
): Promise<ChecklistRow | undefined> {
  const [row] = await db
    .select({
      id: termReports.id,
      revision: termReports.revision,
      list: sql<ReportItem[] | null>`${termReports.items} -> ${category}::text`,
      evaluated: termReports.evaluated,
      hasCounts: sql<boolean>`${termReports.counts} ? ${category}::text`,
      figure: termReports[FIGURE_KEY[category]],
    })
    .from(termReports)
    .where(
      and(
        eq(termReports.studentId, key.studentId),
        eq(termReports.section, key.section),
        eq(termReports.year, key.year),
        eq(termReports.term, key.term),
      ),
    )
    .limit(1);
  return row ? { ...row, list: row.list ?? [] } : undefined;
}

/**
 * Writes one category at the revision read (undefined when another write came first): its list
 * when given, its evaluated flag, its counts (null removes them) and its figure.
 */
export async function writeChecklist(
  db: Executor,
  at: { id: number; revision: number },
  category: Category,
  change: {
    list?: ReportItem[];
    evaluated: boolean;
    counts: Record<string, number> | null;
    figure: number | string | null;
  },
): Promise<{ revision: number; evaluated: Record<CategoryKey, boolean> } | undefined> {
  const path = `{${category}}`;
  const [row] = await db
    .update(termReports)
    .set({
      ...(change.list
        ? {
            items: sql`jsonb_set(${termReports.items}, ${path}::text[], ${JSON.stringify(change.list)}::jsonb)`,
          }
        : {}),
      evaluated: sql`jsonb_set(${termReports.evaluated}, ${path}::text[], to_jsonb(${change.evaluated}::boolean))`,
      counts: change.counts
        ? sql`jsonb_set(${termReports.counts}, ${path}::text[], ${JSON.stringify(change.counts)}::jsonb)`
        : sql`${termReports.counts} - ${category}::text`,
      [FIGURE_KEY[category]]: change.figure,
      revision: sql`${termReports.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(termReports.id, at.id), eq(termReports.revision, at.revision)))
    .returning({ revision: termReports.revision, evaluated: termReports.evaluated });
  return row;
}

/** Whether two lists hold the same items (key by key: jsonb does not keep the keys' order). */
export function sameItems(a: ReportItem[], b: ReportItem[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (item, i) =>
        (item.itemId ?? null) === (b[i]!.itemId ?? null) &&
        item.question === b[i]!.question &&
        (item.questionHi ?? null) === (b[i]!.questionHi ?? null) &&
        (item.answer ?? null) === (b[i]!.answer ?? null) &&
        Boolean(item.added) === Boolean(b[i]!.added),
    )
  );
}
