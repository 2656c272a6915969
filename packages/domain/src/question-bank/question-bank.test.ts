import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_DISPLAY_NAMES, isCategory } from '../assessment/categories.js';
import { saveQuestionListRequestSchema } from './question-bank.js';
import { type BankVersionItems, questionsForNewTermReport } from './term-report-questions.js';

describe('categories', () => {
  it('are the five evaluation categories in the bank order, with display names', () => {
    expect(CATEGORIES).toEqual(['personal', 'social', 'academic', 'occupational', 'recreational']);
    expect(CATEGORIES.map((c) => CATEGORY_DISPLAY_NAMES[c])).toEqual([
      'Personal',
      'Social',
      'Academic',
      'Occupational',
      'Recreational',
    ]);
  });

  it.each([
    ['social', true],
    ['Social', false],
    ['personalQA', false],
    [undefined, false],
  ])('isCategory(%j) is %s', (value, expected) => {
    expect(isCategory(value)).toBe(expected);
  });
});

const version = (
  versionId: number,
  section: BankVersionItems['section'],
  category: BankVersionItems['category'],
  versionNo: number,
  questions: ([number, string] | [number, string, string])[],
): BankVersionItems => ({
  versionId,
  section,
  category,
  version: versionNo,
  items: questions.map(([itemId, question, questionHi]) => ({
    itemId,
    question,
    questionHi: questionHi ?? null,
  })),
});

describe('questionsForNewTermReport', () => {
  const bank = [
    version(1, 'preprimary', 'personal', 1, [
      [1, 'Drinks from a cup'],
      [2, 'Eats by self'],
    ]),
    version(4, 'preprimary', 'personal', 2, [
      [2, 'Eats by self with a spoon'],
      [3, 'Washes hands', 'हाथ धोता है'],
    ]),
    version(2, 'preprimary', 'social', 1, [[5, 'Greets teachers']]),
    version(3, 'primary1', 'personal', 1, [[7, 'Ties laces']]),
  ];

  it('takes the latest version of each category of the section, numbered from 1', () => {
    const sets = questionsForNewTermReport(bank, 'preprimary');
    expect(sets.personal).toEqual({
      versionId: 4,
      version: 2,
      questions: [
        { itemId: 2, no: 1, question: 'Eats by self with a spoon', questionHi: null },
        { itemId: 3, no: 2, question: 'Washes hands', questionHi: 'हाथ धोता है' },
      ],
    });
    expect(sets.social.questions).toEqual([
      { itemId: 5, no: 1, question: 'Greets teachers', questionHi: null },
    ]);
    expect(Object.keys(sets)).toEqual([...CATEGORIES]);
  });

  it('gives an empty set for a category without a version', () => {
    expect(questionsForNewTermReport(bank, 'preprimary').academic).toEqual({
      versionId: null,
      version: null,
      questions: [],
    });
    expect(questionsForNewTermReport([], 'primary2').personal.questions).toEqual([]);
  });

  it('does not depend on the order of the versions given', () => {
    expect(questionsForNewTermReport([...bank].reverse(), 'preprimary')).toEqual(
      questionsForNewTermReport(bank, 'preprimary'),
    );
  });

  it('returns a copy: later changes to the bank data leave it unchanged', () => {
    const data = JSON.parse(JSON.stringify(bank)) as BankVersionItems[];
    const sets = questionsForNewTermReport(data, 'primary1');
    (data[3]!.items as unknown as { itemId: number; question: string }[])[0]!.question = 'Edited';
    expect(sets.personal.questions[0]?.question).toBe('Ties laces');
    const pre = JSON.parse(JSON.stringify(bank)) as BankVersionItems[];
    const preSets = questionsForNewTermReport(pre, 'preprimary');
    (pre[1]!.items as unknown as { questionHi: string | null }[])[1]!.questionHi = 'बदला';
    expect(preSets.personal.questions[1]?.questionHi).toBe('हाथ धोता है');
  });
});

describe('saveQuestionListRequestSchema', () => {
  const parse = (body: unknown) => {
    const result = saveQuestionListRequestSchema.safeParse(body);
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };

  it.each([
    [{ baseVersion: 2, items: [{ itemId: 1, question: ' Eats ' }, { question: 'New' }] }, 'ok'],
    [{ baseVersion: null, note: 'First list', items: [{ question: 'One' }] }, 'ok'],
    [{ baseVersion: 1, items: [] }, 'Keep at least one question in the list.'],
    [{ baseVersion: 1, items: [{ question: '   ' }] }, 'A question cannot be empty.'],
    [
      { baseVersion: 1, items: [{ question: 'x'.repeat(501) }] },
      'A question can be at most 500 characters.',
    ],
    [
      {
        baseVersion: 1,
        items: [
          { itemId: 3, question: 'a' },
          { itemId: 3, question: 'b' },
        ],
      },
      'The same item appears twice in the list.',
    ],
    [
      { baseVersion: 1, items: [{ itemId: -1, question: 'a' }] },
      'Item ids are positive whole numbers.',
    ],
    [
      { baseVersion: 0, items: [{ question: 'a' }] },
      'Base version must be the version number you edited, or null.',
    ],
    [
      { items: [{ question: 'a' }] },
      'Base version must be the version number you edited, or null.',
    ],
    [
      { baseVersion: 1, note: 'n'.repeat(201), items: [{ question: 'a' }] },
      'The version note can be at most 200 characters.',
    ],
    [{ baseVersion: 1, items: [{ question: 'a', questionHi: 'हाथ धोता है' }] }, 'ok'],
    [{ baseVersion: 1, items: [{ question: 'a', questionHi: null }] }, 'ok'],
    [{ baseVersion: 1, items: [{ question: 'a', questionHi: '  ' }] }, 'ok'],
    [
      { baseVersion: 1, items: [{ question: 'a', questionHi: 'क'.repeat(501) }] },
      'A Hindi question can be at most 500 characters.',
    ],
    [
      { baseVersion: 1, items: [{ question: 'a', questionHi: 7 }] },
      'The Hindi question must be text or null.',
    ],
    [
      { baseVersion: 1, items: [{ question: 'a', questionHi: 'क\u0000' }] },
      'Question (Hindi) contains characters that are not allowed.',
    ],
  ])('%j → %s', (body, expected) => {
    expect(parse(body)).toBe(expected);
  });
});
