import {
  type Category,
  type Goal,
  type GoalArea,
  type GoalProbe,
  type GoalTarget,
  isTermComplete,
  type Section,
  type Term,
  type TermRef,
  probesSuggestMet,
  termOrder,
  type Year,
} from '@pragati/domain';
import type { ReportItem } from '../../db/schema/index.js';
import type { TermReportRow } from '../term-records/term-reports.js';
import type { GoalRow } from './repository.js';

/* Pure shaping of stored goals and term reports into what the goal routes answer. */

export const refOf = (r: { section: string; year: string; term: string }): TermRef => ({
  section: r.section as Section,
  year: r.year as Year,
  term: r.term as Term,
});

const refOrNull = (section: string | null, year: string | null, term: string | null) =>
  section && year && term ? refOf({ section, year, term }) : null;

export const sameTerm = (a: TermRef, b: TermRef) =>
  a.section === b.section && a.year === b.year && a.term === b.term;

/** A term report's item by bank id in one area, if the term asked it. */
export function itemIn(
  report: Pick<TermReportRow, 'items'>,
  category: string,
  itemId: number,
): ReportItem | undefined {
  return (report.items as Record<string, ReportItem[] | undefined>)[category]?.find(
    (i) => i.itemId === itemId,
  );
}

/** The latest term whose five checklists are all evaluated: where goals are chosen from. */
export function latestCompleteTerm<T extends Pick<TermReportRow, 'evaluated'> & TermRefRow>(
  reports: readonly T[],
): T | null {
  let best: T | null = null;
  for (const r of reports) {
    if (!isTermComplete(r.evaluated)) continue;
    if (!best || termOrder(refOf(r)) > termOrder(refOf(best))) best = r;
  }
  return best;
}
type TermRefRow = { section: string; year: string; term: string };

/**
 * A goal with its answers term by term: the term it was set in, then every later term that
 * evaluated its area and asked its item, up to the term it was met or dropped in.
 */
export function goalOf(
  row: GoalRow,
  reports: readonly TermReportRow[],
  probes?: readonly GoalProbe[],
): Goal {
  const setIn = refOf(row);
  const metIn = refOrNull(row.metSection, row.metYear, row.metTerm);
  const droppedIn = refOrNull(row.droppedSection, row.droppedYear, row.droppedTerm);
  const end = metIn ?? droppedIn;
  const from = termOrder(setIn);
  const to = end ? termOrder(end) : Infinity;
  const progress = [...reports]
    .filter((r) => {
      const order = termOrder(refOf(r));
      return order >= from && order <= to;
    })
    .sort((a, b) => termOrder(refOf(a)) - termOrder(refOf(b)))
    .filter((r) => r.evaluated[row.category as Category])
    .flatMap((r) => {
      const item = itemIn(r, row.category, row.itemId);
      return item ? [{ ...refOf(r), answer: item.answer }] : [];
    });
  return {
    id: row.id,
    category: row.category as GoalArea,
    itemId: row.itemId,
    question: row.question,
    target: row.target as GoalTarget,
    notes: row.notes,
    status: row.status,
    setIn,
    metIn,
    droppedIn,
    dropReason: row.dropReason,
    progress,
    ...(probes
      ? {
          probes: [...probes],
          suggestedMet: row.status === 'open' && probesSuggestMet(probes, row.target as GoalTarget),
        }
      : {}),
  };
}

/** Probes grouped by goal (from one read of the student's probes). */
export function probesByGoal<T extends GoalProbe & { goalId: number }>(rows: readonly T[]) {
  const byGoal = new Map<number, GoalProbe[]>();
  for (const r of rows) {
    const list = byGoal.get(r.goalId) ?? [];
    list.push({ id: r.id, date: r.date, level: r.level, recordedBy: r.recordedBy });
    byGoal.set(r.goalId, list);
  }
  return (goalId: number) => byGoal.get(goalId) ?? [];
}
