import { describe, expect, it } from 'vitest';
import { classTerm, classTermLabel, type ClassTermCounts } from './overview.js';

const counts = (Entry: number, I: number, II: number, III: number): ClassTermCounts => ({
  Entry,
  I,
  II,
  III,
});

describe('classTerm', () => {
  it.each([
    ['no students', counts(0, 0, 0, 0), null, null, null, null],
    ['all in one term', counts(0, 4, 0, 0), 'I', 'I', 'I', 'Term I'],
    ['most in II', counts(1, 2, 5, 0), 'II', 'Entry', 'II', 'Mostly Term II (Entry to II)'],
    [
      'a tie goes to the earlier term',
      counts(0, 3, 0, 3),
      'I',
      'I',
      'III',
      'Mostly Term I (I to III)',
    ],
    ['one straggler', counts(1, 0, 0, 9), 'III', 'Entry', 'III', 'Mostly Term III (Entry to III)'],
  ] as const)('%s', (_name, given, mostCommon, earliest, latest, label) => {
    const current = classTerm(given);
    expect(current).toEqual({ mostCommon, earliest, latest });
    expect(classTermLabel(current)).toBe(label);
  });
});
