import { describe, expect, it } from 'vitest';
import {
  parseCategory,
  parseQuestionSheet,
  parseSection,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_IMPORT_MESSAGES,
  type QuestionSheetRow,
  questionSheetColumns,
} from './question-bank-import.js';

const row = (
  rowNo: number,
  section: string,
  category: string,
  no: string | number,
  question: string,
): QuestionSheetRow => ({ row: rowNo, section, category, no: String(no), question });

const firstIssue = (rows: QuestionSheetRow[]) => {
  const result = parseQuestionSheet(rows);
  return result.ok ? null : result.issues[0]?.message;
};

describe('questionSheetColumns', () => {
  it('finds the four headings in any order and letter case', () => {
    expect(questionSheetColumns(['Section', 'Category', 'No', 'Question'])).toEqual({
      section: 0,
      category: 1,
      no: 2,
      question: 3,
    });
    expect(questionSheetColumns(['', 'question', 'No.', 'CATEGORY', 'section'])).toEqual({
      section: 4,
      category: 3,
      no: 2,
      question: 1,
    });
  });

  it('finds the optional Hindi column as exported and as typed', () => {
    expect(
      questionSheetColumns(['Section', 'Category', 'No', 'Question', 'Question (hi)']),
    ).toEqual({ section: 0, category: 1, no: 2, question: 3, questionHi: 4 });
    expect(
      questionSheetColumns(['question hindi', 'Section', 'Category', 'No', 'Question']),
    ).toMatchObject({ questionHi: 0, question: 4 });
    expect(questionSheetColumns(['Section', 'Category', 'No', 'Question'])).not.toHaveProperty(
      'questionHi',
    );
  });

  it('is null when a required heading is missing, even with the Hindi one', () => {
    expect(questionSheetColumns(['Section', 'Category', 'No', 'Question (hi)'])).toBeNull();
  });

  it('is null when a heading is missing', () => {
    expect(questionSheetColumns(['Section', 'Category', 'Question'])).toBeNull();
    expect(questionSheetColumns([])).toBeNull();
  });
});

describe('section and category names', () => {
  it.each([
    ['preprimary', 'preprimary'],
    ['Primary-I', 'primary1'],
    ['PRIMARY2', 'primary2'],
    ['Primary-II', 'primary2'],
    ['primary3', undefined],
  ])('section %j → %s', (value, expected) => {
    expect(parseSection(value)).toBe(expected);
  });

  it.each([
    ['personal', 'personal'],
    ['Recreational', 'recreational'],
    ['personnal', undefined],
  ])('category %j → %s', (value, expected) => {
    expect(parseCategory(value)).toBe(expected);
  });
});

