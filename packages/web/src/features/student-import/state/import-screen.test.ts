import type { PendingStudentRow } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  fixValues,
  type ImportScreenAction,
  importScreenReducer,
  initialImportScreen,
  type ImportScreenState,
} from './import-screen';

const ROW: PendingStudentRow = {
  id: 'r1',
  rowNumber: 5,
  regNo: 'IMP-1',
  name: '',
  regDate: '2024-06-03',
  dob: '2014-01-15',
  sex: 'm',
  aadhaarMasked: 'XXXX XXXX 1234',
  mobileNo: '12',
  section: 'primary1',
  problems: [
    { field: 'name', message: 'Name is required.' },
    { field: 'mobileNo', message: 'Mobile No. must be 10 digits' },
    { field: 'mobileNo', message: 'second reason' },
  ],
  updatedAt: '2026-11-25T10:00:00.000Z',
};
const RESULT = {
  msg: '1 students registered',
  registered: 1,
  pending: 1,
  duplicates: 0,
  reissued: 0,
  consents: 0,
  duplicateRows: [],
  credentials: [{ userId: 'A', temporaryPassword: 'p1' }],
};

const run = (actions: ImportScreenAction[], from: ImportScreenState = initialImportScreen) =>
  actions.reduce(importScreenReducer, from);

describe('importScreenReducer', () => {
  it.each<[string, ImportScreenAction[], (s: ImportScreenState) => unknown, unknown]>([
    [
      'an upload shows its credentials',
      [{ type: 'uploaded', result: RESULT }],
      (s) => s.credentials,
      RESULT.credentials,
    ],
    [
      'fixing starts from the row, errors on their fields (first reason each)',
      [{ type: 'startFix', row: ROW }],
      (s) => s.fixing?.errors,
      { name: 'Name is required.', mobileNo: 'Mobile No. must be 10 digits' },
    ],
    [
      'typing in a field clears its error only',
      [
        { type: 'startFix', row: ROW },
        { type: 'edit', field: 'name', value: 'Meena' },
      ],
      (s) => [s.fixing?.values.name, s.fixing?.errors],
      ['Meena', { mobileNo: 'Mobile No. must be 10 digits' }],
    ],
    [
      'a refusal puts the server reasons on the fields',
      [
        { type: 'startFix', row: ROW },
        { type: 'refused', problems: [{ field: 'regNo', message: 'taken' }] },
      ],
      (s) => s.fixing?.errors,
      { regNo: 'taken' },
    ],
    [
      'a registered row closes the form and adds its password to those shown',
      [
        { type: 'uploaded', result: RESULT },
        { type: 'startFix', row: ROW },
        { type: 'registered', credentials: [{ userId: 'IMP-1', temporaryPassword: 'p2' }] },
      ],
      (s) => [s.fixing, s.credentials.map((c) => c.userId)],
      [null, ['A', 'IMP-1']],
    ],
    [
      'edit without a form changes nothing',
      [{ type: 'edit', field: 'name', value: 'x' }],
      (s) => s,
      initialImportScreen,
    ],
    [
      'delete asks, then ends',
      [{ type: 'startDelete', row: ROW }, { type: 'endDelete' }],
      (s) => s.deleting,
      null,
    ],
  ])('%s', (_label, actions, pick, expected) => {
    expect(pick(run(actions))).toEqual(expected);
  });

  it('the form reads Sex and Class as the lists show them, the Aadhaar empty', () => {
    expect(fixValues(ROW)).toMatchObject({ sex: 'Male', section: 'Primary-I', aadharNo: '' });
    expect(fixValues({ ...ROW, sex: '?', section: 'x' })).toMatchObject({ sex: '', section: '' });
    expect(fieldErrors([])).toEqual({});
  });
});
