import { describe, expect, it } from 'vitest';
import { studentListQuerySchema, studentListView } from './student-list-view.js';
import type { StudentListItem } from './students.js';
import { teacherListQuerySchema, teacherListView } from '../teacher-accounts/teacher-list-view.js';
import type { Teacher } from '../teacher-accounts/teacher-calls.js';

const student = (
  regNo: string,
  name: string,
  classId: string,
  currTerm = 'Entry',
  status: StudentListItem['status'] = 'active',
): StudentListItem => ({
  _id: regNo,
  regNo,
  name,
  classId,
  currYear: classId.split('_')[1]!,
  currTerm,
  status,
});

const ROWS = [
  student('PR/10', 'Krishna Rao', 'primary1_1', 'II'),
  student('PR/9', 'Asha Devi', 'preprimary_2', 'I'),
  student('PR/2', 'Krishnan K', 'primary2_3', 'III', 'completed'),
  student('PR/11', 'Meera', 'preprimary_1', 'Entry', 'left'),
  student('PR/1', 'Ravi', 'primary1_1', 'Entry'),
];
const regNos = (rows: { item: StudentListItem }[]) => rows.map((r) => r.item.regNo);

describe('studentListView', () => {
  it.each([
    ['active by default, natural regNo order', {}, ['PR/1', 'PR/9', 'PR/10']],
    ['completed only', { status: 'completed' }, ['PR/2']],
    ['left only', { status: 'left' }, ['PR/11']],
    ['all', { status: 'all' }, ['PR/1', 'PR/2', 'PR/9', 'PR/10', 'PR/11']],
    ['name contains, any case', { status: 'all', name: 'KRISH' }, ['PR/2', 'PR/10']],
    ['class by display name', { class: 'primary-i-1' }, ['PR/1', 'PR/10']],
    ['class by code, as typed before', { class: 'preprimary_2' }, ['PR/9']],
    ['a completed student reads Completed', { status: 'all', class: 'complet' }, ['PR/2']],
    ['filters combine', { name: 'r', term: 'II' }, ['PR/10']],
    ['sort by name, descending', { sort: 'name', dir: 'desc' }, ['PR/1', 'PR/10', 'PR/9']],
    ['sort by class in class order', { sort: 'class' }, ['PR/9', 'PR/1', 'PR/10']],
    ['sort by term in term order', { sort: 'term' }, ['PR/1', 'PR/9', 'PR/10']],
    [
      'sort by status: active, completed, left',
      { status: 'all', sort: 'status' },
      ['PR/1', 'PR/9', 'PR/10', 'PR/2', 'PR/11'],
    ],
  ] as const)('%s', (_name, query, expected) => {
    expect(regNos(studentListView(ROWS, query))).toEqual(expected);
  });

  it('shows a completed or left student as such, never with a current class or teacher', () => {
    const rows = studentListView(ROWS, { status: 'all' }, () => 'Mrs Iyer');
    const completed = rows.find((r) => r.item.regNo === 'PR/2')!.cells;
    expect(completed).toMatchObject({
      class: 'Completed',
      year: 'Completed',
      term: 'Completed',
      teacher: 'Completed',
      status: 'Completed',
    });
    expect(rows.find((r) => r.item.regNo === 'PR/11')!.cells.teacher).toBe('Left');
    expect(rows.find((r) => r.item.regNo === 'PR/10')!.cells).toMatchObject({
      class: 'Primary-I-1',
      year: '1',
      term: 'II',
      teacher: 'Mrs Iyer',
      status: 'Active',
    });
  });
});

describe('studentListQuerySchema', () => {
  it('defaults to active, registration number ascending', () => {
    expect(studentListQuerySchema.parse({})).toEqual({
      status: 'active',
      sort: 'regNo',
      dir: 'asc',
    });
  });
  it.each([
    [{ status: 'gone' }, 'Status must be one of: active, completed, left, all.'],
    [{ sort: 'aadhaar' }, 'Sort must be one of: regNo, name, class, year, term, status, teacher.'],
    [{ dir: 'up' }, 'Direction must be asc or desc.'],
    [{ name: 'x'.repeat(101) }, 'A filter is at most 100 characters.'],
  ])('refuses %j', (query, message) => {
    const result = studentListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

const teacher = (teacherId: string, teacherName: string, classId: string[]): Teacher => ({
  _id: teacherId,
  teacherId,
  teacherName,
  email: `${teacherId.toLowerCase()}@example.org`,
  teacherMNo: '9800000000',
  classId,
});

describe('teacherListView', () => {
  const TEACHERS = [
    teacher('T10', 'Zara', ['primary1_1']),
    teacher('T2', 'Anil', ['preprimary_3', 'primary2_1']),
    teacher('T3', 'Bina', []),
  ];
  it.each([
    ['ID in natural order', {}, ['T2', 'T3', 'T10']],
    ['name descending', { sort: 'teacherName', dir: 'desc' }, ['T10', 'T3', 'T2']],
    ['class order, none last', { sort: 'classId' }, ['T2', 'T10', 'T3']],
    ['search on class display name', { q: 'primary-ii' }, ['T2']],
    ['search on class code', { q: 'primary1_1' }, ['T10']],
  ] as const)('%s', (_name, query, expected) => {
    expect(teacherListView(TEACHERS, query).map((r) => r.teacher.teacherId)).toEqual(expected);
  });
  it('reads classes by their display names', () => {
    expect(teacherListView(TEACHERS, {})[0]!.cells.classId).toBe('Preprimary-3, Primary-II-1');
    expect(teacherListView(TEACHERS, { q: 'bina' })[0]!.cells.classId).toBe('None');
  });
  it('refuses an unknown sort', () => {
    expect(teacherListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });
});
