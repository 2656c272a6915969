import { z } from 'zod';
import { classDisplayName, FACP_CLASS_CODES } from '../shared/classes.js';
import { LIST_QUERY_MESSAGES, SORT_DIRECTIONS } from '../student-records/student-list-view.js';
import type { Teacher } from './teacher-calls.js';
import { singleLineText } from '../shared/text.js';

/*
 * The teacher list's view (issue 14 part 2): one search over every column, a sort, readable
 * class names. Shared by the screen and the server's export, like the student list's.
 */

/** Columns in order, headings as the spec's Teacher list. */
export const TEACHER_LIST_COLUMNS = [
  { key: 'teacherId', label: 'ID' },
  { key: 'teacherName', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'teacherMNo', label: 'Mobile' },
  { key: 'classId', label: 'Class ID' },
] as const;
export type TeacherListColumn = (typeof TEACHER_LIST_COLUMNS)[number]['key'];
const KEYS = TEACHER_LIST_COLUMNS.map((c) => c.key) as [TeacherListColumn, ...TeacherListColumn[]];

export const teacherListQuerySchema = z.object({
  q: z.string().max(100, LIST_QUERY_MESSAGES.filter).check(singleLineText('q')).optional(),
  sort: z.enum(KEYS, { error: LIST_QUERY_MESSAGES.sort(KEYS) }).default('teacherId'),
  dir: z.enum(SORT_DIRECTIONS, { error: LIST_QUERY_MESSAGES.dir }).default('asc'),
});
export type TeacherListQuery = z.infer<typeof teacherListQuerySchema>;

/** A class's name: the table's in the screen's language where the caller has it. */
export type ClassNamer = (classId: string) => string;

/** A teacher's classes as they read: "Preprimary-1, Primary-I-2", or "None". */
export function teacherClassesText(
  classIds: readonly string[],
  className: ClassNamer = (id) => classDisplayName(id),
): string {
  return classIds.length === 0 ? 'None' : classIds.map(className).join(', ');
}

export type TeacherListRow = { teacher: Teacher; cells: Record<TeacherListColumn, string> };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
// Classes in the FACP's group order, which is the table's (the admin does not reorder groups).
const CLASS_ORDER: readonly string[] = FACP_CLASS_CODES;
const firstClassRank = (teacher: Teacher) =>
  Math.min(
    CLASS_ORDER.length,
    ...teacher.classId.map((c) => {
      const index = CLASS_ORDER.indexOf(c);
      return index < 0 ? CLASS_ORDER.length : index;
    }),
  );

/** The teachers a query selects (search on what each cell reads, and on class codes), in order. */
export function teacherListView(
  teachers: readonly Teacher[],
  query: Partial<TeacherListQuery>,
  className?: ClassNamer,
): TeacherListRow[] {
  const needle = query.q?.trim().toLocaleLowerCase() ?? '';
  const rows = teachers
    .map((teacher) => ({
      teacher,
      cells: {
        teacherId: teacher.teacherId,
        teacherName: teacher.teacherName,
        email: teacher.email,
        teacherMNo: teacher.teacherMNo,
        classId: teacherClassesText(teacher.classId, className),
      },
    }))
    .filter(
      (row) =>
        !needle ||
        [...Object.values(row.cells), ...row.teacher.classId].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        ),
    );
  const sort = query.sort ?? 'teacherId';
  const sign = query.dir === 'desc' ? -1 : 1;
  const compare = (a: TeacherListRow, b: TeacherListRow) =>
    sort === 'classId'
      ? firstClassRank(a.teacher) - firstClassRank(b.teacher)
      : collator.compare(a.cells[sort], b.cells[sort]);
  return rows.sort(
    (a, b) => sign * compare(a, b) || collator.compare(a.teacher.teacherId, b.teacher.teacherId),
  );
}
