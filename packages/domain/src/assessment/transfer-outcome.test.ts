import { describe, expect, it } from 'vitest';
import { transferOutcomeText } from './transfer-outcome.js';

describe('transferOutcomeText', () => {
  it.each([
    [
      { section: 'preprimary', year: '1' },
      { outcome: 'pass', currSection: 'primary1', currYear: '1' },
      'Passed',
      'Primary-I-1',
      'The year percent reached 60%: the student moves up from Preprimary, Year 1 to Primary-I-1.',
    ],
    [
      { section: 'primary2', year: '2' },
      { outcome: 'repeat', currSection: 'primary2', currYear: '3' },
      'Repeats',
      'Primary-II-3',
      'The year percent is below 60%: the student stays in the section for another year, in Primary-II-3.',
    ],
    [
      { section: 'primary1', year: '3' },
      { outcome: 'promoted', currSection: 'primary2', currYear: '1' },
      'Promoted',
      'Primary-II-1',
      "The year percent is below 60%, but after the section's third year the student moves on from Primary-I, Year 3 to Primary-II-1.",
    ],
    [
      { section: 'primary2', year: '1' },
      { outcome: 'completed', currSection: null, currYear: null },
      'Completed',
      null,
      'The student has completed the programme after Primary-II, Year 1.',
    ],
  ] as const)('%o %o: %s', (from, result, title, newClass, sentence) => {
    expect(transferOutcomeText(from, result)).toEqual({ title, newClass, sentence });
  });

  it('names no class when the answer carries none (an older server)', () => {
    expect(
      transferOutcomeText(
        { section: 'preprimary', year: '1' },
        { outcome: 'pass', currSection: null, currYear: null },
      ).newClass,
    ).toBeNull();
  });
});
