import { classCode, classDisplayName, isSection, isYear } from '../shared/classes.js';
import type { Section, Year } from '../shared/classes.js';
import { PASS_MARK, type TransferOutcome } from './scoring.js';

/** What the teacher reads after 'Submit & Transfer' (issue 15 part 6). */
export interface TransferOutcomeText {
  /** One word for the outcome: Passed, Repeats, Promoted, Completed. */
  title: string;
  /** The sentence saying what happens to the student. */
  sentence: string;
  /** The student's new class ("Primary-I-1"), or null when the programme is completed. */
  newClass: string | null;
}

/**
 * The outcome of a year-end transfer in plain words, from the transfer's answer (`outcome`,
 * `currSection`, `currYear`) and the year that was submitted.
 */
export function transferOutcomeText(
  from: { section: Section; year: Year },
  result: { outcome: TransferOutcome; currSection: string | null; currYear: string | null },
  /** A group's or class's name: the institute's table's where the caller has it. */
  name: (code: string) => string = (code) => classDisplayName(code),
): TransferOutcomeText {
  const place = `${name(from.section)}, Year ${from.year}`;
  const to =
    isSection(result.currSection) && isYear(result.currYear)
      ? name(classCode(result.currSection, result.currYear))
      : null;
  switch (result.outcome) {
    case 'pass':
      return {
        title: 'Passed',
        sentence: `The year percent reached ${PASS_MARK}%: the student moves up from ${place} to ${to ?? 'the next section'}.`,
        newClass: to,
      };
    case 'repeat':
      return {
        title: 'Repeats',
        sentence: `The year percent is below ${PASS_MARK}%: the student stays in the section for another year, in ${to ?? 'the same section'}.`,
        newClass: to,
      };
    case 'promoted':
      return {
        title: 'Promoted',
        sentence: `The year percent is below ${PASS_MARK}%, but after the section's third year the student moves on from ${place} to ${to ?? 'the next section'}.`,
        newClass: to,
      };
    case 'review':
      return {
        title: 'Reviewed',
        sentence: `The year in ${place} has been reviewed: the student stays in the group, in ${to ?? 'the next year'}.`,
        newClass: to,
      };
    case 'completed':
      return {
        title: 'Completed',
        sentence: `The student has completed the programme after ${place}.`,
        newClass: null,
      };
  }
}
