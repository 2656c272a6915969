import { yearFigures } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import { type Figures, historyYear, sampleHistory } from '../testing/history-records';
import { AVERAGE_COLOR, CHART_LABELS, figureRows, TERM_COLORS } from './chart-data';
import { figuresSummary } from './figures-table';
import { resolveSelection } from './use-history-selection';

describe('chart data', () => {
  it('has the spec categories in order', () => {
    expect(CHART_LABELS).toEqual(['Personal', 'Social', 'Academic', 'Occupational']);
  });

  it.each([1, 2, 3])('has no Average with %i term report(s)', (count) => {
    const year = historyYear(
      '1',
      Array.from({ length: count }, (): Figures => [50, 50, 50, 50, 'A']),
    );
    const rows = figureRows(year);
    expect(rows.map((r) => r.label)).toEqual(['Term Entry', 'Term I', 'Term II'].slice(0, count));
  });

  it('adds the Average with four term reports: the stored year figures once transferred', () => {
    const year = sampleHistory().section[0]!.yearReport[0]!;
    const rows = figureRows(year);
    expect(rows.map((r) => r.label)).toEqual([
      'Term Entry',
      'Term I',
      'Term II',
      'Term III',
      'Average',
    ]);
    expect(rows[4]).toEqual({
      label: 'Average',
      color: AVERAGE_COLOR,
      values: [87.5, 75, 55, 65],
      mode: 'B',
      // The year's counts: the four terms' answers together (decisions §4).
      counts: [
        '+ 36, VP 0, PP 0, NE 4, NA 4',
        '+ 30, VP 0, PP 0, NE 10, NA 4',
        '+ 22, VP 0, PP 0, NE 18, NA 4',
        '+ 26, VP 0, PP 0, NE 14, NA 4',
      ],
      modeCounts: 'A 3, B 6, C 3, D 0, E 4',
    });
  });

  it('gives each term row the counts of its evaluated checklists only', () => {
    const rows = figureRows(sampleHistory().section[1]!.yearReport[0]!);
    expect(rows[0]!.counts[0]).toBe('+ 9, VP 0, PP 0, NE 1, NA 1');
    expect(rows[0]!.modeCounts).toBe('A 3, B 0, C 0, D 0, E 1');
    expect(rows[1]!.counts).toEqual([null, null, null, null]);
    expect(rows[1]!.modeCounts).toBeNull();
  });

  it("before the transfer the Average is the domain's year figures of the terms", () => {
    const year = historyYear('2', [
      [100, 50, 0, 25, 'A'],
      [50, 50, 50, 50, 'B'],
      [0, 50, 100, 75, 'B'],
      [null, null, null, null, null],
    ]);
    const expected = yearFigures(year.termReport.map((t) => ({ ...t.percent, mode: null })));
    expect(figureRows(year).at(-1)?.values).toEqual([
      expected.personalPercent,
      expected.socialPercent,
      expected.academicPercent,
      expected.occupationalPercent,
    ]);
  });

  it('gives each term its own fixed colour, whatever the year', () => {
    const colours = Object.values(TERM_COLORS);
    expect(new Set([...colours, AVERAGE_COLOR]).size).toBe(5);
    const rows = figureRows(sampleHistory().section[1]!.yearReport[0]!);
    expect(rows.map((r) => r.color)).toEqual([TERM_COLORS.Entry, TERM_COLORS.I]);
  });

  it('summarises in one sentence', () => {
    const record = sampleHistory();
    expect(
      figuresSummary('Preprimary, Year 1', figureRows(record.section[0]!.yearReport[0]!)),
    ).toBe(
      'Preprimary, Year 1 has 4 term reports (Term Entry to Term III); the average is Personal 87.5%, Social 75%, Academic 55% and Occupational 65%.',
    );
    expect(figuresSummary('Primary-I, Year 1', figureRows(record.section[1]!.yearReport[0]!))).toBe(
      'Primary-I, Year 1 has 2 term reports (Term Entry to Term I); the latest figures, Term Entry, are Personal 90%, Social 85%, Academic 80% and Occupational 75%.',
    );
  });
});

describe('section and year selection', () => {
  const record = sampleHistory();

  it('is empty before the record arrives', () => {
    expect(resolveSelection(undefined, null, null)).toEqual({
      sections: [],
      section: null,
      years: [],
      year: null,
    });
  });

  it("selects the student's current section and year after load (decisions §11)", () => {
    const s = resolveSelection(record, null, null);
    expect(s.section?.sec).toBe('primary1');
    expect(s.year?.year).toBe('1');
    const earlier = resolveSelection(
      { ...record, currSection: 'preprimary', currYear: '1' },
      null,
      null,
    );
    expect(earlier.section?.sec).toBe('preprimary');
  });

  it('selects the last section and year when the record lacks the current one', () => {
    const s = resolveSelection({ ...record, currSection: 'primary2', currYear: '3' }, null, null);
    expect(s.section?.sec).toBe('primary1');
    expect(s.year?.year).toBe('1');
    const noYear = resolveSelection({ ...record, currYear: '3' }, null, null);
    expect(noYear.section?.sec).toBe('primary1');
    expect(noYear.year?.year).toBe('1');
  });

  it('keeps a valid choice', () => {
    const s = resolveSelection(record, 'primary1', '1');
    expect(s.section?.sec).toBe('primary1');
    expect(s.year).toBe(record.section[1]!.yearReport[0]);
  });

  it('falls back when a choice is not available: the current section, or its first year', () => {
    expect(resolveSelection(record, 'primary2', '1').section?.sec).toBe('primary1');
    const s = resolveSelection(record, 'primary1', '3');
    expect(s.section?.sec).toBe('primary1');
    expect(s.year?.year).toBe('1');
  });
});
