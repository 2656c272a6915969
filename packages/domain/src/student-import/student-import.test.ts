import { describe, expect, it } from 'vitest';
import {
  importProblemText,
  importRowRegistration,
  importSection,
  importSectionMessage,
  importSex,
  importSummaryMessage,
  STUDENT_IMPORT_MESSAGES as I,
  type StudentImportRow,
  studentImportProblems,
} from './student-import.js';
import { REGISTRATION_MESSAGES as M } from '../student-records/registration-rules.js';
import { studentRegistrationSchema } from '../student-records/student-registration.js';

const TODAY = '2026-11-21';
const good: StudentImportRow = {
  regNo: 'PR/2026/001',
  name: 'Asha Kumar',
  regDate: '2026-11-20',
  dob: '2015-04-02',
  sex: 'Female',
  aadharNo: '1234 1234 1234',
  mobileNo: '9876543210',
  section: 'Primary-I',
};

describe('studentImportProblems: every reason, per column', () => {
  it.each<[string, Partial<StudentImportRow>, [string, string][]]>([
    ['a good row', {}, []],
    ['sex as a letter, section as its code', { sex: 'm', section: 'preprimary' }, []],
    ['section as the year-1 class code', { section: 'primary2_1' }, []],
    ['no regNo', { regNo: '' }, [['regNo', I.required('Registration Number')]]],
    ['blank name', { name: '  ' }, [['name', I.required('Name')]]],
    ['regNo with a space', { regNo: 'PR 1' }, [['regNo', M.regNoCharacters]]],
    ['date as 02/04/2015', { dob: '02/04/2015' }, [['dob', M.invalidDate]]],
    ['impossible date', { regDate: '2026-02-30' }, [['regDate', M.invalidDate]]],
    ['dob yesterday', { dob: '2026-11-20' }, [['dob', M.dobNotBeforeToday]]],
    ['regDate today', { regDate: '2026-11-21' }, [['regDate', M.regDateNotBeforeToday]]],
    ['regDate before dob', { regDate: '2015-04-01' }, [['regDate', M.regBeforeDob]]],
    ['dob in 1850', { dob: '1850-01-01' }, [['dob', M.dateOutOfRange]]],
    ['sex unknown', { sex: 'x' }, [['sex', I.sex]]],
    ['aadhaar 11 digits', { aadharNo: '12341234123' }, [['aadharNo', M.aadhaar]]],
    ['mobile 9 digits', { mobileNo: '987654321' }, [['mobileNo', M.mobile]]],
    ['class unknown', { section: 'Primary-III' }, [['section', importSectionMessage()]]],
    [
      'control character in the name',
      { name: 'Asha\u0007' },
      [['name', expect.stringContaining('Name') as unknown as string]],
    ],
    [
      'several at once, in column order',
      { section: '', mobileNo: '12', name: '', dob: 'soon' },
      [
        ['name', I.required('Name')],
        ['dob', M.invalidDate],
        ['mobileNo', M.mobile],
        ['section', I.required('Class')],
      ],
    ],
  ])('%s', (_, change, expected) => {
    const problems = studentImportProblems({ ...good, ...change }, TODAY);
    expect(problems.map((p) => [p.field, p.message])).toEqual(expected);
  });

  it('a row without problems is exactly what the wizard schema accepts', () => {
    const parsed = studentRegistrationSchema(TODAY).safeParse(importRowRegistration(good));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.formData.details.info).toMatchObject({
      sex: 'female',
      aadharNo: '123412341234',
    });
    expect(parsed.data?.formData.stdCred).toEqual({ section: 'primary1', year: '1' });
  });
});

describe('readings of the sheet cells', () => {
  it.each([
    ['Male', 'male'],
    ['F', 'female'],
    ['other', 'other'],
    ['', null],
    ['boy', null],
  ])('sex %j', (text, sex) => expect(importSex(text)).toBe(sex));

  it.each([
    ['Preprimary', 'preprimary'],
    ['Pre-Primary', 'preprimary'],
    ['PRIMARY I', 'primary1'],
    ['Primary-II', 'primary2'],
    ['primary1_1', 'primary1'],
    ['primary1_2', null],
    ['Primary 3', null],
  ])('class %j', (text, section) => expect(importSection(text)).toBe(section));
});

describe('messages', () => {
  it('name the column and sum up an upload', () => {
    expect(importProblemText({ field: 'mobileNo', message: M.mobile })).toBe(
      'Mobile No.: Mobile No. must be 10 digits',
    );
    expect(I.sex).toBe('Sex must be Male, Female or Other.');
    expect(importSectionMessage()).toBe('Class must be Preprimary, Primary-I or Primary-II.');
    expect(importSummaryMessage({ registered: 3, pending: 1, duplicates: 0 })).toBe(
      '3 students registered, 1 row kept to fix, 0 duplicates skipped.',
    );
  });
});
