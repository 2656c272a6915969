import { ATTENDANCE_MESSAGES, type Holiday, type MonthlyRegister } from './attendance';

/**
 * The register's pure rules (issue 31 part 1): which days may hold a register, the percentage
 * per student and term, and the monthly grid that the print and the .xlsx both show.
 */

/** The message refusing a register on `date` (today in the institute's zone), or null. */
export function registerDateProblem(
  date: string,
  today: string,
  holiday: Pick<Holiday, 'name'> | null | undefined,
): string | null {
  if (date > today) return ATTENDANCE_MESSAGES.futureDate;
  if (holiday) return ATTENDANCE_MESSAGES.holiday(holiday.name);
  return null;
}

/** Whole percent of the days present among the days marked; null when none was marked. */
export function attendancePercent(present: number, absent: number): number | null {
  const marked = present + absent;
  if (marked <= 0) return null;
  return Math.round((present / marked) * 100);
}

/**
 * The window of the overviews' attendance rates (the network's per institute, the institute's per
 * class): the last 30 days, today (in the institute's zone) included. A rolling window rather than
 * the calendar month, so the figure does not fall back to "no marks" on the 1st.
 */
export const ATTENDANCE_RATE_DAYS = 30;

export function attendanceRateWindow(today: string): { from: string; to: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(y, m - 1, d - (ATTENDANCE_RATE_DAYS - 1)));
  return { from: from.toISOString().slice(0, 10), to: today };
}

export type MarkRow = { section: string; year: string; term: string; present: boolean };
export type TermTotals = {
  section: string;
  year: string;
  term: string;
  present: number;
  absent: number;
  percent: number | null;
};

/** Per (section, year, term) in the order first met: the days present, absent and the percent. */
export function termAttendance(marks: readonly MarkRow[]): TermTotals[] {
  const byTerm = new Map<string, TermTotals>();
  for (const m of marks) {
    const key = `${m.section}|${m.year}|${m.term}`;
    const at = byTerm.get(key) ?? {
      section: m.section,
      year: m.year,
      term: m.term,
      present: 0,
      absent: 0,
      percent: null,
    };
    if (m.present) at.present += 1;
    else at.absent += 1;
    byTerm.set(key, at);
  }
  return [...byTerm.values()].map((t) => ({
    ...t,
    percent: attendancePercent(t.present, t.absent),
  }));
}

/** Every date of a `YYYY-MM` month, in order. */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

export type GridStudent = { regNo: string; name: string };
export type GridMark = { regNo: string; date: string; present: boolean };

/**
 * The monthly register: one row per student (as given), a cell per day (P, A, H for a holiday,
 * '' with no register), each row's totals, and how many were present each day.
 */
export function monthlyGrid(
  classId: string,
  month: string,
  students: readonly GridStudent[],
  marks: readonly GridMark[],
  holidays: readonly Holiday[],
): MonthlyRegister {
  const days = monthDays(month);
  const holidayDates = new Set(holidays.map((h) => h.date));
  const marked = new Map(marks.map((m) => [`${m.regNo.toLowerCase()}|${m.date}`, m.present]));
  const registerDays = new Set(marks.map((m) => m.date));
  const rows = students.map((s) => {
    const cells = days.map((d): 'P' | 'A' | 'H' | '' => {
      const mark = marked.get(`${s.regNo.toLowerCase()}|${d}`);
      if (mark !== undefined) return mark ? 'P' : 'A';
      return holidayDates.has(d) ? 'H' : '';
    });
    const present = cells.filter((c) => c === 'P').length;
    const absent = cells.filter((c) => c === 'A').length;
    return { regNo: s.regNo, name: s.name, cells, present, absent };
  });
  const dayTotals = days.map((d, i) =>
    registerDays.has(d) ? rows.filter((r) => r.cells[i] === 'P').length : null,
  );
  return { classId, month, days, holidays: [...holidays], rows, dayTotals };
}
