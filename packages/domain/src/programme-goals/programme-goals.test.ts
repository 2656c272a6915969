import { describe, expect, it } from 'vitest';
import {
  type Goal,
  GOAL_MESSAGES,
  GOAL_TARGETS,
  goalOutcome,
  goalTermSummary,
  isGoalCandidate,
  isGoalMet,
  saveGoalsRequestSchema,
  targetsAbove,
  termOrder,
} from './programme-goals.js';

/** Every answer a checklist can hold (and none) against every target (issue 17 part 6). */
const MET: [string | null, Record<(typeof GOAL_TARGETS)[number], boolean>][] = [
  ['NE', { 'C-P2': false, 'C-P1': false, Yes: false }],
  ['C-P2', { 'C-P2': true, 'C-P1': false, Yes: false }],
  ['C-P1', { 'C-P2': true, 'C-P1': true, Yes: false }],
  ['Yes', { 'C-P2': true, 'C-P1': true, Yes: true }],
  ['NA', { 'C-P2': false, 'C-P1': false, Yes: false }],
  [null, { 'C-P2': false, 'C-P1': false, Yes: false }],
  ['', { 'C-P2': false, 'C-P1': false, Yes: false }],
  ['A', { 'C-P2': false, 'C-P1': false, Yes: false }],
  ['B', { 'C-P2': false, 'C-P1': false, Yes: false }],
  ['C', { 'C-P2': false, 'C-P1': false, Yes: false }],
  ['D', { 'C-P2': false, 'C-P1': false, Yes: false }],
  ['E', { 'C-P2': false, 'C-P1': false, Yes: false }],
  ['garbage', { 'C-P2': false, 'C-P1': false, Yes: false }],
];

describe('goal met: every answer × target', () => {
  const cases = MET.flatMap(([answer, byTarget]) =>
    GOAL_TARGETS.map((target) => [answer, target, byTarget[target]] as const),
  );
  it.each(cases)('answer %j, target %s → met %s', (answer, target, met) => {
    expect(isGoalMet(answer, target)).toBe(met);
  });

  it.each(cases)('answer %j, target %s → outcome', (answer, target, met) => {
    const assessed = ['NE', 'C-P2', 'C-P1', 'Yes'].includes(answer ?? '');
    expect(goalOutcome(answer, target)).toBe(!assessed ? 'notAssessed' : met ? 'met' : 'continues');
  });
});

describe('which items may be goals, and to what', () => {
  it.each([
    ['personal', 'NE', true],
    ['social', 'C-P2', true],
    ['academic', 'C-P1', true],
    ['occupational', 'Yes', false],
    ['personal', 'NA', false],
    ['personal', null, false],
    ['recreational', 'NE', false],
    ['recreational', 'A', false],
  ] as const)('%s answered %j → %s', (category, answer, candidate) => {
    expect(isGoalCandidate(category, answer)).toBe(candidate);
  });

  it.each([
    ['NE', ['C-P2', 'C-P1', 'Yes']],
    ['C-P2', ['C-P1', 'Yes']],
    ['C-P1', ['Yes']],
    ['Yes', []],
    ['NA', ['C-P2', 'C-P1', 'Yes']],
  ] as const)('targets above %s', (answer, targets) => {
    expect(targetsAbove(answer)).toEqual(targets);
  });
});

describe('term order', () => {
  it('orders terms across years and sections', () => {
    const order = [
      { section: 'preprimary', year: '1', term: 'Entry' },
      { section: 'preprimary', year: '1', term: 'III' },
      { section: 'preprimary', year: '2', term: 'Entry' },
      { section: 'preprimary', year: '3', term: 'III' },
      { section: 'primary1', year: '1', term: 'Entry' },
      { section: 'primary2', year: '1', term: 'I' },
    ] as const;
    const values = order.map(termOrder);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('save request', () => {
  const base = { section: 'preprimary', year: '1', term: 'Entry', revision: 3 };
  const message = (body: object) =>
    saveGoalsRequestSchema.safeParse(body).error?.issues[0]?.message ?? null;

  it('accepts goals and drops with reasons', () => {
    const parsed = saveGoalsRequestSchema.parse({
      ...base,
      goals: [{ itemId: 1, target: 'C-P1', notes: '  picture cards  ' }],
      drops: [{ itemId: 2, reason: 'Moved to another area' }],
    });
    expect(parsed.goals[0]!.notes).toBe('picture cards');
  });
  it.each([
    [
      { goals: [{ itemId: 1, target: 'C-P1' }], drops: [{ itemId: 2, reason: '  ' }] },
      GOAL_MESSAGES.dropReason,
    ],
    [{ goals: [], drops: [{ itemId: 2 }] }, GOAL_MESSAGES.dropReason],
    [{ goals: [{ itemId: 1, target: 'NA' }] }, 'target must be C-P2, C-P1 or Yes.'],
    [
      {
        goals: [
          { itemId: 1, target: 'Yes' },
          { itemId: 1, target: 'C-P1' },
        ],
      },
      GOAL_MESSAGES.duplicate,
    ],
    [
      { goals: [{ itemId: 1, target: 'Yes' }], drops: [{ itemId: 1, reason: 'x' }] },
      GOAL_MESSAGES.dropAndKeep,
    ],
    [
      { goals: [{ itemId: 1, target: 'Yes', notes: 'x'.repeat(1001) }] },
      GOAL_MESSAGES.notesTooLong,
    ],
  ])('%j → %s', (extra, expected) => {
    expect(message({ ...base, ...extra })).toBe(expected);
  });
});

describe('term summary', () => {
  const goal = (category: Goal['category'], status: Goal['status'], term: 'Entry' | 'I'): Goal => ({
    id: 1,
    category,
    itemId: 1,
    question: 'q',
    target: 'Yes',
    notes: '',
    status,
    setIn: { section: 'preprimary', year: '1', term },
    metIn: null,
    droppedIn: null,
    dropReason: null,
    progress: [],
  });
  it('counts set, met, open and dropped per area of the term', () => {
    const goals = [
      goal('personal', 'met', 'Entry'),
      goal('personal', 'open', 'Entry'),
      goal('social', 'dropped', 'Entry'),
      goal('academic', 'open', 'I'),
    ];
    expect(goalTermSummary(goals, { section: 'preprimary', year: '1', term: 'Entry' })).toEqual([
      { category: 'personal', set: 2, met: 1, open: 1, dropped: 0 },
      { category: 'social', set: 1, met: 0, open: 0, dropped: 1 },
    ]);
  });
});
