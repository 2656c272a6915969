import { z } from 'zod';
import type { TeacherStudents } from './assessment-calls.js';
import { LIST_QUERY_MESSAGES } from '../student-records/student-list-view.js';
import { singleLineText } from '../shared/text.js';

/*
 * The teacher home's view (issue 15 part 9): a search by name or registration number over the
 * teacher's students, and pages once a class list is long. The search is kept in the URL like
 * the admin's lists.
 */

export const teacherHomeQuerySchema = z.object({
  q: z.string().max(100, LIST_QUERY_MESSAGES.filter).check(singleLineText('q')).optional(),
});
export type TeacherHomeQuery = z.infer<typeof teacherHomeQuerySchema>;

type Group = TeacherStudents['data'][number];
export type TeacherHomeStudent = Group['students'][number];
export type TeacherHomeRow = { classId: string; className: string; student: TeacherHomeStudent };

/** Lower case with runs of spaces as one, so "  asha   rao" finds "Asha Rao". */
const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** The students the search selects, class by class as the server lists them. */
export function teacherHomeRows(
  groups: readonly Group[],
  query: Partial<TeacherHomeQuery>,
): TeacherHomeRow[] {
  const needle = fold(query.q ?? '');
  return groups.flatMap((group) =>
    group.students
      .filter((s) => !needle || fold(s.name).includes(needle) || fold(s.regNo).includes(needle))
      .map((student) => ({ classId: group.classId, className: group.className, student })),
  );
}

/** Rows (one page of them) back into their classes, in the order they come. */
export function groupTeacherHomeRows(rows: readonly TeacherHomeRow[]): Group[] {
  const groups: Group[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.classId !== row.classId) {
      group = { classId: row.classId, className: row.className, students: [] };
      groups.push(group);
    }
    group.students.push(row.student);
  }
  return groups;
}
