import { describe, expect, it } from 'vitest';
import { CLASS_CODES } from '../shared/classes.js';
import { editPendingTeacherRequestSchema, teacherUpdateRequestSchema } from './teacher-calls.js';
import {
  CLASS_CODES_NOTE,
  checkTeacherFields,
  splitClassIds,
  TEACHER_MESSAGES,
} from './teachers.js';

const good = {
  teacherId: 'T001',
  teacherName: 'Asha Rao',
  email: 'asha@example.org',
  teacherMNo: '9876543210',
  classId: 'preprimary_1, primary1_2',
};

describe('splitClassIds', () => {
  it.each([
    ['preprimary_1', ['preprimary_1']],
    [' preprimary_1 , primary1_2 ', ['preprimary_1', 'primary1_2']],
    ['preprimary_1,,  ,primary2_3,', ['preprimary_1', 'primary2_3']],
    ['', []],
    [
      ['primary1_1', ' primary1_2, primary1_3'],
      ['primary1_1', 'primary1_2', 'primary1_3'],
    ],
  ] as [string | string[], string[]][])('%j → %j', (input, expected) => {
    expect(splitClassIds(input)).toEqual(expected);
  });
});

describe('checkTeacherFields', () => {
  it('accepts a good row and normalises it', () => {
    const { fields, problems } = checkTeacherFields({
      ...good,
      teacherName: '  Asha   Rao ',
      classId: 'Preprimary_1, primary1_2, preprimary_1',
    });
    expect(problems).toEqual([]);
    expect(fields).toEqual({ ...good, classId: ['preprimary_1', 'primary1_2'] });
  });

  it('a teacher may have no class', () => {
    expect(checkTeacherFields({ ...good, classId: ' , ' }).problems).toEqual([]);
  });

  it.each([
    ['teacherId', '', TEACHER_MESSAGES.teacherIdRequired],
    ['teacherId', 'has space', TEACHER_MESSAGES.teacherIdFormat],
    ['teacherId', '-lead', TEACHER_MESSAGES.teacherIdFormat],
    ['teacherId', 'x'.repeat(65), TEACHER_MESSAGES.teacherIdFormat],
    ['teacherName', '   ', TEACHER_MESSAGES.nameRequired],
    ['teacherName', 'n'.repeat(101), TEACHER_MESSAGES.nameTooLong],
    ['teacherMNo', '', 'Mobile No. must be 10 digits'],
    ['teacherMNo', '987654321', 'Mobile No. must be 10 digits'],
    ['teacherMNo', '98765432101', 'Mobile No. must be 10 digits'],
    ['teacherMNo', '98765 4321', 'Mobile No. must be 10 digits'],
    ['teacherMNo', '98765abcde', 'Mobile No. must be 10 digits'],
    ['email', '', TEACHER_MESSAGES.emailRequired],
    ['email', 'asha.example.org', TEACHER_MESSAGES.emailInvalid('asha.example.org')],
    ['email', 'asha@example', TEACHER_MESSAGES.emailInvalid('asha@example')],
    ['email', 'as ha@example.org', TEACHER_MESSAGES.emailInvalid('as ha@example.org')],
    ['classId', 'primary3_1', TEACHER_MESSAGES.classInvalid('primary3_1', CLASS_CODES.join(', '))],
    ['classId', 'preprimary', TEACHER_MESSAGES.classInvalid('preprimary', CLASS_CODES.join(', '))],
  ])('%s %j → %s', (field, value, message) => {
    expect(checkTeacherFields({ ...good, [field]: value }).problems).toEqual([message]);
  });

  it('accepts any email domain', () => {
    for (const email of ['a@gov.in', 'b.c+d@school.co.uk', 'e@intranet.local']) {
      expect(checkTeacherFields({ ...good, email }).problems).toEqual([]);
    }
  });

  it('lists every reason in column order', () => {
    const { problems, fields } = checkTeacherFields({
      teacherId: '',
      teacherName: '',
      email: 'nope',
      teacherMNo: '12',
      classId: 'primary1_1, prim9',
    });
    expect(problems).toEqual([
      'TeacherId is required',
      'Name is required',
      'Mobile No. must be 10 digits',
      'Email nope is not a valid email address',
      "ClassId prim9 is not one of the institute's classes (preprimary_1, preprimary_2, preprimary_3, primary1_1, primary1_2, primary1_3, primary2_1, primary2_2, primary2_3)",
    ]);
    expect(fields.classId).toEqual(['primary1_1', 'prim9']);
  });
});

describe('request schemas', () => {
  it('the update accepts a number mobile and a class list or text', () => {
    const parsed = teacherUpdateRequestSchema.parse({
      teacherName: 'A',
      email: 'a@b.in',
      teacherMNo: 9876543210,
      classId: ['primary1_1'],
    });
    expect(parsed.teacherMNo).toBe('9876543210');
    expect(parsed.classId).toEqual(['primary1_1']);
    expect(parsed.teacherId).toBeUndefined();
    expect(teacherUpdateRequestSchema.parse({ classId: 'a,b' }).classId).toBe('a,b');
  });

  it('the pending edit accepts the record itself or wrapped as updatedTeacher', () => {
    const record = { _id: 'x1', teacherId: 'T1', teacherName: 'A', email: '', teacherMNo: '' };
    expect(editPendingTeacherRequestSchema.parse(record)._id).toBe('x1');
    expect(editPendingTeacherRequestSchema.parse({ updatedTeacher: record })._id).toBe('x1');
    expect(editPendingTeacherRequestSchema.safeParse({ teacherId: 'T1' }).success).toBe(false);
  });

  it('the template note names the nine codes as the institute wrote it', () => {
    expect(CLASS_CODES_NOTE).toBe(
      "NOTE: Only use one of the following values for classId: 'preprimary_1', 'preprimary_2', 'preprimary_3', 'primary1_1', 'primary1_2', 'primary1_3', 'primary2_1', 'primary2_2', 'primary2_3'",
    );
  });
});
