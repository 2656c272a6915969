import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_HISTORY_GROUPS,
  FAMILY_HISTORY_GROUPS,
  groupKeys,
  HISTORY_GROUPS,
  type IntakeFieldGroup,
} from './student-intake-fields.js';
import { REGISTRATION_MESSAGES as M } from './registration-rules.js';
import {
  studentDetailsUpdateSchema,
  studentInfoSchema,
  studentRegistrationSchema,
  unknownFieldsMessage,
} from './student-registration.js';

/*
 * The original client's intake (issue 13): its History of Present Condition shapes, its `class`
 * beside the section, and unknown keys refused by name (decisions §1) instead of dropped.
 */

const TODAY = '2026-11-21';
const info = {
  regNo: 'PR/2026/001',
  regDate: '2026-11-20',
  dob: '2015-04-02',
  name: 'Asha Kumar',
  sex: 'female',
  aadharNo: '123412341234',
  mobileNo: '9876543210',
};
const schema = studentRegistrationSchema(TODAY);
const body = (
  details: Record<string, unknown> = {},
  stdCred: Record<string, unknown> = { section: 'primary1', year: '1' },
) => ({ formData: { details: { info, ...details }, stdCred } });
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('History of Present Condition: strings or { description }, empty rows dropped', () => {
  it.each([
    ['the untouched form', [''], []],
    ['a blank string', ['   '], []],
    ['a string', ['Delayed speech'], [{ description: 'Delayed speech' }]],
    ['an empty description', [{ description: '' }], []],
    ['a blank description', [{ description: ' \n ' }], []],
    ['no description', [{}], []],
    ['a description', [{ description: 'Fits' }], [{ description: 'Fits' }]],
    [
      'mixed, in order',
      ['', { description: 'Fits' }, 'Delayed speech', { description: '' }, ' Walks late '],
      [{ description: 'Fits' }, { description: 'Delayed speech' }, { description: 'Walks late' }],
    ],
    ['missing', undefined, []],
  ])('%s', (_, entries, stored) => {
    const parsed = schema.parse(body({ info: { ...info, historyOfPresentCondition: entries } }));
    expect(parsed.formData.details.info.historyOfPresentCondition).toEqual(stored);
  });

  it.each([
    // zod's own message: our form never sends one.
    ['a number', [1], 'Invalid input: expected object, received number'],
    ['a description that is not text', [{ description: 5 }], M.tooLong],
    ['more than 50 rows', Array.from({ length: 51 }, () => 'x'), M.tooLong],
    [
      'an unknown key in a row',
      [{ description: 'x', note: 'y' }],
      'Unknown field: info.historyOfPresentCondition.0.note',
    ],
  ])('refuses %s', (_, entries, message) => {
    const result = schema.safeParse(
      body({ info: { ...info, historyOfPresentCondition: entries } }),
    );
    expect(firstMessage(result)).toBe(message);
  });
});

