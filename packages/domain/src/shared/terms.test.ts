import { describe, expect, it } from 'vitest';
import { isTerm, nextTerm, termLabel, TERMS } from './terms.js';

describe('terms', () => {
  it('are Entry, I, II, III in order', () => {
    expect(TERMS).toEqual(['Entry', 'I', 'II', 'III']);
  });

  it.each([
    ['Entry', 'I'],
    ['I', 'II'],
    ['II', 'III'],
    ['III', null],
  ] as const)('after %s comes %s', (term, next) => {
    expect(nextTerm(term)).toBe(next);
  });

  it.each([
    ['Entry', 'Term Entry'],
    ['III', 'Term III'],
  ] as const)('%s is labelled %s', (term, label) => {
    expect(termLabel(term)).toBe(label);
  });

  it.each([
    ['I', true],
    ['IV', false],
    ['entry', false],
    [1, false],
  ])('isTerm(%j) is %s', (value, expected) => {
    expect(isTerm(value)).toBe(expected);
  });
});
