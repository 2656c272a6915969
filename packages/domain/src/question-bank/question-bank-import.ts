import { CATEGORIES, CATEGORY_DISPLAY_NAMES, type Category } from '../assessment/categories.js';
import {
  FACP_GROUP_CODES,
  SECTIONS,
  SECTION_DISPLAY_NAMES,
  type Section,
} from '../shared/classes.js';
import { QUESTION_MAX_LENGTH, QUESTION_SHEET_REQUIRED_HEADERS } from './question-bank.js';
import { isAllowedText, replaceDisallowedText } from '../shared/text.js';

/*
 * Reading the question bank sheet (columns Section, Category, No, Question and, optional, the
 * Hindi text `Question (hi)`) into ordered lists.
 * Pure: the server hands over the cell texts; every problem is reported with its sheet row, and a
 * file with any problem is refused whole.
 */

export type QuestionSheetRow = {
  /** The row number as the spreadsheet shows it (the heading row is usually 1). */
  row: number;
  section: string;
  category: string;
  no: string;
  question: string;
  /** The Hindi text's cell; undefined when the sheet has no `Question (hi)` column. */
  questionHi?: string;
};

/**
 * One imported question. `questionHi` is null for an empty Hindi cell and undefined when the
 * sheet has no Hindi column at all (the import then keeps the Hindi texts the bank has).
 */
export type ImportedQuestion = { question: string; questionHi?: string | null };

export type ImportedQuestionList = {
  section: Section;
  category: Category;
  /** The questions in No order. */
  questions: ImportedQuestion[];
};

export type QuestionSheetIssue = { row: number; message: string };

export type QuestionSheetResult =
  { ok: true; lists: ImportedQuestionList[] } | { ok: false; issues: QuestionSheetIssue[] };

/**
 * Question rows one import may hold: the whole sheet is checked and written in one transaction,
 * and the bank of every section and area together is a few hundred items.
 */
export const QUESTION_IMPORT_MAX_ROWS = 5_000;

export const QUESTION_IMPORT_MESSAGES = {
  headers: `The sheet must have a heading row with the columns ${QUESTION_SHEET_REQUIRED_HEADERS.join(', ')}.`,
  noQuestions: 'The spreadsheet has no questions.',
  tooManyRows: (count: number, max: number) =>
    `The sheet has ${count.toLocaleString('en-IN')} question rows; an import takes at most ${max.toLocaleString('en-IN')}. Split the questions into several sheets (for example one per section) and import each; sections not in a sheet stay as they are.`,
} as const;

/** At most this many problems are listed; the first is the error message. */
export const MAX_IMPORT_ISSUES = 50;

// A quoted cell never carries a control character into a message (or an audit entry).
const quote = (value: string) =>
  `"${replaceDisallowedText(value.length > 40 ? `${value.slice(0, 40)}…` : value)}"`;

export const questionSheetRowMessages = {
  sectionEmpty: (row: number) => `Row ${row}: the Section is empty.`,
  sectionUnknown: (row: number, value: string, allowed: readonly string[]) =>
    `Row ${row}: unknown section ${quote(value)}. Use ${allowed.join(', ')}.`,
  categoryEmpty: (row: number) => `Row ${row}: the Category is empty.`,
  categoryUnknown: (row: number, value: string) =>
    `Row ${row}: unknown category ${quote(value)}. Use ${CATEGORIES.join(', ')}.`,
  noEmpty: (row: number) => `Row ${row}: the No is missing.`,
  noInvalid: (row: number, value: string) =>
    `Row ${row}: No must be a whole number from 1, not ${quote(value)}.`,
  noTwice: (row: number, no: number, list: string, otherRow: number) =>
    `Row ${row}: No ${no} appears twice in ${list} (also row ${otherRow}).`,
  noMissing: (row: number, missing: number, list: string) =>
    `Row ${row}: No ${missing} is missing in ${list}; numbers must run 1, 2, 3, … without gaps.`,
  questionEmpty: (row: number) => `Row ${row}: the Question is empty.`,
  questionTooLong: (row: number) =>
    `Row ${row}: the question is longer than ${QUESTION_MAX_LENGTH} characters.`,
  questionNotAllowed: (row: number) =>
    `Row ${row}: the question contains characters that are not allowed.`,
  questionHiTooLong: (row: number) =>
    `Row ${row}: the Hindi question is longer than ${QUESTION_MAX_LENGTH} characters.`,
  questionHiNotAllowed: (row: number) =>
    `Row ${row}: the Hindi question contains characters that are not allowed.`,
};

