import { describe, expect, it } from 'vitest';
import { registrationInfoError, REGISTRATION_MESSAGES as M } from './registration-rules.js';
import {
  maskAadhaar,
  studentDetailsUpdateSchema,
  studentRegistrationSchema,
} from './student-registration.js';
import { HISTORY_GROUPS, groupKeys } from './student-intake-fields.js';

const TODAY = '2026-11-21';
const valid = {
  regNo: 'PR/2026/001',
  regDate: '2026-11-20',
  dob: '2015-04-02',
  name: 'Asha Kumar',
  sex: 'female' as const,
  aadharNo: '123412341234',
  mobileNo: '9876543210',
};

describe('registration rules (spec section 5, in order)', () => {
  it.each([
    ['valid', {}, 'primary1', null],
    ['no regNo', { regNo: '' }, 'primary1', M.required],
    ['blank name', { name: '   ' }, 'primary1', M.required],
    ['no sex', { sex: '' }, 'primary1', M.required],
    ['no aadhaar', { aadharNo: '' }, 'primary1', M.required],
    ['no mobile', { mobileNo: '' }, 'primary1', M.required],
    ['no section', {}, '', M.required],
    ['impossible date', { dob: '2015-02-30' }, 'primary1', M.invalidDate],
    [
      'dob yesterday',
      { dob: '2026-11-20', regDate: '2026-11-20' },
      'primary1',
      M.dobNotBeforeToday,
    ],
    ['dob today', { dob: '2026-11-21' }, 'primary1', M.dobNotBeforeToday],
    ['dob the day before yesterday', { dob: '2026-11-19' }, 'primary1', null],
    ['regDate today', { regDate: '2026-11-21' }, 'primary1', M.regDateNotBeforeToday],
    ['regDate yesterday', { regDate: '2026-11-20' }, 'primary1', null],
    ['regDate before dob', { regDate: '2015-04-01' }, 'primary1', M.regBeforeDob],
    ['regDate on dob', { regDate: '2015-04-02' }, 'primary1', null],
    ['aadhaar 11 digits', { aadharNo: '12341234123' }, 'primary1', M.aadhaar],
    ['aadhaar with letters', { aadharNo: '1234abcd1234' }, 'primary1', M.aadhaar],
    ['aadhaar with spaces', { aadharNo: '1234 1234 1234' }, 'primary1', M.aadhaar],
    ['mobile 9 digits', { mobileNo: '987654321' }, 'primary1', M.mobile],
    ['mobile with +91', { mobileNo: '+919876543210' }, 'primary1', M.mobile],
    ['regNo with a space', { regNo: 'PR 1' }, 'primary1', M.regNoCharacters],
  ])('%s', (_, change, section, message) => {
    const info = { ...valid, ...change } as Parameters<typeof registrationInfoError>[0];
    expect(registrationInfoError(info, section, TODAY)).toBe(message);
  });

  it('messages are the spec texts', () => {
    expect(M.required).toBe('Enter all required fields (Fields in RED)');
    expect(M.dobNotBeforeToday).toBe('Date of birth must be earlier than today.');
    expect(M.regDateNotBeforeToday).toBe('Registration must be earlier than today.');
    expect(M.regBeforeDob).toBe('Registration must be greater than Date of Birth.');
    expect(M.aadhaar).toBe('Aadhar number must be exactly 12 digits and numeric.');
    expect(M.mobile).toBe('Mobile No. must be 10 digits');
  });
});

describe('registration payload', () => {
  const schema = studentRegistrationSchema(TODAY);

  it('fills every optional group with empty values', () => {
    const parsed = schema.parse({
      formData: { details: { info: valid }, stdCred: { section: 'preprimary' } },
    });
    expect(parsed.formData.stdCred).toEqual({ section: 'preprimary', year: '1' });
    expect(Object.keys(parsed.formData.details.history)).toEqual(groupKeys(HISTORY_GROUPS));
    expect(parsed.formData.details.presentingComplaints.eatsSelfDuration).toBe('');
    expect(parsed.formData.details.info.previousConsultationAndTreatement).toBe(false);
  });

  it('accepts the older `class` key and numbers for digits', () => {
    const parsed = schema.parse({
      formData: {
        details: { info: { ...valid, aadharNo: 123412341234, mobileNo: 9876543210 } },
        stdCred: { class: 'primary2', year: '1' },
      },
    });
    expect(parsed.formData.stdCred.section).toBe('primary2');
    expect(parsed.formData.details.info.aadharNo).toBe('123412341234');
  });

  it.each([
    [{}, M.required],
    [
      {
        formData: {
          details: { info: { ...valid, mobileNo: '12' } },
          stdCred: { section: 'primary1' },
        },
      },
      M.mobile,
    ],
    [{ formData: { details: { info: valid }, stdCred: { section: 9 } } }, M.required],
    [
      { formData: { details: { info: valid }, stdCred: { section: 'primary1', year: '2' } } },
      M.required,
    ],
    [
      {
        formData: {
          details: { info: { ...valid, name: 'x'.repeat(500) } },
          stdCred: { section: 'primary1' },
        },
      },
      M.tooLong,
    ],
    [
      {
        formData: {
          details: { info: valid, history: { consanguinity: 'y'.repeat(5000) } },
          stdCred: { section: 'primary1' },
        },
      },
      M.tooLong,
    ],
  ])('refuses %j with %s', (body, message) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('the update schema applies the same rules', () => {
    const result = studentDetailsUpdateSchema(TODAY).safeParse({
      info: { ...valid, aadharNo: '1' },
    });
    expect(result.error?.issues[0]?.message).toBe(M.aadhaar);
  });
});

describe('maskAadhaar', () => {
  it.each([
    ['123412345678', 'XXXX XXXX 5678'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, masked) => {
    expect(maskAadhaar(value)).toBe(masked);
  });
});
