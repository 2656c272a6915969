import { describe, expect, it } from 'vitest';
import { progressRecord, questions, termReport, yearReport } from '../testing/records';
import { lastTermOf } from './last-term';

const answered = (answer: string) => ({ report: { academicQA: questions('academic', 2, answer) } });

describe('last term', () => {
  const record = progressRecord({
    section: [
      {
        sec: 'preprimary',
        yearReport: [
          yearReport('1', [termReport('Entry', answered('NE')), termReport('I', answered('Yes'))]),
          yearReport('2', [termReport('Entry', answered('NA'))]),
        ],
      },
    ],
  });
  const where = { section: 'preprimary', category: 'academic' } as const;

  it.each([
    ['1', 'I', 'Term Entry', 'NE'],
    ['2', 'Entry', 'Preprimary Year 1, Term I', 'Yes'],
    ['2', 'I', 'Term Entry', 'NA'],
  ] as const)('before year %s term %s: %s', (year, term, label, answer) => {
    const last = lastTermOf(record.section, { ...where, year, term });
    expect(last?.label).toBe(label);
    expect(last?.items.map((i) => i.answer)).toEqual([answer, answer]);
  });

  it('none before the first term', () => {
    expect(lastTermOf(record.section, { ...where, year: '1', term: 'Entry' })).toBeNull();
  });
});
