import { describe, expect, it } from 'vitest';
import {
  CORRECTION_FIELD_LABELS,
  CORRECTION_FIELDS,
  CORRECTION_MESSAGES as C,
  correctionRequestBodySchema,
  correctionValueError,
  correctionValueText,
} from './corrections.js';
import {
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_MESSAGES as R,
} from '../student-records/registration-rules.js';

const TODAY = '2026-11-21';

describe('correction fields', () => {
  it('are the registration fields a guardian may correct, with the form labels', () => {
    expect(CORRECTION_FIELDS).not.toContain('regNo');
    expect(CORRECTION_FIELDS).not.toContain('section');
    expect(CORRECTION_FIELDS.slice(0, 6)).toEqual([
      'name',
      'regDate',
      'dob',
      'sex',
      'aadharNo',
      'mobileNo',
    ]);
    expect(CORRECTION_FIELD_LABELS.aadharNo).toBe(REGISTRATION_FIELD_LABELS.aadharNo);
  });
});

describe('correctionValueError: the field rule of the registration', () => {
  it.each([
    ['name', 'Asha Kumari', null],
    ['name', '  ', C.value],
    ['name', 'x'.repeat(121), C.valueTooLong('Name', 120)],
    ['aadharNo', '123412341234', null],
    ['aadharNo', '1234', R.aadhaar],
    ['aadharNo', '12341234123a', R.aadhaar],
    ['mobileNo', '9876543210', null],
    ['mobileNo', '98765', R.mobile],
    ['sex', 'female', null],
    ['sex', 'Female', C.sex],
    ['dob', '2015-04-02', null],
    ['dob', '02/04/2015', R.invalidDate],
    ['dob', '2026-11-20', R.dobNotBeforeToday],
    ['dob', '1800-01-01', R.dateOutOfRange],
    ['regDate', '2026-11-20', null],
    ['regDate', '2026-11-21', R.regDateNotBeforeToday],
    ['paymentType', 'x'.repeat(101), C.valueTooLong('Payment Type', 100)],
    ['refBy', 'Dr. Rao', null],
  ] as const)('%s = %j → %s', (field, value, expected) => {
    expect(correctionValueError(field, value, TODAY)).toBe(expected);
  });
});

describe('correctionValueText', () => {
  it.each([
    ['aadharNo', '123412345678', 'XXXX XXXX 5678'],
    ['sex', 'female', 'Female'],
    ['name', 'Asha', 'Asha'],
  ] as const)('%s %s → %s', (field, value, expected) => {
    expect(correctionValueText(field, value)).toBe(expected);
  });
});

describe('correctionRequestBodySchema', () => {
  it.each([
    [{ field: 'regNo', proposedValue: 'X', reason: 'r' }, C.field],
    [{ field: 'name', proposedValue: '', reason: 'r' }, C.value],
    [{ field: 'name', proposedValue: 'Asha', reason: ' ' }, C.reason],
    [{ field: 'name', proposedValue: 'Asha', reason: 'r'.repeat(501) }, C.reasonTooLong],
  ])('%j → %s', (body, message) => {
    const result = correctionRequestBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
