import { type Section, nextSection, type Year } from '../shared/classes.js';
import { type Term, TERMS } from '../shared/terms.js';

/*
 * Scoring of the Functional Assessment Checklist (decisions §4) and the year-end transfer table
 * (decisions §5), as pure functions.
 */

export const ANSWERS = ['Yes', 'NA', 'NE', 'C-P1', 'C-P2'] as const;
export type Answer = (typeof ANSWERS)[number];
export const RECREATIONAL_ANSWERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type RecreationalAnswer = (typeof RECREATIONAL_ANSWERS)[number];

/** How each answer is shown (spec section 3): short label and long name. */
export const ANSWER_LABELS: Record<Answer, { short: string; long: string }> = {
  Yes: { short: '+', long: 'Yes' },
  NA: { short: 'NA', long: 'Not Applicable' },
  NE: { short: 'NE', long: 'No Exposure' },
  'C-P1': { short: 'VP', long: 'Verbal Prompting' },
  'C-P2': { short: 'PP', long: 'Physical Prompting' },
};

export const PERCENT_CATEGORIES = ['personal', 'social', 'academic', 'occupational'] as const;
export type PercentCategory = (typeof PERCENT_CATEGORIES)[number];

export function isAnswer(value: unknown): value is Answer {
  return typeof value === 'string' && (ANSWERS as readonly string[]).includes(value);
}
export function isRecreationalAnswer(value: unknown): value is RecreationalAnswer {
  return typeof value === 'string' && (RECREATIONAL_ANSWERS as readonly string[]).includes(value);
}

/** Rounds to 2 decimals, half away from zero, without binary drift (1.005 → 1.01). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export type AnswerCounts = Record<Answer, number>;

export function countAnswers(answers: readonly (string | null | undefined)[]): AnswerCounts {
  const counts: AnswerCounts = { Yes: 0, NA: 0, NE: 0, 'C-P1': 0, 'C-P2': 0 };
  for (const answer of answers) if (isAnswer(answer)) counts[answer] += 1;
  return counts;
}

/**
 * Category percent = 100 × Yes / answers other than NA, 2 decimals; 0 when nothing counts.
 * NE, VP and PP count as not yet achieved.
 */
export function categoryPercent(answers: readonly (string | null | undefined)[]): number {
  const counts = countAnswers(answers);
  const counted = counts.Yes + counts.NE + counts['C-P1'] + counts['C-P2'];
  return counted === 0 ? 0 : round2((100 * counts.Yes) / counted);
}

/** The most frequent value of an ordered alphabet; a tie goes to the earlier one; none → null. */
function modeOf<T extends string>(
  alphabet: readonly T[],
  values: readonly (string | null | undefined)[],
): T | null {
  let best: T | null = null;
  let bestCount = 0;
  for (const letter of alphabet) {
    const count = values.filter((v) => v === letter).length;
    if (count > bestCount) {
      best = letter;
      bestCount = count;
    }
  }
  return best;
}

/** Recreational mode: the most frequent of A–E; a tie goes to the earlier letter. */
export function recreationalMode(
  answers: readonly (string | null | undefined)[],
): RecreationalAnswer | null {
  return modeOf(RECREATIONAL_ANSWERS, answers);
}

export type TermFigures = {
  personalPercent: number | null;
  socialPercent: number | null;
  academicPercent: number | null;
  occupationalPercent: number | null;
  mode: RecreationalAnswer | null;
};

export type YearFigures = {
  personalPercent: number;
  socialPercent: number;
  academicPercent: number;
  occupationalPercent: number;
  mode: RecreationalAnswer | null;
  yearPercent: number;
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : round2(values.reduce((a, b) => a + b, 0) / values.length);

/**
 * Year figures from the year's term figures: each category the mean of its term percents, the
 * mode the most frequent term mode (tie to the earlier letter), the year percent the mean of the
 * four category means; recreational excluded (decisions §4). A term without a figure counts 0.
 */
export function yearFigures(terms: readonly TermFigures[]): YearFigures {
  const category = (key: `${PercentCategory}Percent`) => mean(terms.map((t) => t[key] ?? 0));
  const personalPercent = category('personalPercent');
  const socialPercent = category('socialPercent');
  const academicPercent = category('academicPercent');
  const occupationalPercent = category('occupationalPercent');
  return {
    personalPercent,
    socialPercent,
    academicPercent,
    occupationalPercent,
    mode: modeOf(
      RECREATIONAL_ANSWERS,
      terms.map((t) => t.mode),
    ),
    yearPercent: mean([personalPercent, socialPercent, academicPercent, occupationalPercent]),
  };
}

export type EvaluatedFlags = Record<PercentCategory | 'recreational', boolean>;

/** A term is complete when all five categories are evaluated. */
export function isTermComplete(evaluated: EvaluatedFlags): boolean {
  return Object.values(evaluated).length === 5 && Object.values(evaluated).every(Boolean);
}

/**
 * A year is complete only with exactly four terms, the fourth (III) fully evaluated (spec
 * section 9).
 */
export function isYearComplete(
  terms: readonly { term: Term; evaluated: EvaluatedFlags }[],
): boolean {
  if (terms.length !== TERMS.length) return false;
  const last = terms.find((t) => t.term === 'III');
  return last !== undefined && isTermComplete(last.evaluated);
}

export const PASS_MARK = 60;
/** 'review': a Care-group year (issue 29), the student stays in the group for the next year. */
export type TransferOutcome = 'pass' | 'repeat' | 'promoted' | 'completed' | 'review';
export type TransferResult =
  | { outcome: 'pass' | 'promoted' | 'repeat'; section: Section; year: Year }
  | { outcome: 'completed'; section: null; year: null };

/**
 * The year-end transfer table (decisions §5): ≥ 60 moves to the next section's year 1 (pass);
 * below 60 repeats the section's next year, or after year 3 moves on anyway (promoted); moving on
 * from primary2 completes the programme.
 */
export function transferResult(section: Section, year: Year, yearPercent: number): TransferResult {
  const moveOn = (outcome: 'pass' | 'promoted'): TransferResult => {
    const next = nextSection(section);
    return next
      ? { outcome, section: next, year: '1' }
      : { outcome: 'completed', section: null, year: null };
  };
  if (yearPercent >= PASS_MARK) return moveOn('pass');
  if (year === '3') return moveOn('promoted');
  return { outcome: 'repeat', section, year: year === '1' ? '2' : '3' };
}
