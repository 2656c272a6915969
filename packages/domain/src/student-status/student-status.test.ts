import { describe, expect, it } from 'vitest';
import {
  decideTransferUndo,
  mayUndoTransfer,
  placementAfterTransfer,
  restoreStudentRequestSchema,
  STUDENT_STATUS_MESSAGES as M,
  type TransferUndoFacts,
  undoTransferRequestSchema,
} from './student-status.js';

describe('placement after a transfer', () => {
  it.each([
    ['preprimary', '1', 'repeat', { section: 'preprimary', year: '2' }],
    ['preprimary', '2', 'repeat', { section: 'preprimary', year: '3' }],
    ['preprimary', '2', 'pass', { section: 'primary1', year: '1' }],
    ['primary1', '3', 'promoted', { section: 'primary2', year: '1' }],
    ['primary2', '2', 'completed', null],
    // Issue 29: a pass or promotion out of Primary-II is only ever one into Secondary 1 (with
    // Secondary disabled the outcome is 'completed'); Prevocational-II is the last group.
    ['primary2', '3', 'promoted', { section: 'secondary', year: '1' }],
    ['primary2', '1', 'pass', { section: 'secondary', year: '1' }],
    ['prevocational2', '3', 'promoted', null],
    ['care', '1', 'review', { section: 'care', year: '2' }],
  ] as const)('%s year %s, %s → %j', (section, year, outcome, expected) => {
    expect(placementAfterTransfer(section, year, outcome)).toEqual(expected);
  });
});

const facts = (over: Partial<TransferUndoFacts>): TransferUndoFacts => ({
  status: 'active',
  current: { section: 'preprimary', year: '3', term: 'Entry' },
  lastTransfer: { section: 'preprimary', year: '2', outcome: 'repeat' },
  newYearEvaluated: false,
  ...over,
});

describe('whether the last transfer may be undone', () => {
  it('a repeat, nothing evaluated: back to Term III, the new Entry term removed', () => {
    expect(decideTransferUndo(facts({}))).toEqual({
      allowed: true,
      back: { section: 'preprimary', year: '2', term: 'III' },
      newYear: { section: 'preprimary', year: '3' },
    });
  });

  it('a completion: back to Term III, active again, no term to remove', () => {
    expect(
      decideTransferUndo(
        facts({
          status: 'completed',
          current: { section: 'primary2', year: '2', term: 'III' },
          lastTransfer: { section: 'primary2', year: '2', outcome: 'completed' },
        }),
      ),
    ).toEqual({
      allowed: true,
      back: { section: 'primary2', year: '2', term: 'III' },
      newYear: null,
    });
  });

  it.each<[string, Partial<TransferUndoFacts>, string]>([
    ['no transfer', { lastTransfer: null }, M.noTransfer],
    ['left', { status: 'left' }, M.left],
    ['left, even without a transfer', { status: 'left', lastTransfer: null }, M.left],
    ['a category evaluated in the new Entry term', { newYearEvaluated: true }, M.evaluated],
    [
      'the Entry term finished (now Term I)',
      { current: { section: 'preprimary', year: '3', term: 'I' } },
      M.evaluated,
    ],
    [
      'no longer in the class the transfer chose',
      { current: { section: 'primary1', year: '1', term: 'Entry' } },
      M.moved,
    ],
    [
      'a pass recorded but the student marked completed',
      { status: 'completed', lastTransfer: { section: 'preprimary', year: '2', outcome: 'pass' } },
      M.moved,
    ],
    [
      'a completion but the student active elsewhere',
      {
        current: { section: 'primary1', year: '1', term: 'III' },
        lastTransfer: { section: 'primary2', year: '3', outcome: 'completed' },
      },
      M.moved,
    ],
  ])('refused: %s', (_name, over, message) => {
    expect(decideTransferUndo(facts(over))).toEqual({ allowed: false, message });
  });
});

describe('whether the details screen offers the undo', () => {
  it.each([
    ['completed', 'primary2', '3', 'III', true],
    ['active', 'preprimary', '2', 'Entry', true],
    ['active', 'preprimary', '1', 'Entry', false],
    ['active', 'primary1', '1', 'I', false],
    ['left', 'primary1', '1', 'Entry', false],
  ] as const)('%s %s %s %s → %s', (status, currSection, currYear, currTerm, shown) => {
    expect(mayUndoTransfer({ status, currSection, currYear, currTerm })).toBe(shown);
  });

  // Issue 26 item 17: where the record names the last transfer, the undo follows it.
  const passed = { section: 'primary1', year: '3', outcome: 'pass' } as const;
  const repeated = { section: 'primary1', year: '1', outcome: 'repeat' } as const;
  const done = { section: 'primary2', year: '3', outcome: 'completed' } as const;
  it.each([
    ['never transferred', 'active', 'primary1', '1', 'Entry', null, false],
    ['never transferred, completed', 'completed', 'primary2', '3', 'III', null, false],
    ['passed to the next section', 'active', 'primary2', '1', 'Entry', passed, true],
    ['repeating', 'active', 'primary1', '2', 'Entry', repeated, true],
    ['moved on since', 'active', 'primary2', '2', 'Entry', passed, false],
    ['completed by the last transfer', 'completed', 'primary2', '3', 'III', done, true],
    ['completed, but after a pass', 'completed', 'primary2', '1', 'I', passed, false],
    ['past Entry of the new year', 'active', 'primary2', '1', 'I', passed, false],
    ['left since', 'left', 'primary2', '1', 'Entry', passed, false],
  ] as const)('%s → %s', (_name, status, currSection, currYear, currTerm, lastTransfer, shown) => {
    expect(mayUndoTransfer({ status, currSection, currYear, currTerm, lastTransfer })).toBe(shown);
  });
});

describe('request schemas', () => {
  const confirm = { adminID: 'admin', confirmationPassword: 'pw' };
  it('the undo needs a reason', () => {
    const missing = undoTransferRequestSchema.safeParse(confirm);
    expect(missing.error?.issues[0]?.message).toBe(M.reasonRequired);
    const blank = undoTransferRequestSchema.safeParse({ ...confirm, reason: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(M.reasonRequired);
    expect(undoTransferRequestSchema.parse({ ...confirm, reason: ' Wrong class ' }).reason).toBe(
      'Wrong class',
    );
  });
  it('the restore note is optional and bounded', () => {
    expect(restoreStudentRequestSchema.parse(confirm).note).toBeUndefined();
    const long = restoreStudentRequestSchema.safeParse({ ...confirm, note: 'x'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe(M.noteTooLong);
  });
});
