import { z } from 'zod';
import { classDisplayName, FACP_CLASS_CODES } from '../shared/classes.js';
import {
  STUDENT_STATUS_LABELS,
  STUDENT_STATUSES,
  type StudentListItem,
  type StudentStatus,
} from './students.js';
import { TERMS } from '../shared/terms.js';
import { singleLineText } from '../shared/text.js';

/*
 * The student lists' view (issue 14 part 2): which rows, in which order, and what each cell
 * reads. One function for the screen and the server's export, so a downloaded sheet holds exactly
 * the rows the screen shows, in the same order.
 */

/** Columns in order, with the headings the screens and the export show. */
export const STUDENT_LIST_COLUMNS = [
  { key: 'regNo', label: 'Registration No.' },
  { key: 'name', label: 'Name' },
  { key: 'class', label: 'Class' },
  { key: 'year', label: 'Year' },
  { key: 'term', label: 'Term' },
  { key: 'status', label: 'Status' },
  { key: 'teacher', label: 'Allocated Teacher' },
] as const;
export type StudentListColumn = (typeof STUDENT_LIST_COLUMNS)[number]['key'];
export const STUDENT_LIST_COLUMN_KEYS = STUDENT_LIST_COLUMNS.map((c) => c.key) as [
  StudentListColumn,
  ...StudentListColumn[],
];
export const studentListColumnLabel = (key: StudentListColumn) =>
  STUDENT_LIST_COLUMNS.find((c) => c.key === key)!.label;
/** The columns' headings by key, for the catalog (issue 16: the screens show them translated). */
export const STUDENT_LIST_COLUMN_LABELS = Object.fromEntries(
  STUDENT_LIST_COLUMNS.map((c) => [c.key, c.label]),
) as Record<StudentListColumn, string>;

/** The five text-filtered columns (spec: a search icon on each of the five data columns). */
export const STUDENT_TEXT_FILTERS = ['regNo', 'name', 'class', 'year', 'term'] as const;
export type StudentTextFilter = (typeof STUDENT_TEXT_FILTERS)[number];

export const STUDENT_STATUS_FILTERS = ['active', 'completed', 'left', 'all'] as const;
export type StudentStatusFilter = (typeof STUDENT_STATUS_FILTERS)[number];
export const STUDENT_STATUS_FILTER_LABELS: Record<StudentStatusFilter, string> = {
  ...STUDENT_STATUS_LABELS,
  all: 'All',
};

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export const LIST_QUERY_MESSAGES = {
  status: `Status must be one of: ${STUDENT_STATUS_FILTERS.join(', ')}.`,
  sort: (keys: readonly string[]) => `Sort must be one of: ${keys.join(', ')}.`,
  dir: 'Direction must be asc or desc.',
  filter: 'A filter is at most 100 characters.',
} as const;

const filterText = (name: string) =>
  z.string().max(100, LIST_QUERY_MESSAGES.filter).check(singleLineText(name)).optional();

/**
 * What chooses the rows and their order: the screen's URL search params and the export's query
 * string. Paging is the screen's alone (an export holds every matching row).
 */