const squash = (value: string) => value.toLowerCase().replace(/[\s_.-]+/g, '');

/** A group an import may name: its code and the names it may also be written as. */
export type ImportGroup = { code: Section; names?: readonly string[] };

/** The spec's three groups, by code and English name: the parser's default (enabled by default). */
const SPEC_GROUPS: readonly ImportGroup[] = SECTIONS.map((code) => ({
  code,
  names: [SECTION_DISPLAY_NAMES[code]],
}));

// Codes and names both work, in any letter case ("primary1", "Primary-I", "Secondary").
function sectionNames(groups: readonly ImportGroup[]): Map<string, Section> {
  return new Map(
    groups.flatMap((g) => [
      [squash(g.code), g.code] as const,
      ...(g.names ?? []).map((name) => [squash(name), g.code] as const),
    ]),
  );
}
const CATEGORY_NAMES = new Map<string, Category>(
  CATEGORIES.flatMap((c) => [
    [squash(c), c],
    [squash(CATEGORY_DISPLAY_NAMES[c]), c],
  ]),
);

/** The group a Section cell names, among `groups` (the spec's three by default). */
export function parseSection(
  value: string,
  groups: readonly ImportGroup[] = SPEC_GROUPS,
): Section | undefined {
  return sectionNames(groups).get(squash(value));
}

export function parseCategory(value: string): Category | undefined {
  return CATEGORY_NAMES.get(squash(value));
}

export type QuestionSheetColumns = Record<'section' | 'category' | 'no' | 'question', number> & {
  /** The Hindi text's column, when the sheet has one. */
  questionHi?: number;
};

const HEADER_KEYS: Record<string, keyof QuestionSheetColumns> = {
  section: 'section',
  category: 'category',
  no: 'no',
  number: 'no',
  question: 'question',
  // `Question (hi)` as exported, and the spellings a person typing the heading might use.
  'question(hi)': 'questionHi',
  'question(hindi)': 'questionHi',
  questionhi: 'questionHi',
  questionhindi: 'questionHi',
};

/** Column indexes of a heading row, or null when one of the four required headings is absent. */
export function questionSheetColumns(cells: readonly string[]): QuestionSheetColumns | null {
  const found: Partial<QuestionSheetColumns> = {};
  cells.forEach((cell, index) => {
    const key = HEADER_KEYS[squash(cell)];
    if (key && found[key] === undefined) found[key] = index;
  });
  const { section, category, no, question, questionHi } = found;
  if (section === undefined || category === undefined || no === undefined) return null;
  if (question === undefined) return null;
  return { section, category, no, question, ...(questionHi === undefined ? {} : { questionHi }) };
}

const listName = (section: Section, category: Category) => `${section} ${category}`;

/**
 * Validates every row and groups the questions per section and category, ordered by No. Rows
 * whose four cells are all empty are skipped. Any problem makes the whole sheet invalid.
 */
/** The refusal of a sheet over the limit, at the first row past it. */
function tooManyRows(filled: readonly QuestionSheetRow[]): QuestionSheetResult {
  const message = QUESTION_IMPORT_MESSAGES.tooManyRows(filled.length, QUESTION_IMPORT_MAX_ROWS);
  return { ok: false, issues: [{ row: filled[QUESTION_IMPORT_MAX_ROWS]!.row, message }] };
}

