import { countsOf } from '../assessment/answer-counts.js';
import { CATEGORIES, type Category } from '../assessment/categories.js';
import type { Section, Year } from '../shared/classes.js';
import { type OriginalDoc, textOf } from './original-export.js';
import type { ImportNote } from './original-import-report.js';
import {
  categoryPercent,
  isAnswer,
  isRecreationalAnswer,
  recreationalMode,
  type TransferOutcome,
  type YearFigures,
} from '../assessment/scoring.js';
import type { Term } from '../shared/terms.js';

/**
 * Term reports of the original system in Pragati's shape (issue 32): items matched to the bank by
 * text, answers mapped, figures recomputed.
 */

/** The bank's current list per section and category, as the term reports are matched to it. */
export type BankList = {
  versionId: number;
  entries: readonly { itemId: number; question: string; questionHi: string | null }[];
};
export type ImportBank = Partial<Record<Section, Partial<Record<Category, BankList>>>>;

export type ImportedItem = {
  itemId: number | null;
  question: string;
  questionHi?: string;
  answer: string | null;
  added?: boolean;
};
export type ImportedTerm = {
  section: Section;
  year: Year;
  term: Term;
  items: Record<Category, ImportedItem[]>;
  bankVersions: Partial<Record<Category, number>>;
  evaluated: Record<Category, boolean>;
  percents: Record<'personal' | 'social' | 'academic' | 'occupational', number | null>;
  recreationalMode: string | null;
  counts: Partial<Record<Category, Record<string, number>>>;
  comments: Record<string, string>;
};
export type ImportedYear = {
  section: Section;
  year: Year;
  figures: YearFigures;
  comments: Record<string, string>;
  outcome: TransferOutcome;
};

/** Question texts compared without case, spacing or trailing punctuation. */
export function normaliseQuestion(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.?!:;,]+$/, '')
    .trim();
}

export const CLOSE = 0.005;
const TERM_COMMENT_KEYS = ['termComment', ...CATEGORIES.map((c) => `${c}Comment`)];
export const YEAR_COMMENT_KEYS = [
  'yearComment',
  'yearPersonalComment',
  'yearSocialComment',
  'yearAcademicComment',
  'yearOccupationalComment',
  'yearRecreationalComment',
];

export const asDoc = (v: unknown): OriginalDoc =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as OriginalDoc) : {};
export const asList = (v: unknown): OriginalDoc[] => (Array.isArray(v) ? v.map(asDoc) : []);

export function commentsOf(source: unknown, keys: readonly string[]): Record<string, string> {
  const doc = asDoc(source);
  const out: Record<string, string> = {};
  for (const key of keys) {
    const text = textOf(doc[key]).trim();
    if (text) out[key] = text;
  }
  return out;
}

export type Note = (field: string, kind: ImportNote['kind'], reason: string) => void;

/** One area's items, matched to the bank by normalised text; the rest kept as added items. */
function itemsOf(
  source: unknown,
  category: Category,
  list: BankList | undefined,
  at: string,
  note: Note,
) {
  // A text the bank lists twice is two items: each match takes the next unused one.
  const unused = new Map<string, BankList['entries'][number][]>();
  for (const entry of list?.entries ?? []) {
    const key = normaliseQuestion(entry.question);
    unused.set(key, [...(unused.get(key) ?? []), entry]);
  }
  return asList(source).map((qa, i): ImportedItem => {
    const question = textOf(qa.question).trim();
    const raw = textOf(qa.answer).trim();
    const valid = category === 'recreational' ? isRecreationalAnswer(raw) : isAnswer(raw);
    if (raw && !valid) {
      const reason =
        raw === 'No'
          ? 'answer No, which no screen offered: left unanswered'
          : 'not an answer of the scale: left unanswered';
      note(`${at}[${i}].answer`, 'dropped', reason);
    }
    const answer = valid ? raw : null;
    const match = unused.get(normaliseQuestion(question))?.shift();
    if (match) {
      return {
        itemId: match.itemId,
        question: match.question,
        ...(match.questionHi ? { questionHi: match.questionHi } : {}),
        answer,
      };
    }
    note(
      `${at}[${i}].question`,
      'changed',
      "not in the question bank: kept as this term's own added item",
    );
    return { itemId: null, question, answer, added: true };
  });
}

export function differs(stored: unknown, computed: number | string | null): boolean {
  if (typeof computed === 'number')
    return typeof stored !== 'number' || Math.abs(stored - computed) > CLOSE;
  return (stored ?? null) !== computed && !(stored === '' && computed === null);
}

export function termOf(
  source: OriginalDoc,
  where: { section: Section; year: Year; term: Term; at: string },
  bank: ImportBank,
  note: Note,
): ImportedTerm {
  const report = asDoc(source.report);
  const stored = asDoc(source.percent);
  const flags = asDoc(source.evaluated);
  const items = {} as Record<Category, ImportedItem[]>;
  const bankVersions: Partial<Record<Category, number>> = {};
  const evaluated = {} as Record<Category, boolean>;
  const counts: ImportedTerm['counts'] = {};
  const percents = {
    personal: null,
    social: null,
    academic: null,
    occupational: null,
  } as ImportedTerm['percents'];
  let mode: string | null = null;
  for (const category of CATEGORIES) {
    const list = bank[where.section]?.[category];
    items[category] = itemsOf(
      report[`${category}QA`],
      category,
      list,
      `${where.at}.report.${category}QA`,
      note,
    );
    if (list) bankVersions[category] = list.versionId;
    evaluated[category] = flags[category] === true;
    if (!evaluated[category]) continue;
    const answers = items[category].map((i) => i.answer);
    counts[category] = { ...countsOf(category, answers) };
    if (category === 'recreational') {
      mode = recreationalMode(answers);
      if (differs(stored.mode, mode))
        note(
          `${where.at}.percent.mode`,
          'changed',
          `stored mode differs: recomputed ${mode ?? 'none'}`,
        );
    } else {
      const percent = categoryPercent(answers);
      percents[category] = percent;
      const key = `${category}Percent`;
      if (differs(stored[key], percent))
        note(
          `${where.at}.percent.${key}`,
          'changed',
          `stored ${textOf(stored[key]) || 'none'}, recomputed ${percent}`,
        );
    }
  }
  return {
    section: where.section,
    year: where.year,
    term: where.term,
    items,
    bankVersions,
    evaluated,
    percents,
    recreationalMode: mode,
    counts,
    comments: commentsOf(source.comment, TERM_COMMENT_KEYS),
  };
}
