import { registrationInfoIssues, requiredFieldMessage } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import { addServerError, firstField, flagIssues, NO_ERRORS, visibleErrors } from './field-errors';

const TODAY = '2026-11-21';
const valid = {
  regNo: 'PR-1',
  name: 'Asha',
  regDate: '2026-11-20',
  dob: '2015-04-02',
  sex: 'female',
  aadharNo: '123412341234',
  mobileNo: '9876543210',
  section: 'primary1',
};
const issuesOf = (values: typeof valid) => registrationInfoIssues(values, values.section, TODAY);
const show = (state: typeof NO_ERRORS, values: typeof valid) =>
  visibleErrors(state, issuesOf(values), values);

describe('step-1 field errors', () => {
  it('nothing shows before an attempt, however wrong the values', () => {
    expect(show(NO_ERRORS, { ...valid, name: '', mobileNo: '1' })).toEqual({});
  });

  it('an attempt marks every broken field; each error stays until its field is fixed', () => {
    const wrong = { ...valid, name: '', mobileNo: '1' };
    const state = flagIssues(NO_ERRORS, issuesOf(wrong));
    expect(state.flagged).toEqual(['name', 'mobileNo']);
    expect(show(state, wrong)).toEqual({
      name: requiredFieldMessage('name'),
      mobileNo: 'Mobile No. must be 10 digits',
    });
    expect(show(state, { ...wrong, mobileNo: '12' })).toHaveProperty('mobileNo');
    expect(show(state, { ...wrong, mobileNo: valid.mobileNo })).toEqual({
      name: requiredFieldMessage('name'),
    });
    // A field never marked shows nothing until the next attempt.
    expect(show(state, { ...valid, aadharNo: '1' })).toEqual({});
  });

  it('a server refusal shows while the field holds the value refused', () => {
    const state = addServerError(NO_ERRORS, { field: 'regNo', message: 'taken', value: 'PR-1' });
    expect(show(state, valid)).toEqual({ regNo: 'taken' });
    expect(show(state, { ...valid, regNo: 'PR-2' })).toEqual({});
    const newer = addServerError(state, { field: 'regNo', message: 'taken too', value: 'PR-2' });
    expect(newer.server).toHaveLength(1);
    expect(show(newer, { ...valid, regNo: 'PR-2' })).toEqual({ regNo: 'taken too' });
  });

  it('the first field is in the form order', () => {
    expect(firstField(['section', 'mobileNo', 'name'])).toBe('name');
    expect(firstField([])).toBeUndefined();
  });
});
