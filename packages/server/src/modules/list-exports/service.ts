import {
  classIdOf,
  CONSENT_MESSAGES,
  instituteDate,
  maskAadhaar,
  STUDENT_LIST_COLUMNS,
  STUDENT_TEXT_FILTERS,
  type StudentListQuery,
  studentListView,
  TEACHER_LIST_COLUMNS,
  TEACHER_NOT_ASSIGNED,
  type TeacherListQuery,
  teacherListView,
  type Locale,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../lib/audit.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { runSheetJob } from '../../lib/sheet-pool.js';
import { sheetWords } from '../../lib/sheet-words.js';
import { classNamer } from '../programme-structure/names.js';
import { viewTeachers } from '../teacher-accounts/service.js';
import { classTeacherNames, studentExportRows } from './repository.js';
import type { SheetColumn } from './sheets.js';

export type ExportFile = { filename: string; body: Buffer };

const today = () => instituteDate(new Date());

/** Widths of the list columns, then of the intake columns only the export has. */
const STUDENT_WIDTHS = [18, 28, 14, 11, 11, 11, 26];
const STUDENT_EXTRA = [
  { key: 'regDate', width: 16 },
  { key: 'dob', width: 14 },
  { key: 'sex', width: 9 },
  { key: 'mobile', width: 14 },
  { key: 'aadhaar', width: 20 },
] as const;

/**
 * GET /{admin,principal}/students/export (issue 14 part 2): the list the screen shows with the
 * same filters and order, every page, plus the intake's dates, sex, mobile and the Aadhaar
 * number masked (those four only for students whose guardian's consent is recorded). A read of the list: audited like it (decisions §9), with the filters' names but
 * never their text (a name typed in a filter is personal data).
 */
export async function exportStudents(
  db: Db,
  user: SessionUser,
  query: StudentListQuery,
  locale?: Locale,
): Promise<ExportFile> {
  const words = await sheetWords(locale);
  const [rows, teacherNames, className] = await Promise.all([
    studentExportRows(db),
    classTeacherNames(db),
    classNamer(db, locale),
  ]);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const items = rows.map((row) => ({
    _id: String(row.id),
    regNo: row.regNo,
    name: row.name,
    currYear: row.currYear,
    currTerm: row.currTerm,
    classId: classIdOf(row.currSection, row.currYear),
    status: row.status,
  }));
  const view = studentListView(
    items,
    query,
    (classId) => teacherNames.get(classId) ?? TEACHER_NOT_ASSIGNED,
    className,
  );
  const pending = words.msg(CONSENT_MESSAGES.pending);
  const cells = view.map(({ item, cells: c }) => {
    const row = byId.get(item._id)!;
    // Decisions §15: a student's details leave only with the guardian's consent, as on the
    // details screen; the marker says why the cells are empty.
    const personal = row.consented
      ? [row.dob, row.sex, row.mobileNo ?? '', maskAadhaar(row.aadhaarLast4)]
      : [pending, pending, pending, pending];
    return [
      // The status is a label (Active, Left…); every other cell is data.
      ...STUDENT_LIST_COLUMNS.map(({ key }) => (key === 'status' ? words.msg(c[key]) : c[key])),
      row.regDate,
      ...personal,
    ];
  });
  const columns: SheetColumn[] = [
    ...STUDENT_LIST_COLUMNS.map(({ key }, i) => ({
      header: words.students[key],
      width: STUDENT_WIDTHS[i]!,
    })),
    ...STUDENT_EXTRA.map(({ key, width }) => ({ header: words.students[key], width })),
  ];
  const body = await runSheetJob('listSheet', words.students.sheet, columns, cells);
  await auditRead(db, {
    actor: actorOf(user),
    action: 'students.export',
    target: 'all students',
    outcome: 'success',
    detail: {
      status: query.status,
      filters: STUDENT_TEXT_FILTERS.filter((key) => query[key]?.trim()),
      sort: query.sort,
      dir: query.dir,
      rows: cells.length,
    },
  });
  return { filename: `students-${query.status}-${today()}.xlsx`, body };
}

const TEACHER_WIDTHS = [16, 28, 32, 14, 40];

/** GET /{admin,principal}/teachers/export: the teacher list as the screen shows it, audited. */
export async function exportTeachers(
  db: Db,
  user: SessionUser,
  query: TeacherListQuery,
  locale?: Locale,
): Promise<ExportFile> {
  const words = await sheetWords(locale);
  const [{ data }, className] = await Promise.all([viewTeachers(db), classNamer(db, locale)]);
  const view = teacherListView(data, query, className);
  const cells = view.map(({ cells: c }) => TEACHER_LIST_COLUMNS.map(({ key }) => c[key]));
  const columns = TEACHER_LIST_COLUMNS.map(({ key }, i) => ({
    header: words.teachers[key],
    width: TEACHER_WIDTHS[i]!,
  }));
  const body = await runSheetJob('listSheet', words.teachers.sheet, columns, cells);
  await auditRead(db, {
    actor: actorOf(user),
    action: 'teachers.export',
    target: 'all teachers',
    outcome: 'success',
    detail: {
      searched: Boolean(query.q?.trim()),
      sort: query.sort,
      dir: query.dir,
      rows: cells.length,
    },
  });
  return { filename: `teachers-${today()}.xlsx`, body };
}

/** The two list exports (routes.ts), given the database once. */
export function createListExportService(db: Db) {
  return {
    students: (user: SessionUser, query: StudentListQuery, locale?: Locale) =>
      exportStudents(db, user, query, locale),
    teachers: (user: SessionUser, query: TeacherListQuery, locale?: Locale) =>
      exportTeachers(db, user, query, locale),
  };
}
export type ListExportService = ReturnType<typeof createListExportService>;
