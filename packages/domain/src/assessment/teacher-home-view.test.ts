import { describe, expect, it } from 'vitest';
import {
  groupTeacherHomeRows,
  teacherHomeQuerySchema,
  teacherHomeRows,
} from './teacher-home-view.js';

const student = (regNo: string, name: string, classId: string) => ({
  _id: regNo,
  regNo,
  name,
  classId,
});

const GROUPS = [
  {
    classId: 'preprimary_1',
    className: 'Preprimary-1',
    students: [
      student('PR-001', 'Asha Rao', 'preprimary_1'),
      student('PR-002', 'Ravi Kumar', 'preprimary_1'),
    ],
  },
  {
    classId: 'primary1_2',
    className: 'Primary-I-2',
    students: [
      student('P1-010', 'Meera Joshi', 'primary1_2'),
      student('P1-011', 'Ashok Pai', 'primary1_2'),
    ],
  },
];

const regNos = (q: string | undefined) =>
  teacherHomeRows(GROUPS, { q }).map((r) => r.student.regNo);

describe('teacherHomeRows', () => {
  it.each([
    [undefined, ['PR-001', 'PR-002', 'P1-010', 'P1-011']],
    ['', ['PR-001', 'PR-002', 'P1-010', 'P1-011']],
    ['   ', ['PR-001', 'PR-002', 'P1-010', 'P1-011']],
    ['ash', ['PR-001', 'P1-011']],
    ['ASHA  rao', ['PR-001']],
    ['p1-01', ['P1-010', 'P1-011']],
    ['pr-002', ['PR-002']],
    ['nobody', []],
  ])('%j selects %j', (q, expected) => {
    expect(regNos(q)).toEqual(expected);
  });

  it('keeps each row with its class', () => {
    expect(teacherHomeRows(GROUPS, { q: 'meera' })).toEqual([
      { classId: 'primary1_2', className: 'Primary-I-2', student: GROUPS[1]!.students[0] },
    ]);
  });
});

describe('groupTeacherHomeRows', () => {
  it('puts a page of rows back into their classes, leaving out classes with none', () => {
    const rows = teacherHomeRows(GROUPS, {}).slice(1, 3);
    expect(groupTeacherHomeRows(rows)).toEqual([
      { classId: 'preprimary_1', className: 'Preprimary-1', students: [GROUPS[0]!.students[1]] },
      { classId: 'primary1_2', className: 'Primary-I-2', students: [GROUPS[1]!.students[0]] },
    ]);
  });

  it('is empty for no rows', () => {
    expect(groupTeacherHomeRows([])).toEqual([]);
  });
});

describe('teacherHomeQuerySchema', () => {
  it.each([
    [{}, true],
    [{ q: 'Asha' }, true],
    [{ q: 'x'.repeat(101) }, false],
    [{ q: 'a\nb' }, false],
  ])('%j parses: %s', (input, ok) => {
    expect(teacherHomeQuerySchema.safeParse(input).success).toBe(ok);
  });
});