export function parseQuestionSheet(
  rows: readonly QuestionSheetRow[],
  /** The groups the Section column may name: the institute's enabled ones (issue 29). */
  groups: readonly ImportGroup[] = SPEC_GROUPS,
): QuestionSheetResult {
  const issues: QuestionSheetIssue[] = [];
  const names = sectionNames(groups);
  const allowed = groups.map((g) => g.code);
  const lists = new Map<string, { section: Section; category: Category; entries: Entry[] }>();
  type Entry = { row: number; no: number; question: ImportedQuestion };

  const filled = rows.filter((r) => r.section || r.category || r.no || r.question || r.questionHi);
  if (filled.length > QUESTION_IMPORT_MAX_ROWS) return tooManyRows(filled);
  for (const r of filled) {
    const before = issues.length;
    const section = names.get(squash(r.section));
    if (!r.section)
      issues.push({ row: r.row, message: questionSheetRowMessages.sectionEmpty(r.row) });
    else if (!section)
      issues.push({
        row: r.row,
        message: questionSheetRowMessages.sectionUnknown(r.row, r.section, allowed),
      });
    const category = parseCategory(r.category);
    if (!r.category)
      issues.push({ row: r.row, message: questionSheetRowMessages.categoryEmpty(r.row) });
    else if (!category)
      issues.push({
        row: r.row,
        message: questionSheetRowMessages.categoryUnknown(r.row, r.category),
      });
    const no = /^\d+$/.test(r.no) ? Number(r.no) : NaN;
    if (!r.no) issues.push({ row: r.row, message: questionSheetRowMessages.noEmpty(r.row) });
    else if (!Number.isSafeInteger(no) || no < 1)
      issues.push({ row: r.row, message: questionSheetRowMessages.noInvalid(r.row, r.no) });
    if (!r.question)
      issues.push({ row: r.row, message: questionSheetRowMessages.questionEmpty(r.row) });
    else if (r.question.length > QUESTION_MAX_LENGTH)
      issues.push({ row: r.row, message: questionSheetRowMessages.questionTooLong(r.row) });
    // New lines and tabs are fine in a question (Alt+Enter in a cell); control characters not.
    else if (!isAllowedText(r.question, true))
      issues.push({ row: r.row, message: questionSheetRowMessages.questionNotAllowed(r.row) });
    // The Hindi text is optional; when given, the same rules as the English one.
    if (r.questionHi && r.questionHi.length > QUESTION_MAX_LENGTH)
      issues.push({ row: r.row, message: questionSheetRowMessages.questionHiTooLong(r.row) });
    else if (r.questionHi && !isAllowedText(r.questionHi, true))
      issues.push({ row: r.row, message: questionSheetRowMessages.questionHiNotAllowed(r.row) });
    if (issues.length > before || !section || !category) continue;

    const key = listName(section, category);
    const list = lists.get(key) ?? { section, category, entries: [] };
    lists.set(key, list);
    const question: ImportedQuestion =
      r.questionHi === undefined
        ? { question: r.question }
        : { question: r.question, questionHi: r.questionHi || null };
    list.entries.push({ row: r.row, no, question });
  }

  const result: ImportedQuestionList[] = [];
  for (const [name, list] of lists) {
    const byNo = [...list.entries].sort((a, b) => a.no - b.no || a.row - b.row);
    byNo.forEach((entry, index) => {
      const previous = byNo[index - 1];
      if (previous && previous.no === entry.no) {
        const [first, second] = [previous, entry].sort((a, b) => a.row - b.row) as [Entry, Entry];
        issues.push({
          row: second.row,
          message: questionSheetRowMessages.noTwice(second.row, entry.no, name, first.row),
        });
      } else {
        const expected = (previous?.no ?? 0) + 1;
        if (entry.no !== expected) {
          issues.push({
            row: entry.row,
            message: questionSheetRowMessages.noMissing(entry.row, expected, name),
          });
        }
      }
    });
    result.push({
      section: list.section,
      category: list.category,
      questions: byNo.map((entry) => entry.question),
    });
  }

  if (issues.length > 0) {
    issues.sort((a, b) => a.row - b.row);
    return { ok: false, issues: issues.slice(0, MAX_IMPORT_ISSUES) };
  }
  // Lists in the bank's own order, whatever the order of the rows.
  const order = (l: ImportedQuestionList) =>
    FACP_GROUP_CODES.indexOf(l.section) * CATEGORIES.length + CATEGORIES.indexOf(l.category);
  return { ok: true, lists: result.sort((a, b) => order(a) - order(b)) };
}
