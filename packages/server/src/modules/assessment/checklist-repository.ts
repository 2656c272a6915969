/**
 * One category of a term report, read and written on its own: a checklist save or Evaluate
 * touches one list of five, so it reads that list (not all five) and changes it in place with
 * jsonb_set (not rewriting the other four), in one statement each (issue 18 part 2).
 */
import type { Category } from '@pragati/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currentInstitute, inInstitute } from '../../db/institute-scope.js';
import { type CategoryKey, type ReportItem, termReports } from '../../db/schema/index.js';
import { type AuditEntry, auditedWrite } from '../../lib/audit.js';

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

/** What a save or Evaluate needs of its student, read with the checklist. */
export type ChecklistStudent = {
  id: number;
  regNo: string;
  status: string;
  currSection: string;
  currYear: string;
};

type ChecklistForRow = {
  student_id: number;
  reg_no: string;
  status: string;
  curr_section: string;
  curr_year: string;
  is_teacher: boolean;
  mine: boolean;
  report_id: number | null;
  revision: number | null;
  list: ReportItem[] | null;
  evaluated: Record<CategoryKey, boolean> | null;
  has_counts: boolean;
  percent: string | number | null;
  mode: string | null;
  has_goals: boolean;
};

/**
 * The student of `regNo` with what the teacher's access check needs (whether the account has a
 * teacher record, whether the student's current class is one of its classes), the term's
 * checklist of one category and whether the student has goals in that area that an Evaluate
 * may settle: everything a save or Evaluate reads, in one call of checklist_for (migrations
 * 0019 and 0031, a function so that its plan is kept; it finds the student in the running
 * work's institute); undefined when no student has that regNo. The
 * caller applies the access rules before using the checklist.
 */
export async function findChecklistFor(
  db: Executor,
  accountId: number,
  at: { regNo: string; section: string; year: string; term: string },
  category: Category,
) {
  const result = (await db.execute(
    sql`select * from checklist_for(${currentInstitute()}, ${accountId}, ${at.regNo}, ${at.section}, ${at.year}, ${at.term}, ${category})`,
  )) as unknown as { rows: ChecklistForRow[] };
  const [row] = result.rows;
  if (!row) return undefined;
  const student: ChecklistStudent = {
    id: row.student_id,
    regNo: row.reg_no,
    status: row.status,
    currSection: row.curr_section,
    currYear: row.curr_year,
  };
  // numeric arrives as text from either driver.
  const figure =
    category === 'recreational' ? row.mode : row.percent === null ? null : Number(row.percent);
  const report: ChecklistRow | undefined =
    row.report_id === null || row.revision === null || row.evaluated === null
      ? undefined
      : {
          id: row.report_id,
          revision: row.revision,
          list: row.list ?? [],
          evaluated: row.evaluated,
          hasCounts: row.has_counts,
          figure,
        };
  return {
    student,
    isTeacher: row.is_teacher,
    mine: row.mine,
    report,
    hasGoals: row.has_goals,
  } as const;
}

/**
 * Writes one category at the revision read (undefined when another write came first): its list
 * when given, its evaluated flag, its counts (null removes them) and its figure, with its audit
 * entry in the same statement.
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
  entry: AuditEntry,
): Promise<{ revision: number; evaluated: Record<CategoryKey, boolean> } | undefined> {
  const path = `{${category}}`;
  const update = db
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
    .where(
      and(
        eq(termReports.id, at.id),
        eq(termReports.revision, at.revision),
        inInstitute(termReports),
      ),
    )
    .returning({ revision: termReports.revision, evaluated: termReports.evaluated });
  return auditedWrite(db, update, entry);
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