describe('parseQuestionSheet', () => {
  it('groups rows per section and category in No order, in the bank order', () => {
    const result = parseQuestionSheet([
      row(2, 'primary1', 'social', 2, 'Waits for turn'),
      row(3, 'preprimary', 'personal', 1, 'Drinks from a cup'),
      row(4, 'primary1', 'social', 1, 'Greets teachers'),
      row(5, '', '', '', ''),
      row(6, 'preprimary', 'personal', 2, 'Drinks from a cup'),
    ]);
    expect(result).toEqual({
      ok: true,
      lists: [
        {
          section: 'preprimary',
          category: 'personal',
          questions: [{ question: 'Drinks from a cup' }, { question: 'Drinks from a cup' }],
        },
        {
          section: 'primary1',
          category: 'social',
          questions: [{ question: 'Greets teachers' }, { question: 'Waits for turn' }],
        },
      ],
    });
  });

  it.each([
    [
      'an unknown section',
      [row(2, 'primary3', 'personal', 1, 'Q')],
      'Row 2: unknown section "primary3". Use preprimary, primary1, primary2.',
    ],
    ['an empty section', [row(2, '', 'personal', 1, 'Q')], 'Row 2: the Section is empty.'],
    [
      'an unknown category',
      [row(2, 'preprimary', 'personnal', 1, 'Q')],
      'Row 2: unknown category "personnal". Use personal, social, academic, occupational, recreational.',
    ],
    ['an empty category', [row(2, 'preprimary', '', 1, 'Q')], 'Row 2: the Category is empty.'],
    ['a missing number', [row(2, 'preprimary', 'social', '', 'Q')], 'Row 2: the No is missing.'],
    [
      'a number that is not a whole number',
      [row(2, 'preprimary', 'social', '1.5', 'Q')],
      'Row 2: No must be a whole number from 1, not "1.5".',
    ],
    [
      'number zero',
      [row(2, 'preprimary', 'social', 0, 'Q')],
      'Row 2: No must be a whole number from 1, not "0".',
    ],
    [
      'a duplicated number',
      [
        row(2, 'preprimary', 'social', 1, 'A'),
        row(3, 'preprimary', 'social', 2, 'B'),
        row(4, 'preprimary', 'social', 2, 'C'),
      ],
      'Row 4: No 2 appears twice in preprimary social (also row 3).',
    ],
    [
      'a gap in the numbers',
      [row(2, 'preprimary', 'social', 1, 'A'), row(3, 'preprimary', 'social', 3, 'B')],
      'Row 3: No 2 is missing in preprimary social; numbers must run 1, 2, 3, … without gaps.',
    ],
    [
      'numbering that does not start at 1',
      [row(7, 'primary2', 'academic', 2, 'A')],
      'Row 7: No 1 is missing in primary2 academic; numbers must run 1, 2, 3, … without gaps.',
    ],
    ['an empty question', [row(2, 'preprimary', 'social', 1, '')], 'Row 2: the Question is empty.'],
    [
      'a question over 500 characters',
      [row(2, 'preprimary', 'social', 1, 'x'.repeat(501))],
      'Row 2: the question is longer than 500 characters.',
    ],
  ])('refuses %s, naming the row', (_, rows, message) => {
    expect(firstIssue(rows)).toBe(message);
  });

  it('keeps the Hindi text: null for an empty cell, absent without the column', () => {
    const withHi = (rowNo: number, no: number, question: string, questionHi: string) => ({
      ...row(rowNo, 'preprimary', 'personal', no, question),
      questionHi,
    });
    expect(
      parseQuestionSheet([withHi(2, 1, 'Washes hands', 'हाथ धोता है'), withHi(3, 2, 'Eats', '')]),
    ).toEqual({
      ok: true,
      lists: [
        {
          section: 'preprimary',
          category: 'personal',
          questions: [
            { question: 'Washes hands', questionHi: 'हाथ धोता है' },
            { question: 'Eats', questionHi: null },
          ],
        },
      ],
    });
    const without = parseQuestionSheet([row(2, 'preprimary', 'personal', 1, 'Eats')]);
    expect(without.ok && without.lists[0]!.questions[0]).toStrictEqual({ question: 'Eats' });
  });

  it.each([
    [
      'a Hindi text over 500 characters',
      'क'.repeat(501),
      'Row 2: the Hindi question is longer than 500 characters.',
    ],
    [
      'a control character in the Hindi text',
      'हाथ\u0007',
      'Row 2: the Hindi question contains characters that are not allowed.',
    ],
  ])('refuses %s, naming the row', (_, questionHi, message) => {
    expect(firstIssue([{ ...row(2, 'preprimary', 'social', 1, 'Q'), questionHi }])).toBe(message);
  });

  it('refuses a row with only a Hindi text: the English question is required', () => {
    expect(firstIssue([{ ...row(2, '', '', '', ''), questionHi: 'हाथ' }])).toBe(
      'Row 2: the Section is empty.',
    );
  });

  it('lists every problem in row order, the same number in another list is fine', () => {
    const result = parseQuestionSheet([
      row(2, 'preprimary', 'social', 1, 'A'),
      row(3, 'preprimary', 'personal', 1, 'B'),
      row(4, 'nowhere', 'social', 2, ''),
      row(5, 'preprimary', 'social', 1, 'C'),
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.row)).toEqual([4, 4, 5]);
  });

  it('takes at most 5,000 question rows, blank rows aside', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => row(i + 2, 'x', 'personal', 1, 'Q'));
    const over = parseQuestionSheet([...rows(QUESTION_IMPORT_MAX_ROWS + 1)]);
    expect(over).toEqual({
      ok: false,
      issues: [
        {
          row: 5002,
          message: QUESTION_IMPORT_MESSAGES.tooManyRows(5001, QUESTION_IMPORT_MAX_ROWS),
        },
      ],
    });
    const blank = row(9000, '', '', '', '');
    const at = parseQuestionSheet([...rows(QUESTION_IMPORT_MAX_ROWS), blank]);
    expect(at.ok ? [] : at.issues[0]?.message).not.toBe(
      QUESTION_IMPORT_MESSAGES.tooManyRows(5001, QUESTION_IMPORT_MAX_ROWS),
    );
  });

  it('lists at most 50 problems', () => {
    const rows = Array.from({ length: 80 }, (_, i) => row(i + 2, 'x', 'personal', 1, 'Q'));
    const result = parseQuestionSheet(rows);
    expect(result.ok ? 0 : result.issues.length).toBe(50);
  });
});

describe('the Section column names the institute’s enabled groups (issue 29)', () => {
  const groups = [
    { code: 'preprimary', names: ['Preprimary'] },
    { code: 'secondary', names: ['Secondary', 'सेकेंडरी'] },
  ] as const;

  it('takes an enabled group by code or by either name, in the bank’s order', () => {
    const result = parseQuestionSheet(
      [
        row(2, 'Secondary', 'personal', 1, 'Cooks rice'),
        row(3, 'सेकेंडरी', 'personal', 2, 'Irons a shirt'),
        row(4, 'preprimary', 'social', 1, 'Waves'),
      ],
      groups,
    );
    expect(result).toEqual({
      ok: true,
      lists: [
        { section: 'preprimary', category: 'social', questions: [{ question: 'Waves' }] },
        {
          section: 'secondary',
          category: 'personal',
          questions: [{ question: 'Cooks rice' }, { question: 'Irons a shirt' }],
        },
      ],
    });
    expect(parseSection('SECONDARY', groups)).toBe('secondary');
  });

  it('refuses a group that is not enabled, naming the enabled ones', () => {
    const result = parseQuestionSheet([row(2, 'care', 'personal', 1, 'Q')], groups);
    expect(result.ok ? null : result.issues[0]?.message).toBe(
      'Row 2: unknown section "care". Use preprimary, secondary.',
    );
    // Without groups, the spec's three (the default structure) are the allowed ones.
    expect(firstIssue([row(2, 'secondary', 'personal', 1, 'Q')])).toBe(
      'Row 2: unknown section "secondary". Use preprimary, primary1, primary2.',
    );
  });
});
