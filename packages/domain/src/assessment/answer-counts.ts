import { z } from 'zod';
import { CATEGORIES, type Category } from './categories.js';
import {
  ANSWER_LABELS,
  type AnswerCounts,
  countAnswers,
  RECREATIONAL_ANSWERS,
  type RecreationalAnswer,
} from './scoring.js';

/*
 * The answer counts that stand beside every percent and mode (decisions §4, §11). The server
 * counts them when a checklist is evaluated and keeps them with the term's figures, because the
 * history record carries no per-item answers (decisions §10).
 */

export type RecreationalCounts = Record<RecreationalAnswer, number>;

const count = z.number().int().min(0);
export const answerCountsSchema = z.object({
  Yes: count,
  NA: count,
  NE: count,
  'C-P1': count,
  'C-P2': count,
});
export const recreationalCountsSchema = z.object({
  A: count,
  B: count,
  C: count,
  D: count,
  E: count,
});

/** Per category, the counts of the evaluated checklist; null while it is not evaluated. */
export const termCountsSchema = z.object({
  personal: answerCountsSchema.nullable(),
  social: answerCountsSchema.nullable(),
  academic: answerCountsSchema.nullable(),
  occupational: answerCountsSchema.nullable(),
  recreational: recreationalCountsSchema.nullable(),
});
export type TermCounts = z.infer<typeof termCountsSchema>;

export const NO_COUNTS: TermCounts = {
  personal: null,
  social: null,
  academic: null,
  occupational: null,
  recreational: null,
};

export function countRecreational(
  answers: readonly (string | null | undefined)[],
): RecreationalCounts {
  const counts: RecreationalCounts = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  for (const answer of answers) {
    if ((RECREATIONAL_ANSWERS as readonly string[]).includes(answer ?? '')) {
      counts[answer as RecreationalAnswer] += 1;
    }
  }
  return counts;
}

/** The counts of one checklist's answers: + VP PP NE NA, or A–E for recreational. */
export function countsOf(
  category: Category,
  answers: readonly (string | null | undefined)[],
): AnswerCounts | RecreationalCounts {
  return category === 'recreational' ? countRecreational(answers) : countAnswers(answers);
}

function addInto<K extends string>(
  total: Record<K, number> | null,
  next: Record<K, number> | null,
): Record<K, number> | null {
  if (!next) return total;
  if (!total) return { ...next };
  for (const key of Object.keys(next) as K[]) total[key] = (total[key] ?? 0) + next[key];
  return total;
}

/**
 * A year's counts: the sum of its terms' counts per category (null where no term is evaluated),
 * so the year's percents have the answers they were made from beside them.
 */
export function sumTermCounts(terms: readonly TermCounts[]): TermCounts {
  const total: TermCounts = { ...NO_COUNTS };
  for (const t of terms) {
    for (const c of CATEGORIES) {
      (total as Record<Category, Record<string, number> | null>)[c] = addInto(
        total[c] as Record<string, number> | null,
        t[c] as Record<string, number> | null,
      );
    }
  }
  return total;
}

/** Reads stored counts defensively (an older row may lack a category): null when incomplete. */
export function storedTermCounts(
  stored: Partial<Record<Category, unknown>> | null | undefined,
  evaluated: Partial<Record<Category, boolean>>,
): TermCounts {
  const result: TermCounts = { ...NO_COUNTS };
  for (const c of CATEGORIES) {
    if (!evaluated[c]) continue;
    const schema = c === 'recreational' ? recreationalCountsSchema : answerCountsSchema;
    const parsed = schema.safeParse(stored?.[c]);
    if (parsed.success) (result as Record<Category, unknown>)[c] = parsed.data;
  }
  return result;
}

/** "+ 6, VP 1, PP 0, NE 2, NA 1": the spec's short labels, in the order of the scale. */
export function answerCountsText(counts: AnswerCounts): string {
  const order = ['Yes', 'C-P1', 'C-P2', 'NE', 'NA'] as const;
  return order.map((a) => `${ANSWER_LABELS[a].short} ${counts[a]}`).join(', ');
}

/** "A 1, B 3, C 0, D 0, E 1". */
export function recreationalCountsText(counts: RecreationalCounts): string {
  return RECREATIONAL_ANSWERS.map((l) => `${l} ${counts[l]}`).join(', ');
}

/** The counts of a category as text, or null when there are none. */
export function categoryCountsText(counts: TermCounts, category: Category): string | null {
  if (category === 'recreational') {
    return counts.recreational ? recreationalCountsText(counts.recreational) : null;
  }
  const c = counts[category];
  return c ? answerCountsText(c) : null;
}

/** The legend of the codes beside every count (decisions §11). */
export const ANSWER_CODE_LEGEND: readonly { code: string; meaning: string }[] = (
  ['Yes', 'C-P1', 'C-P2', 'NE', 'NA'] as const
).map((a) => ({
  code: ANSWER_LABELS[a].short,
  meaning:
    a === 'Yes'
      ? 'Yes, achieved'
      : a === 'NA'
        ? 'Not Applicable (not counted in the percent)'
        : ANSWER_LABELS[a].long,
}));
