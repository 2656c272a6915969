import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  resetPasswordConfirmRequestSchema,
  staffAccountRequestSchema,
} from '../staff-accounts/accounts.js';
import { auditQuerySchema } from '../audit/audit.js';
import { backupRequestSchema } from '../backup/backup.js';
import { changePasswordRequestSchema, loginRequestSchema } from '../auth/auth.js';
import {
  evalFormRequestSchema,
  idHeaderSchema,
  termCommentRequestSchema,
  yearEndTransferRequestSchema,
} from '../assessment/assessment-calls.js';
import { saveQuestionListRequestSchema } from '../question-bank/question-bank.js';
import { studentRegistrationSchema } from '../student-records/student-registration.js';
import { studentRegNoParamsSchema } from '../student-records/students.js';
import { parseQuestionSheet } from '../question-bank/question-bank-import.js';
import { checkTeacherFields } from '../teacher-accounts/teachers.js';
import {
  deletePendingTeacherRequestSchema,
  teacherUpdateRequestSchema,
} from '../teacher-accounts/teacher-calls.js';
import {
  isAllowedText,
  isDateInRange,
  multiLineText,
  replaceDisallowedText,
  singleLineText,
  textNotAllowedMessage,
} from './text.js';

describe('isAllowedText', () => {
  it.each([
    ['plain ASCII', 'Asha Kumar', true, true],
    ['empty', '', true, true],
    ['Devanagari', 'आशा कुमार', true, true],
    ['emoji (a surrogate pair)', 'Good 😀 work', true, true],
    ['pair at the end', 'x\ud83d\ude00', true, true],
    ['NBSP and accents', 'Zoë\u00a0Ünal', true, true],
    ['NUL', 'a\u0000b', false, false],
    ['only NUL', '\u0000', false, false],
    ['bell', 'a\u0007', false, false],
    ['escape', '\u001b[31m', false, false],
    ['vertical tab', 'a\u000bb', false, false],
    ['form feed', 'a\u000cb', false, false],
    ['DEL', 'a\u007f', false, false],
    ['C1 NEL', 'a\u0085b', false, false],
    ['C1 end', '\u009f', false, false],
    ['tab', 'a\tb', false, true],
    ['line feed', 'line\nline', false, true],
    ['CR LF', 'line\r\nline', false, true],
    ['lone high surrogate', 'a\ud800', false, false],
    ['lone high surrogate before text', '\ud800a', false, false],
    ['lone low surrogate', '\udc00', false, false],
    ['reversed pair', '\ude00\ud83d', false, false],
    ['U+2028 line separator', 'a\u2028b', true, true],
  ])('%s', (_, value, singleLine, multiLine) => {
    expect(isAllowedText(value)).toBe(singleLine);
    expect(isAllowedText(value, true)).toBe(multiLine);
  });
});

describe('replaceDisallowedText', () => {
  it.each([
    ['Asha', false, 'Asha'],
    ['a\u0000b', false, 'a\ufffdb'],
    ['a\tb\n', false, 'a\ufffdb\ufffd'],
    ['a\tb\n', true, 'a\tb\n'],
    ['x\ud800y', false, 'x\ufffdy'],
    ['\udc00\ud83d\ude00', false, '\ufffd\ud83d\ude00'],
    ['\u0085', true, '\ufffd'],
  ])('%j (multi-line %s) → %j', (value, multiLine, expected) => {
    expect(replaceDisallowedText(value, multiLine)).toBe(expected);
  });
});

describe('zod checks', () => {
  const single = z.string().trim().max(10, 'long').check(singleLineText('Name'));
  const multi = z.string().check(multiLineText('Comments'));

  it('names the field', () => {
    const result = single.safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Name contains characters that are not allowed.');
  });

  it('runs after trim: surrounding new lines are trimmed away, not refused', () => {
    expect(single.parse('\n Asha \r\n')).toBe('Asha');
  });

  it('multi-line text keeps tabs and new lines', () => {
    expect(multi.parse('one\n\ttwo')).toBe('one\n\ttwo');
    expect(multi.safeParse('one\u0000').error!.issues[0]!.message).toBe(
      textNotAllowedMessage('Comments'),
    );
  });
});