describe('unknown keys are refused by name', () => {
  it.each([
    ['history', { history: { fooBar: 'x' } }, 'Unknown field: history.fooBar'],
    ['familyHistory', { familyHistory: { x: '' } }, 'Unknown field: familyHistory.x'],
    [
      'developmentHistory',
      { developmentHistory: { x: '' } },
      'Unknown field: developmentHistory.x',
    ],
    [
      'presentingComplaints',
      { presentingComplaints: { x: '' } },
      'Unknown field: presentingComplaints.x',
    ],
    ['info', { info: { ...info, nickname: 'A' } }, 'Unknown field: info.nickname'],
    ['details', { extra: {} }, 'Unknown field: extra'],
    [
      'several in one group',
      { history: { alcohol: 'No', a: '', b: '' } },
      'Unknown fields: history.a, history.b',
    ],
    [
      'a key of another group',
      { history: { typeOfFamily: 'Joint' } },
      'Unknown field: history.typeOfFamily',
    ],
  ])('registration: %s', (_, details, message) => {
    expect(firstMessage(schema.safeParse(body(details)))).toBe(message);
  });

  it.each([
    [
      'stdCred',
      { formData: { details: { info }, stdCred: { section: 'primary1', term: 'I' } } },
      'Unknown field: formData.stdCred.term',
    ],
    [
      'formData',
      { formData: { details: { info }, stdCred: {}, adminID: 'a' } },
      'Unknown field: formData.adminID',
    ],
    ['the body', { ...body(), token: 't' }, 'Unknown field: token'],
  ])('registration: %s', (_, value, message) => {
    expect(firstMessage(schema.safeParse(value))).toBe(message);
  });

  it.each([
    ['history', { info, history: { fooBar: 'x' } }, 'Unknown field: history.fooBar'],
    ['info', { info: { ...info, nickname: 'A' } }, 'Unknown field: info.nickname'],
    ['the body', { info, stdCred: {} }, 'Unknown field: stdCred'],
  ])('details edit: %s', (_, value, message) => {
    expect(firstMessage(studentDetailsUpdateSchema(TODAY).safeParse(value))).toBe(message);
  });

  it('details edit: the record as read may come back (the server compares its own fields)', () => {
    const record = { _id: '7', regNo: info.regNo, name: info.name, currSection: 'primary1' };
    const result = studentDetailsUpdateSchema(TODAY).safeParse({ ...record, info });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject(record);
  });

  it('the message names one field or lists several', () => {
    expect(unknownFieldsMessage(['history.a'])).toBe('Unknown field: history.a');
    expect(unknownFieldsMessage(['a', 'b'])).toBe('Unknown fields: a, b');
  });
});

describe('stdCred.class beside the section', () => {
  it.each([
    [
      'empty, as the original client sends it',
      { class: '', section: 'primary1', year: '1' },
      'primary1',
    ],
    ['the same section', { class: 'primary1', section: 'primary1' }, 'primary1'],
    ['the class code', { class: 'primary1_1', section: 'primary1', year: '1' }, 'primary1'],
    ['alone (the older form)', { class: 'primary2', year: '1' }, 'primary2'],
    ['beside an empty section', { class: 'primary2', section: '' }, 'primary2'],
  ])('%s is accepted', (_, stdCred, section) => {
    const parsed = schema.parse(body({}, stdCred));
    expect(parsed.formData.stdCred).toEqual({ section, year: '1' });
  });

  it.each([
    ['another section', { class: 'primary2', section: 'primary1' }, M.classMismatch],
    ['another year', { class: 'primary1_2', section: 'primary1' }, M.classMismatch],
    ['not text', { class: 3, section: 'primary1' }, M.required],
    ['both empty', { class: '', section: '' }, M.required],
  ])('%s is refused', (_, stdCred, message) => {
    expect(firstMessage(schema.safeParse(body({}, stdCred)))).toBe(message);
  });
});

describe('the intake field lists', () => {
  it.each([
    ['history', HISTORY_GROUPS],
    ['familyHistory', FAMILY_HISTORY_GROUPS],
    ['developmentHistory', DEVELOPMENT_HISTORY_GROUPS],
  ] as [string, readonly IntakeFieldGroup[]][])(
    '%s: no key or label twice (each label names one form field)',
    (_, groups) => {
      const keys = groupKeys(groups);
      const labels = groups.flatMap((g) => g.fields.map((f) => f.label.toLowerCase()));
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(labels).size).toBe(labels.length);
    },
  );
});

describe('dates sent as JavaScript Dates (ISO date-times)', () => {
  it.each([
    ['2024-06-09T18:30:00.000Z', '2024-06-10'],
    ['2024-06-10T00:00:00+05:30', '2024-06-10'],
    ['2024-06-10T10:15:00Z', '2024-06-10'],
    ['2024-06-10', '2024-06-10'],
  ])('%s is the institute’s day %s', (sent, day) => {
    const parsed = studentInfoSchema.parse({ regDate: sent, dob: sent });
    expect(parsed.regDate).toBe(day);
    expect(parsed.dob).toBe(day);
  });

  it('anything else stays as sent, for the date rule to refuse', () => {
    expect(studentInfoSchema.parse({ regDate: '10/06/2024' }).regDate).toBe('10/06/2024');
  });
});
