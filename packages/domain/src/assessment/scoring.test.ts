import { describe, expect, it } from 'vitest';
import {
  categoryPercent,
  countAnswers,
  isTermComplete,
  isYearComplete,
  recreationalMode,
  round2,
  transferResult,
  yearFigures,
  type EvaluatedFlags,
  type TermFigures,
} from './scoring.js';

const all = (v: boolean): EvaluatedFlags => ({
  personal: v,
  social: v,
  academic: v,
  occupational: v,
  recreational: v,
});

describe('category percent', () => {
  it.each([
    [[], 0],
    [['NA', 'NA'], 0],
    [['Yes'], 100],
    [['Yes', 'NA'], 100],
    [['Yes', 'NE'], 50],
    [['Yes', 'C-P1', 'C-P2'], 33.33],
    [['Yes', 'Yes', 'C-P1'], 66.67],
    [['NE', 'C-P1', 'C-P2', 'NA'], 0],
    [['Yes', 'Yes', 'Yes', 'Yes', 'Yes', 'Yes', 'NE'], 85.71],
    [['Yes', null, undefined, 'garbage'], 100],
  ])('%j → %d', (answers, percent) => {
    expect(categoryPercent(answers)).toBe(percent);
  });

  it('counts each answer', () => {
    expect(countAnswers(['Yes', 'Yes', 'NA', 'NE', 'C-P1', 'C-P2', 'C-P2'])).toEqual({
      Yes: 2,
      NA: 1,
      NE: 1,
      'C-P1': 1,
      'C-P2': 2,
    });
  });

  it.each([
    [1.005, 1.01],
    [33.333333, 33.33],
    [66.665, 66.67],
    [0, 0],
  ])('round2(%d) = %d', (value, rounded) => {
    expect(round2(value)).toBe(rounded);
  });
});

describe('recreational mode', () => {
  it.each([
    [[], null],
    [['C'], 'C'],
    [['B', 'C', 'C'], 'C'],
    [['D', 'B', 'D', 'B'], 'B'],
    [['E', 'A'], 'A'],
    [['A', 'B', 'B', 'A', 'E', 'E'], 'A'],
    [[null, 'NA'], null],
  ])('%j → %s', (answers, mode) => {
    expect(recreationalMode(answers)).toBe(mode);
  });
});

const term = (
  p: number,
  s: number,
  a: number,
  o: number,
  mode: TermFigures['mode'],
): TermFigures => ({
  personalPercent: p,
  socialPercent: s,
  academicPercent: a,
  occupationalPercent: o,
  mode,
});

describe('year figures', () => {
  it('means per category, mode of modes, year percent of the four means', () => {
    expect(
      yearFigures([
        term(50, 60, 70, 80, 'B'),
        term(60, 60, 70, 80, 'C'),
        term(70, 60, 70, 80, 'B'),
        term(80, 60, 70, 81, 'A'),
      ]),
    ).toEqual({
      personalPercent: 65,
      socialPercent: 60,
      academicPercent: 70,
      occupationalPercent: 80.25,
      mode: 'B',
      yearPercent: 68.81,
    });
  });

  it('a tie of term modes goes to the earlier letter', () => {
    expect(
      yearFigures([
        term(0, 0, 0, 0, 'D'),
        term(0, 0, 0, 0, 'C'),
        term(0, 0, 0, 0, 'D'),
        term(0, 0, 0, 0, 'C'),
      ]).mode,
    ).toBe('C');
  });

  it('rounds each mean to 2 decimals', () => {
    const figures = yearFigures([
      term(33.33, 0, 0, 0, null),
      term(33.33, 0, 0, 0, null),
      term(33.34, 0, 0, 0, null),
      term(0, 0, 0, 0, null),
    ]);
    expect(figures.personalPercent).toBe(25);
    expect(figures.mode).toBeNull();
    expect(figures.yearPercent).toBe(6.25);
  });

  it('an empty year is all zero', () => {
    expect(yearFigures([])).toEqual({
      personalPercent: 0,
      socialPercent: 0,
      academicPercent: 0,
      occupationalPercent: 0,
      mode: null,
      yearPercent: 0,
    });
  });
});

describe('term and year completeness', () => {
  it.each([
    [all(true), true],
    [all(false), false],
    [{ ...all(true), recreational: false }, false],
  ])('isTermComplete(%j) is %s', (flags, complete) => {
    expect(isTermComplete(flags)).toBe(complete);
  });

  const terms = (n: number, lastDone: boolean) =>
    (['Entry', 'I', 'II', 'III'] as const)
      .slice(0, n)
      .map((t, i) => ({ term: t, evaluated: all(i < n - 1 || lastDone) }));

  it.each([
    [4, true, true],
    [4, false, false],
    [3, true, false],
    [0, true, false],
  ])('%i terms, last evaluated %s → year complete %s', (n, lastDone, complete) => {
    expect(isYearComplete(terms(n, lastDone))).toBe(complete);
  });
});

describe('transfer table (decisions §5)', () => {
  it.each([
    ['preprimary', '1', 60, { outcome: 'pass', section: 'primary1', year: '1' }],
    ['preprimary', '2', 99.5, { outcome: 'pass', section: 'primary1', year: '1' }],
    ['primary1', '3', 75, { outcome: 'pass', section: 'primary2', year: '1' }],
    ['primary2', '1', 60, { outcome: 'completed', section: null, year: null }],
    ['preprimary', '1', 59.99, { outcome: 'repeat', section: 'preprimary', year: '2' }],
    ['primary1', '2', 0, { outcome: 'repeat', section: 'primary1', year: '3' }],
    ['primary2', '2', 10, { outcome: 'repeat', section: 'primary2', year: '3' }],
    ['preprimary', '3', 59, { outcome: 'promoted', section: 'primary1', year: '1' }],
    ['primary1', '3', 20, { outcome: 'promoted', section: 'primary2', year: '1' }],
    ['primary2', '3', 20, { outcome: 'completed', section: null, year: null }],
  ] as const)('%s year %s at %d%% → %j', (section, year, percent, result) => {
    expect(transferResult(section, year, percent)).toEqual(result);
  });
});