describe('isDateInRange', () => {
  it.each([
    ['1900-01-01', true],
    ['2100-12-31T23:59:59Z', true],
    ['2026-11-22T10:00:00+05:30', true],
    ['1899-12-31', false],
    ['2101-01-01T00:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['9999-12-31', false],
    ['', false],
    ['abcd', false],
  ])('%s → %s', (value, expected) => {
    expect(isDateInRange(value)).toBe(expected);
  });
});

/** Every request schema refuses a NUL in each of its text fields, naming the field. */
describe('the rule in every request schema', () => {
  const NUL = 'x\u0000';
  const registration = (info: Record<string, unknown>, details: Record<string, unknown> = {}) => ({
    formData: {
      details: {
        info: {
          regNo: 'R-1',
          regDate: '2024-06-01',
          dob: '2015-01-01',
          name: 'Asha',
          sex: 'female',
          aadharNo: '123456789012',
          mobileNo: '9876543210',
          ...info,
        },
        ...details,
      },
      stdCred: { section: 'preprimary', year: '1' },
    },
  });
  const form = {
    type: 'personalQA',
    id: 'R-1',
    section: 'preprimary',
    year: '1',
    term: 'Entry',
    data: { questions: [] },
  };
  const comment = { ...form, type: 'termComment', comments: 'ok' };
  const cases: [string, z.ZodType, unknown, string][] = [
    ['login id', loginRequestSchema, { id: NUL, password: 'p' }, 'User ID'],
    ['login password', loginRequestSchema, { id: 'a', password: NUL }, 'Password'],
    [
      'change password current',
      changePasswordRequestSchema,
      { userId: 'a', currentPassword: NUL, newPassword: 'abcdefg' },
      'Current Password',
    ],
    [
      'change password new',
      changePasswordRequestSchema,
      { userId: 'a', currentPassword: 'abcdefg', newPassword: `abcdefg${NUL}` },
      'New Password',
    ],
    [
      'reset adminID',
      resetPasswordConfirmRequestSchema,
      { userId: 'a', adminID: NUL, confirmationPassword: 'p' },
      'adminID',
    ],
    ['staff account', staffAccountRequestSchema, { userId: NUL, role: 'principal' }, 'User ID'],
    [
      'backup passphrase',
      backupRequestSchema,
      { password: 'p', passphrase: `long enough ${NUL}` },
      'Passphrase',
    ],
    ['audit target', auditQuerySchema, { target: NUL }, 'Target filter'],
    ['header id', idHeaderSchema, { id: NUL }, 'id'],
    ['regNo param', studentRegNoParamsSchema, { regNo: NUL }, 'regNo'],
    ['checklist id', evalFormRequestSchema, { ...form, id: NUL }, 'id'],
    [
      'checklist username',
      evalFormRequestSchema,
      { ...form, data: { username: NUL, questions: [] } },
      'username',
    ],
    [
      'checklist question',
      evalFormRequestSchema,
      { ...form, data: { questions: [{ question: NUL }] } },
      'Question',
    ],
    ['comment', termCommentRequestSchema, { ...comment, comments: NUL }, 'Comments'],
    ['year comment', yearEndTransferRequestSchema, { comments: { social: NUL } }, 'Social comment'],
    [
      'bank question',
      saveQuestionListRequestSchema,
      { baseVersion: null, items: [{ question: NUL }] },
      'Question',
    ],
    ['teacher name', teacherUpdateRequestSchema, { teacherName: NUL }, 'Name'],
    ['teacher email', teacherUpdateRequestSchema, { email: NUL }, 'Email'],
    ['teacher mobile', teacherUpdateRequestSchema, { teacherMNo: NUL }, 'Mobile'],
    ['teacher classId', teacherUpdateRequestSchema, { classId: [NUL] }, 'ClassId'],
    ['pending _id', deletePendingTeacherRequestSchema, { _id: NUL }, '_id'],
    [
      'registration name',
      studentRegistrationSchema('2026-11-22'),
      registration({ name: NUL }),
      'Name',
    ],
    [
      'registration aadhaar',
      studentRegistrationSchema('2026-11-22'),
      registration({ aadharNo: `12345678901${NUL}` }),
      'Aadhar Number',
    ],
    [
      'registration history entry',
      studentRegistrationSchema('2026-11-22'),
      registration({ historyOfPresentCondition: [{ description: NUL }] }),
      'History of Present Condition',
    ],
    [
      'registration complaint duration',
      studentRegistrationSchema('2026-11-22'),
      registration({}, { presentingComplaints: { eatsSelfDuration: NUL } }),
      'Eats self: Duration',
    ],
  ];

  it.each(cases)('%s', (_, schema, value, label) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(textNotAllowedMessage(label));
  });

  it('registration dates before 1900 are refused', () => {
    const result = studentRegistrationSchema('2026-11-22').safeParse(
      registration({ dob: '1850-01-01' }),
    );
    expect(result.error!.issues[0]!.message).toBe('Enter dates between 1900 and 2100.');
  });
});

describe('spreadsheet rows (kept and shown, not refused whole)', () => {
  const row = {
    teacherId: 'T1',
    teacherName: 'Asha',
    email: 'asha@school.example',
    teacherMNo: '9876543210',
    classId: '',
  };
  it.each([
    ['Name', { teacherName: 'As\u0000ha' }, 'Name contains characters that are not allowed'],
    [
      'Email',
      { email: 'a\ud800@school.example' },
      'Email contains characters that are not allowed',
    ],
    ['TeacherId', { teacherId: 'T\u00001' }, 'TeacherId must be'],
    ['Mobile', { teacherMNo: '98765\u00003210' }, 'Mobile No. must be 10 digits'],
    ['ClassId', { classId: 'preprimary_1,\u0000' }, 'ClassId \ufffd is not one'],
  ])('a teacher %s cell with a control character', (_, change, problem) => {
    const { fields, problems } = checkTeacherFields({ ...row, ...change });
    expect(problems.join('; ')).toContain(problem);
    expect(
      Object.values(fields)
        .flat()
        .every((v) => isAllowedText(v)),
    ).toBe(true);
  });

  it('a question with a control character names its row; new lines are fine', () => {
    const result = parseQuestionSheet([
      { row: 2, section: 'preprimary', category: 'personal', no: '1', question: 'One\ntwo' },
      { row: 3, section: 'preprimary', category: 'personal', no: '2', question: 'Bad\u0007' },
    ]);
    expect(result).toEqual({
      ok: false,
      issues: [
        { row: 3, message: 'Row 3: the question contains characters that are not allowed.' },
      ],
    });
  });
});
