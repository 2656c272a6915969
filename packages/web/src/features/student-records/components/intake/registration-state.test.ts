import { registrationInfoIssues } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import { NO_ERRORS } from './field-errors';
import { emptyRegistration } from './form-values';
import {
  currentStep,
  initialRegistration,
  type RegistrationAction,
  registrationReducer,
  type RegistrationState,
  stepKeys,
} from './registration-state';

const THREE = stepKeys(false);
const FOUR = stepKeys(true);
const start = (patch: Partial<RegistrationState> = {}): RegistrationState => ({
  ...initialRegistration(THREE, null),
  ...patch,
});
const filled = () => {
  const values = emptyRegistration();
  return { ...values, info: { ...values.info, regNo: 'PR-1', name: 'Asha' } };
};
const blank = { regNo: '', name: '', regDate: '', dob: '', sex: '', aadharNo: '', mobileNo: '' };
const issues = registrationInfoIssues(blank, '', '2026-11-21');

describe('registration wizard state', () => {
  it('has three steps, or four with the added step before the consent', () => {
    expect(THREE).toEqual(['required', 'optional', 'consent']);
    expect(FOUR).toEqual(['required', 'optional', 'extra', 'consent']);
  });

  it.each([
    { name: 'no draft', steps: THREE, draft: null, step: 0, restored: false },
    { name: 'a draft on step 2', steps: THREE, draft: { step: 1 }, step: 1, restored: true },
    {
      name: 'a draft past the last step',
      steps: THREE,
      draft: { step: 5 },
      step: 2,
      restored: true,
    },
  ])('opens with $name', ({ steps, draft, step, restored }) => {
    const values = filled();
    const state = initialRegistration(steps, draft && { ...draft, values });
    expect(state).toMatchObject({ step, showRestored: restored, confirming: false, created: null });
    expect(state.values).toEqual(draft ? values : emptyRegistration());
  });

  // Each transition from a state: what it changes (the rest stays as it was).
  const table: {
    name: string;
    from?: Partial<RegistrationState>;
    action: RegistrationAction;
    expected: (from: RegistrationState) => Partial<RegistrationState>;
  }[] = [
    {
      name: 'an info field keeps the others',
      from: { values: filled() },
      action: { type: 'info', patch: { name: 'Ravi' } },
      expected: (from) => ({
        values: { ...from.values, info: { ...from.values.info, name: 'Ravi' } },
      }),
    },
    {
      name: 'a group field keeps the group',
      action: { type: 'group', group: 'history', key: 'birthCry', value: 'late' },
      expected: (from) => ({
        values: { ...from.values, history: { ...from.values.history, birthCry: 'late' } },
      }),
    },
    {
      name: 'the placement',
      action: { type: 'placement', patch: { section: 'primary1' } },
      expected: (from) => ({
        values: { ...from.values, stdCred: { section: 'primary1', year: '1' } },
      }),
    },
    { name: 'Next or Back', action: { type: 'go', step: 2 }, expected: () => ({ step: 2 }) },
    {
      name: 'a problem of the added step shows it',
      from: { steps: FOUR },
      action: { type: 'show-step', key: 'extra' },
      expected: () => ({ step: 2 }),
    },
    {
      name: 'a problem of the consent shows it (the last step of four)',
      from: { steps: FOUR },
      action: { type: 'show-step', key: 'consent' },
      expected: () => ({ step: 3 }),
    },
    {
      name: 'a tab',
      action: { type: 'tab', tab: 'history' },
      expected: () => ({ tab: 'history' }),
    },
    {
      name: 'the restored notice closed',
      from: { showRestored: true },
      action: { type: 'close-restored' },
      expected: () => ({ showRestored: false }),
    },
    {
      name: 'step-1 issues: every field marked, back to step 1, the first field focused',
      from: { step: 2 },
      action: { type: 'flag', issues, field: 'regNo' },
      expected: () => ({
        step: 0,
        errors: {
          flagged: ['regNo', 'name', 'regDate', 'dob', 'sex', 'aadharNo', 'mobileNo', 'section'],
          server: [],
        },
        focus: { field: 'regNo', request: 1 },
      }),
    },
    {
      name: "the server's refusal: the field marked with the value refused, focused again",
      from: { step: 1, focus: { field: 'regNo', request: 4 } },
      action: { type: 'refuse', error: { field: 'regNo', message: 'taken', value: 'PR-1' } },
      expected: () => ({
        step: 0,
        errors: { flagged: [], server: [{ field: 'regNo', message: 'taken', value: 'PR-1' }] },
        focus: { field: 'regNo', request: 5 },
      }),
    },
    {
      name: 'the confirmation asked',
      action: { type: 'confirm' },
      expected: () => ({ confirming: true }),
    },
    {
      name: 'the confirmation closed',
      from: { confirming: true },
      action: { type: 'close-confirm' },
      expected: () => ({ confirming: false }),
    },
    {
      name: 'discard asked',
      action: { type: 'ask-discard' },
      expected: () => ({ discarding: true }),
    },
    {
      name: 'discard cancelled',
      from: { discarding: true },
      action: { type: 'close-discard' },
      expected: () => ({ discarding: false }),
    },
    {
      name: 'discarded: the empty form on step 1, the dialog closed',
      from: { values: filled(), step: 2, tab: 'history', showRestored: true, discarding: true },
      action: { type: 'reset' },
      expected: () => ({
        values: emptyRegistration(),
        step: 0,
        tab: 'info',
        showRestored: false,
        discarding: false,
        errors: NO_ERRORS,
      }),
    },
    {
      name: 'registered: the empty form, the password to show once',
      from: { values: filled(), step: 2, tab: 'history' },
      action: { type: 'registered', created: { regNo: 'PR-1', temporaryPassword: 'x' } },
      expected: () => ({
        values: emptyRegistration(),
        step: 0,
        tab: 'info',
        created: { regNo: 'PR-1', temporaryPassword: 'x' },
      }),
    },
    {
      name: 'the password dialog done',
      from: { created: { regNo: 'PR-1', temporaryPassword: 'x' } },
      action: { type: 'done' },
      expected: () => ({ created: null }),
    },
  ];

  it.each(table)('$name', ({ from, action, expected }) => {
    const before = start(from);
    const frozen = structuredClone(before);
    const after = registrationReducer(before, action);
    expect(after).toEqual({ ...before, ...expected(before) });
    // Pure: the state it was given is unchanged.
    expect(before).toEqual(frozen);
  });

  it('names the current step', () => {
    expect(currentStep(start({ steps: FOUR, step: 2 }))).toBe('extra');
    expect(currentStep(start({ step: 0 }))).toBe('required');
  });
});
