import type { Category, QuestionBankSource, Section } from '@pragati/domain';
import type { VersionWithEntries } from './repository.js';

export type ListInput = {
  section: Section;
  category: Category;
  current: VersionWithEntries | undefined;
  entries: { itemId?: number; question: string; questionHi?: string | null }[];
  source: QuestionBankSource;
  note: string | null;
  createdBy: string;
  matchByText?: boolean;
};

/** A list's next state: its entries (new ones without an item id yet), or unchanged. */
export type ListPlan = {
  unchanged: boolean;
  entries: { itemId?: number; question: string; questionHi: string | null }[];
  added: number;
  retired: number;
};

/**
 * What saving a list would write, unless it equals the current one. Entries without an item id
 * get new items; with `matchByText` (imports, whose sheet has no ids) an entry first takes the id
 * of a current item with the same wording, so exporting and importing again keeps every id. An
 * entry's Hindi text: a string or null sets it; undefined keeps the one its item has in the
 * current version (a sheet without the column, a client that does not send it), none for a new
 * item.
 */
export function planList(input: ListInput): ListPlan {
  const { current } = input;
  const currentEntries = current?.entries ?? [];
  const entries = input.entries.map((e) => ({ ...e }));
  if (input.matchByText) {
    const free = new Map<string, number[]>();
    for (const e of currentEntries)
      free.set(e.question, [...(free.get(e.question) ?? []), e.itemId]);
    for (const e of entries) if (e.itemId === undefined) e.itemId = free.get(e.question)?.shift();
  }
  const currentHi = new Map(currentEntries.map((e) => [e.itemId, e.questionHi]));
  const planned = entries.map((e) => ({
    itemId: e.itemId,
    question: e.question,
    questionHi:
      e.questionHi !== undefined
        ? e.questionHi || null
        : e.itemId === undefined
          ? null
          : (currentHi.get(e.itemId) ?? null),
  }));
  const unchanged =
    current !== undefined &&
    planned.length === currentEntries.length &&
    planned.every(
      (e, i) =>
        e.itemId === currentEntries[i]?.itemId &&
        e.question === currentEntries[i]?.question &&
        e.questionHi === currentEntries[i]?.questionHi,
    );
  const kept = new Set(planned.map((e) => e.itemId));
  return {
    unchanged,
    entries: planned,
    added: unchanged ? 0 : planned.filter((e) => e.itemId === undefined).length,
    retired: unchanged ? 0 : currentEntries.filter((e) => !kept.has(e.itemId)).length,
  };
}
