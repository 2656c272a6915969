import { describe, expect, it } from 'vitest';
import { displayDate, instituteDate, isIsoDate, previousDay } from './calendar.js';

describe('institute calendar', () => {
  it.each([
    ['2026-11-20T18:29:59Z', '2026-11-20'],
    ['2026-11-20T18:30:00Z', '2026-11-21'], // midnight in Kolkata (UTC+5:30)
    ['2026-12-31T20:00:00Z', '2027-01-01'],
  ])('%s is %s in Kolkata', (instant, date) => {
    expect(instituteDate(new Date(instant))).toBe(date);
  });

  it.each([
    ['2026-03-01', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2026-01-01', '2025-12-31'],
  ])('the day before %s is %s', (date, before) => {
    expect(previousDay(date)).toBe(before);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-13-01', false],
    ['2023-1-01', false],
    ['01-01-2023', false],
    ['', false],
  ])('isIsoDate(%j) is %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });

  it('shows dates as 10 characters', () => {
    expect(displayDate('2020-05-06T00:00:00.000Z')).toBe('2020-05-06');
    expect(displayDate(null)).toBe('');
  });
});
