import type { StudentListItem } from '@pragati/domain';

/** The five searchable columns of the student lists, in order (spec: Student lists). */
export const FILTER_COLUMNS = ['regNo', 'name', 'currYear', 'currTerm', 'classId'] as const;
export type FilterColumn = (typeof FILTER_COLUMNS)[number];
export type Filters = Partial<Record<FilterColumn, string>>;

/** Case-insensitive "contains" on every column with a filter; filters combine. */
export function filterStudents(
  rows: readonly StudentListItem[],
  filters: Filters,
): StudentListItem[] {
  const active = FILTER_COLUMNS.flatMap((column) => {
    const needle = filters[column]?.trim().toLocaleLowerCase();
    return needle ? [[column, needle] as const] : [];
  });
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every(([column, needle]) => row[column].toLocaleLowerCase().includes(needle)),
  );
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Registration numbers are often numbered (PR/2024/9, PR/2024/10): natural order reads best. */
export function sortStudents(rows: readonly StudentListItem[]): StudentListItem[] {
  return [...rows].sort((a, b) => collator.compare(a.regNo, b.regNo));
}

export const PAGE_SIZE = 50;

/** The rows of one page (1-based), and the page actually shown once clamped to what exists. */
export function pageOf<T>(rows: readonly T[], page: number, size = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), page: current, pages, start };
}