export const studentListQuerySchema = z.object({
  status: z.enum(STUDENT_STATUS_FILTERS, { error: LIST_QUERY_MESSAGES.status }).default('active'),
  regNo: filterText('regNo'),
  name: filterText('name'),
  class: filterText('class'),
  year: filterText('year'),
  term: filterText('term'),
  sort: z
    .enum(STUDENT_LIST_COLUMN_KEYS, {
      error: LIST_QUERY_MESSAGES.sort(STUDENT_LIST_COLUMN_KEYS),
    })
    .default('regNo'),
  dir: z.enum(SORT_DIRECTIONS, { error: LIST_QUERY_MESSAGES.dir }).default('asc'),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

/**
 * GET /{admin,principal}/viewstudents?status=: which students the list call answers. Without it,
 * the active ones (decisions §7: lists show active students by default), which is what the
 * original front end, reading no status, must show: a withdrawn student leaves its list. Our
 * screens ask for `all` and filter themselves.
 */
export const studentListCallQuerySchema = studentListQuerySchema.pick({ status: true });
export type StudentListCallQuery = z.infer<typeof studentListCallQuerySchema>;

/** The cells of one row as they read, plus the row itself. */
export type StudentListRow = {
  item: StudentListItem;
  status: StudentStatus;
  cells: Record<StudentListColumn, string>;
};

/**
 * A completed or left student reads as such in the class, year, term and teacher columns
 * (decisions §7), never as if still in their last class.
 */
export function studentListRow(
  item: StudentListItem,
  teacherOf: (classId: string) => string | undefined = () => undefined,
  className: (classId: string) => string = (id) => classDisplayName(id),
): StudentListRow {
  const status: StudentStatus = item.status;
  const label = STUDENT_STATUS_LABELS[status];
  const current = status === 'active';
  return {
    item,
    status,
    cells: {
      regNo: item.regNo,
      name: item.name,
      class: current ? className(item.classId) : label,
      year: current ? item.currYear : label,
      term: current ? item.currTerm : label,
      status: label,
      teacher: current ? (teacherOf(item.classId) ?? '') : label,
    },
  };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const rank = (list: readonly string[], value: string) => {
  const index = list.indexOf(value);
  return index < 0 ? list.length : index;
};
/**
 * Classes, terms and statuses in their own order (Preprimary-1 before Primary-I-1, Entry before I);
 * classes in the FACP's group order, which is the table's (the admin does not reorder groups).
 */
const CLASS_ORDER: readonly string[] = FACP_CLASS_CODES;
const STATUS_ORDER: readonly string[] = STUDENT_STATUSES;
function compareBy(column: StudentListColumn, a: StudentListRow, b: StudentListRow): number {
  const statusFirst = rank(STATUS_ORDER, a.status) - rank(STATUS_ORDER, b.status);
  switch (column) {
    case 'class':
      return statusFirst || rank(CLASS_ORDER, a.item.classId) - rank(CLASS_ORDER, b.item.classId);
    case 'term':
      return statusFirst || rank(TERMS, a.item.currTerm) - rank(TERMS, b.item.currTerm);
    case 'year':
      return statusFirst || collator.compare(a.item.currYear, b.item.currYear);
    case 'status':
      return statusFirst;
    default:
      return collator.compare(a.cells[column], b.cells[column]);
  }
}

/**
 * The rows a query selects, in its order: the status filter, then every text filter
 * (case-insensitive "contains" on what the cell reads; the class also on its code, as it was
 * typed before), then the sort, ties in registration number order.
 */
export function studentListView(
  items: readonly StudentListItem[],
  query: Omit<StudentListQuery, 'status' | 'sort' | 'dir'> &
    Partial<Pick<StudentListQuery, 'status' | 'sort' | 'dir'>>,
  teacherOf?: (classId: string) => string | undefined,
  className?: (classId: string) => string,
): StudentListRow[] {
  const status = query.status ?? 'active';
  const needles = STUDENT_TEXT_FILTERS.flatMap((column) => {
    const needle = query[column]?.trim().toLocaleLowerCase();
    return needle ? [[column, needle] as const] : [];
  });
  const rows = items
    .map((item) => studentListRow(item, teacherOf, className))
    .filter((row) => status === 'all' || row.status === status)
    .filter((row) =>
      needles.every(
        ([column, needle]) =>
          row.cells[column].toLocaleLowerCase().includes(needle) ||
          (column === 'class' && row.item.classId.toLocaleLowerCase().includes(needle)),
      ),
    );
  const sort = query.sort ?? 'regNo';
  const sign = query.dir === 'desc' ? -1 : 1;
  return rows.sort(
    (a, b) => sign * compareBy(sort, a, b) || collator.compare(a.item.regNo, b.item.regNo),
  );
}
