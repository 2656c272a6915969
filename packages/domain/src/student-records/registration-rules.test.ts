import { describe, expect, it } from 'vitest';
import {
  duplicateRegNoMessage,
  regNoExistsParamsSchema,
  registrationFieldOfMessage,
  registrationInfoIssues,
  REGISTRATION_MESSAGES as M,
  requiredFieldMessage,
} from './registration-rules.js';
import { STUDENT_MESSAGES } from './students.js';
import { textNotAllowedMessage } from '../shared/text.js';

const TODAY = '2026-11-21';
const valid = {
  regNo: 'PR/2026/001',
  regDate: '2026-11-20',
  dob: '2015-04-02',
  name: 'Asha Kumar',
  sex: 'female',
  aadharNo: '123412341234',
  mobileNo: '9876543210',
};

describe('registration issues: every broken field, the spec order first', () => {
  it.each([
    ['valid', {}, 'primary1', []],
    [
      'two empty fields',
      { name: '', mobileNo: ' ' },
      'primary1',
      [
        ['name', requiredFieldMessage('name'), M.required],
        ['mobileNo', requiredFieldMessage('mobileNo'), M.required],
      ],
    ],
    ['no class', {}, '', [['section', 'Class is required.', M.required]]],
    [
      'an empty field before a wrong one: the toast is still "required"',
      { aadharNo: '12', regNo: '' },
      'primary1',
      [
        ['regNo', 'Registration Number is required.', M.required],
        ['aadharNo', M.aadhaar, M.aadhaar],
      ],
    ],
    [
      'the mobile rule is later than the dob rule, whatever the form order',
      { mobileNo: '98', dob: '2026-11-20' },
      'primary1',
      [
        ['dob', M.dobNotBeforeToday, M.dobNotBeforeToday],
        ['mobileNo', M.mobile, M.mobile],
      ],
    ],
    [
      'registration before birth marks the registration date',
      { regDate: '2015-04-01' },
      'primary1',
      [['regDate', M.regBeforeDob, M.regBeforeDob]],
    ],
    [
      'an impossible date',
      { dob: '2015-02-30' },
      'primary1',
      [['dob', M.invalidDate, M.invalidDate]],
    ],
    [
      'a regNo with a space',
      { regNo: 'PR 1' },
      'primary1',
      [['regNo', M.regNoCharacters, M.regNoCharacters]],
    ],
  ])('%s', (_, change, section, expected) => {
    const issues = registrationInfoIssues({ ...valid, ...change }, section, TODAY);
    expect(issues.map((i) => [i.field, i.message, i.toast])).toEqual(expected);
  });
});

describe('a server message names its field', () => {
  it.each([
    [duplicateRegNoMessage('PR-1'), 'regNo'],
    [STUDENT_MESSAGES.loginIdTaken('PR-1'), 'regNo'],
    [M.aadhaar, 'aadharNo'],
    [M.mobile, 'mobileNo'],
    [M.regBeforeDob, 'regDate'],
    [M.dobNotBeforeToday, 'dob'],
    [textNotAllowedMessage('Name'), 'name'],
    [M.required, null],
    [duplicateRegNoMessage('PR-2'), null],
    ['Something else', null],
  ])('%s', (message, field) => {
    expect(registrationFieldOfMessage(message, 'PR-1')).toBe(field);
  });
});

describe('GET /admin/students/:regNo/exists parameter', () => {
  it.each([
    ['PR/2026/001', true],
    [' PR-1 ', true],
    ['', false],
    ['PR 1', false],
    ['-PR', false],
    ['x'.repeat(41), false],
  ])('%j', (regNo, ok) => {
    const parsed = regNoExistsParamsSchema.safeParse({ regNo });
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(M.regNoCharacters);
  });
});
