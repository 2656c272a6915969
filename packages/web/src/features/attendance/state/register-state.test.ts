import type { RegisterResponse } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import { initialRegister, registerBody, registerReducer } from './register-state';

const view: RegisterResponse = {
  classId: 'preprimary_1',
  date: '2026-11-27',
  holiday: null,
  version: 2,
  savedBy: 'T1',
  savedAt: '2026-11-27T04:00:00.000Z',
  students: [
    { regNo: 'A1', name: 'Asha', present: true, reason: null },
    { regNo: 'B2', name: 'Bala', present: false, reason: 'ill' },
    { regNo: 'C3', name: 'Chitra', present: true, reason: null },
  ],
};

describe('the register on screen', () => {
  it.each([
    ['loads the saved absent', [], { absent: [{ regNo: 'B2', reason: 'ill' }], version: 2 }],
    [
      'taps one more absent, in roll order',
      [
        { type: 'toggle', regNo: 'C3' },
        { type: 'toggle', regNo: 'A1' },
      ],
      { absent: [{ regNo: 'A1' }, { regNo: 'B2', reason: 'ill' }, { regNo: 'C3' }], version: 2 },
    ],
    ['taps an absent present again', [{ type: 'toggle', regNo: 'B2' }], { absent: [], version: 2 }],
    [
      'gives and clears a reason',
      [
        { type: 'toggle', regNo: 'A1' },
        { type: 'reason', regNo: 'A1', reason: 'family' },
        { type: 'reason', regNo: 'B2', reason: null },
      ],
      { absent: [{ regNo: 'A1', reason: 'family' }, { regNo: 'B2' }], version: 2 },
    ],
    [
      'ignores a reason for someone present',
      [{ type: 'reason', regNo: 'C3', reason: 'ill' }],
      { absent: [{ regNo: 'B2', reason: 'ill' }], version: 2 },
    ],
  ] as const)('%s', (_name, actions, body) => {
    let state = registerReducer(initialRegister, { type: 'loaded', view });
    for (const action of actions) state = registerReducer(state, action);
    expect(registerBody(state)).toEqual(body);
  });

  it('puts marks kept on the device over the server copy, at their version', () => {
    const state = registerReducer(initialRegister, {
      type: 'loaded',
      view: { ...view, version: 0 },
      kept: { absent: [{ regNo: 'C3', reason: 'therapy' }], version: 0 },
    });
    expect(state.dirty).toBe(true);
    expect(registerBody(state)).toEqual({
      absent: [{ regNo: 'C3', reason: 'therapy' }],
      version: 0,
    });
  });
});
