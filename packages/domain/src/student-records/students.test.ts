import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES as M } from './registration-rules.js';
import { studentDetailsUpdateSchema } from './student-registration.js';
import { studentDetailsRecordSchema, studentListResponseSchema } from './students.js';

const TODAY = '2026-11-21';
const info = {
  regNo: 'PR-1',
  regDate: '2026-11-20',
  dob: '2015-04-02',
  name: 'Asha',
  sex: 'female',
  mobileNo: '9876543210',
};

describe('admin edit of details', () => {
  it.each([
    ['an empty Aadhaar keeps the stored number', '', true],
    ['twelve digits replace it', '123412341234', true],
    ['the mask is not a number', 'XXXX XXXX 1234', false],
    ['eleven digits are refused', '12341234123', false],
  ])('%s', (_, aadharNo, ok) => {
    const result = studentDetailsUpdateSchema(TODAY).safeParse({ info: { ...info, aadharNo } });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe(M.aadhaar);
  });

  it('other rules still apply with an empty Aadhaar', () => {
    const result = studentDetailsUpdateSchema(TODAY).safeParse({
      info: { ...info, aadharNo: '', mobileNo: '1' },
    });
    expect(result.error?.issues[0]?.message).toBe(M.mobile);
  });
});

describe('response schemas', () => {
  it('a list row has the list fields only', () => {
    const row = {
      _id: '7',
      regNo: 'PR-1',
      name: 'Asha',
      currYear: '1',
      currTerm: 'Entry',
      classId: 'preprimary_1',
    };
    expect(
      studentListResponseSchema.parse({ data: [{ ...row, status: 'left', dob: 'x' }] }),
    ).toEqual({ data: [{ ...row, status: 'left' }] });
    // A row without a status (an older server) reads as active.
    expect(studentListResponseSchema.parse({ data: [row] })).toEqual({
      data: [{ ...row, status: 'active' }],
    });
  });

  it('a details record refuses an unknown class', () => {
    const result = studentDetailsRecordSchema.safeParse({ classId: 'primary9_1' });
    expect(result.success).toBe(false);
  });
});
