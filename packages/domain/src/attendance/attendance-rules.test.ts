import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES, saveRegisterSchema } from './attendance.js';
import {
  attendancePercent,
  attendanceRateWindow,
  monthDays,
  monthlyGrid,
  registerDateProblem,
  termAttendance,
} from './attendance-rules.js';

describe('registerDateProblem', () => {
  it.each([
    ['2026-11-27', '2026-11-27', null, null],
    ['2026-11-01', '2026-11-27', null, null],
    ['2026-11-28', '2026-11-27', null, ATTENDANCE_MESSAGES.futureDate],
    ['2027-01-01', '2026-11-27', { name: 'New Year' }, ATTENDANCE_MESSAGES.futureDate],
    [
      '2026-11-14',
      '2026-11-27',
      { name: "Children's Day" },
      ATTENDANCE_MESSAGES.holiday("Children's Day"),
    ],
  ])('%s on %s (holiday %j) → %s', (date, today, holiday, expected) => {
    expect(registerDateProblem(date, today, holiday)).toBe(expected);
  });
  it('names the holiday in its message', () => {
    expect(ATTENDANCE_MESSAGES.holiday('Diwali')).toBe(
      'That day is a holiday (Diwali): no register is kept.',
    );
  });
});

describe('attendancePercent', () => {
  it.each([
    [0, 0, null],
    [1, 0, 100],
    [0, 3, 0],
    [2, 1, 67],
    [1, 2, 33],
    [17, 3, 85],
    [1, 7, 13],
  ])('%i present, %i absent → %s', (present, absent, expected) => {
    expect(attendancePercent(present, absent)).toBe(expected);
  });
});

describe('termAttendance', () => {
  const mark = (term: string, present: boolean, year = '1') => ({
    section: 'preprimary',
    year,
    term,
    present,
  });
  it.each([
    ['no marks', [], []],
    [
      'one term',
      [mark('I', true), mark('I', true), mark('I', false)],
      [{ section: 'preprimary', year: '1', term: 'I', present: 2, absent: 1, percent: 67 }],
    ],
    [
      'two terms and two years, in the order met',
      [mark('III', false), mark('Entry', true, '2'), mark('III', true)],
      [
        { section: 'preprimary', year: '1', term: 'III', present: 1, absent: 1, percent: 50 },
        { section: 'preprimary', year: '2', term: 'Entry', present: 1, absent: 0, percent: 100 },
      ],
    ],
  ])('%s', (_name, marks, expected) => {
    expect(termAttendance(marks)).toEqual(expected);
  });
});

describe('monthDays', () => {
  it.each([
    ['2026-11', 30, '2026-11-30'],
    ['2026-02', 28, '2026-02-28'],
    ['2028-02', 29, '2028-02-29'],
    ['2026-12', 31, '2026-12-31'],
  ])('%s has %i days ending %s', (month, count, last) => {
    const days = monthDays(month);
    expect(days).toHaveLength(count);
    expect(days[0]).toBe(`${month}-01`);
    expect(days.at(-1)).toBe(last);
  });
});

describe('monthlyGrid', () => {
  const students = [
    { regNo: 'A1', name: 'Asha' },
    { regNo: 'B2', name: 'Bala' },
  ];
  const marks = [
    { regNo: 'A1', date: '2026-02-02', present: true },
    { regNo: 'b2', date: '2026-02-02', present: false },
    { regNo: 'A1', date: '2026-02-03', present: false },
    { regNo: 'B2', date: '2026-02-03', present: true },
  ];
  const grid = monthlyGrid('preprimary_1', '2026-02', students, marks, [
    { date: '2026-02-04', name: 'Holiday' },
  ]);
  it('puts P, A, H and blanks per student and day', () => {
    expect(grid.days).toHaveLength(28);
    expect(grid.rows[0]!.cells.slice(0, 5)).toEqual(['', 'P', 'A', 'H', '']);
    expect(grid.rows[1]!.cells.slice(0, 5)).toEqual(['', 'A', 'P', 'H', '']);
  });
  it('totals each student and each day with a register', () => {
    expect(grid.rows.map((r) => [r.present, r.absent])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(grid.dayTotals.slice(0, 5)).toEqual([null, 1, 1, null, null]);
  });
});

describe('saveRegisterSchema', () => {
  it.each([
    [{ absent: [], version: 0 }, true],
    [{ absent: [{ regNo: 'A1', reason: 'ill' }], version: 3 }, true],
    [{ absent: [{ regNo: 'A1', reason: 'holiday' }], version: 0 }, false],
    [{ absent: [{ regNo: 'A1' }] }, false],
    [{ absent: [], version: -1 }, false],
    [{ absent: [], version: 0, extra: 1 }, false],
  ])('%j → valid %s', (body, ok) => {
    expect(saveRegisterSchema.safeParse(body).success).toBe(ok);
  });
  it('words a wrong reason exactly', () => {
    const r = saveRegisterSchema.safeParse({ absent: [{ regNo: 'A', reason: 'x' }], version: 0 });
    expect(r.error?.issues[0]?.message).toBe(ATTENDANCE_MESSAGES.reason);
  });
});

describe('attendanceRateWindow', () => {
  it.each([
    ['2026-11-27', '2026-10-29'],
    ['2026-03-01', '2026-01-31'],
    ['2024-03-01', '2024-02-01'],
  ])('the 30 days up to %s start on %s', (today, from) => {
    expect(attendanceRateWindow(today)).toEqual({ from, to: today });
  });
});
