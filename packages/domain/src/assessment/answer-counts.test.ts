import { describe, expect, it } from 'vitest';
import {
  answerCountsText,
  categoryCountsText,
  countRecreational,
  countsOf,
  NO_COUNTS,
  recreationalCountsText,
  storedTermCounts,
  sumTermCounts,
  type TermCounts,
} from './answer-counts.js';

const none = { Yes: 0, NA: 0, NE: 0, 'C-P1': 0, 'C-P2': 0 };

describe('countsOf', () => {
  it.each([
    ['personal', [], none],
    ['personal', ['Yes', 'Yes', 'NA', 'C-P1'], { ...none, Yes: 2, NA: 1, 'C-P1': 1 }],
    ['social', ['NE', 'C-P2', null, '', 'A'], { ...none, NE: 1, 'C-P2': 1 }],
    ['recreational', ['A', 'B', 'B', 'E', 'Yes', null], { A: 1, B: 2, C: 0, D: 0, E: 1 }],
  ] as const)('%s %j → %j', (category, answers, expected) => {
    expect(countsOf(category, answers)).toEqual(expected);
  });

  it('counts no recreational letter outside A–E', () => {
    expect(countRecreational(['a', 'F', 'NA'])).toEqual({ A: 0, B: 0, C: 0, D: 0, E: 0 });
  });
});

describe('sumTermCounts', () => {
  const term = (yes: number, mode: 'A' | 'B' | null): TermCounts => ({
    ...NO_COUNTS,
    personal: { ...none, Yes: yes, NA: 1 },
    recreational: mode ? { A: 0, B: 0, C: 0, D: 0, E: 0, [mode]: 3 } : null,
  });

  it.each([
    [[], NO_COUNTS],
    [[NO_COUNTS, NO_COUNTS], NO_COUNTS],
    [
      [term(2, 'A'), term(3, null), term(1, 'B')],
      {
        ...NO_COUNTS,
        personal: { ...none, Yes: 6, NA: 3 },
        recreational: { A: 3, B: 3, C: 0, D: 0, E: 0 },
      },
    ],
  ])('%# sums per category, null where none', (terms, expected) => {
    expect(sumTermCounts(terms)).toEqual(expected);
  });

  it('leaves its inputs unchanged', () => {
    const first = term(2, 'A');
    sumTermCounts([first, term(5, 'A')]);
    expect(first.personal?.Yes).toBe(2);
  });
});

describe('storedTermCounts', () => {
  it('keeps only evaluated categories with whole counts', () => {
    const stored = {
      personal: { ...none, Yes: 4 },
      social: { ...none, NE: 2 },
      academic: { Yes: 1 },
      recreational: { A: 1, B: 0, C: 0, D: 0, E: 0 },
    };
    const evaluated = { personal: true, social: false, academic: true, recreational: true };
    expect(storedTermCounts(stored, evaluated)).toEqual({
      ...NO_COUNTS,
      personal: { ...none, Yes: 4 },
      recreational: { A: 1, B: 0, C: 0, D: 0, E: 0 },
    });
    expect(storedTermCounts(null, evaluated)).toEqual(NO_COUNTS);
  });
});

describe('counts as text', () => {
  it('uses the short labels in the order of the scale', () => {
    expect(answerCountsText({ Yes: 6, NA: 1, NE: 2, 'C-P1': 1, 'C-P2': 0 })).toBe(
      '+ 6, VP 1, PP 0, NE 2, NA 1',
    );
    expect(recreationalCountsText({ A: 1, B: 3, C: 0, D: 0, E: 1 })).toBe(
      'A 1, B 3, C 0, D 0, E 1',
    );
  });

  it('answers null for a category without counts', () => {
    const counts = { ...NO_COUNTS, social: { ...none, Yes: 1 } };
    expect(categoryCountsText(counts, 'social')).toBe('+ 1, VP 0, PP 0, NE 0, NA 0');
    expect(categoryCountsText(counts, 'personal')).toBeNull();
    expect(categoryCountsText(counts, 'recreational')).toBeNull();
  });
});
