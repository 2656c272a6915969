import { describe, expect, it } from 'vitest';
import {
  CLASS_CODES,
  classCode,
  classDisplayName,
  isClassCode,
  nextSection,
  parseClassCode,
  SECTIONS,
} from './classes.js';

describe('class codes', () => {
  it('has the nine codes, section by section', () => {
    expect(CLASS_CODES).toHaveLength(9);
    expect(SECTIONS.flatMap((s) => ['1', '2', '3'].map((y) => `${s}_${y}`))).toEqual([
      ...CLASS_CODES,
    ]);
  });

  it.each([
    ['preprimary_1', 'Preprimary-1'],
    ['preprimary_2', 'Preprimary-2'],
    ['preprimary_3', 'Preprimary-3'],
    ['primary1_1', 'Primary-I-1'],
    ['primary1_2', 'Primary-I-2'],
    ['primary1_3', 'Primary-I-3'],
    ['primary2_1', 'Primary-II-1'],
    ['primary2_2', 'Primary-II-2'],
    ['primary2_3', 'Primary-II-3'],
    ['preprimary', 'Preprimary'],
    ['primary1', 'Primary-I'],
    ['primary2', 'Primary-II'],
    ['unknown_9', 'unknown_9'],
  ])('%s displays as %s', (code, name) => {
    expect(classDisplayName(code)).toBe(name);
  });

  it.each([
    ['primary1_2', true],
    ['primary1_4', false],
    ['Primary1_2', false],
    [' primary1_2', false],
    ['', false],
    [3, false],
  ])('isClassCode(%j) is %s', (value, expected) => {
    expect(isClassCode(value)).toBe(expected);
  });

  it('builds and parses codes', () => {
    expect(classCode('primary2', '3')).toBe('primary2_3');
    expect(parseClassCode('preprimary_2')).toEqual({ section: 'preprimary', year: '2' });
  });

  it.each([
    ['preprimary', 'primary1'],
    ['primary1', 'primary2'],
    ['primary2', null],
  ] as const)('after %s comes %s', (section, next) => {
    expect(nextSection(section)).toBe(next);
  });
});
