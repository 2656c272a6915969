import { GOAL_MESSAGES, type Goal } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import {
  choiceError,
  GOAL_SCREEN_MESSAGES,
  goalChoicesReducer,
  initialChoices,
  type Plan,
  saveRequest,
  targetsFor,
} from './goal-choices';

const goal = (over: Partial<Goal>): Goal => ({
  id: 1,
  category: 'personal',
  itemId: 10,
  question: 'Washes hands',
  target: 'C-P1',
  notes: 'Mirror and song',
  status: 'open',
  setIn: { section: 'preprimary', year: '1', term: 'Entry' },
  metIn: null,
  droppedIn: null,
  dropReason: null,
  progress: [],
  ...over,
});

const plan = (): Plan => ({
  section: 'preprimary',
  year: '1',
  term: 'I',
  revision: 7,
  areas: [
    {
      category: 'personal',
      items: [
        { itemId: 10, question: 'Washes hands', answer: 'C-P2', goal: goal({}) },
        { itemId: 11, question: 'Brushes teeth', answer: 'NE', goal: null },
      ],
    },
    { category: 'social', items: [] },
    { category: 'academic', items: [] },
    { category: 'occupational', items: [] },
  ],
  elsewhere: [goal({ id: 2, itemId: 99, category: 'academic', question: 'Counts to 5' })],
});

describe('goal choices', () => {
  it('starts from the saved goals: carried ones ticked, new items not', () => {
    const state = initialChoices(plan());
    expect(state.choices.map((c) => [c.itemId, c.chosen, c.carried, c.target])).toEqual([
      [10, true, true, 'C-P1'],
      [11, false, false, ''],
      [99, true, true, 'C-P1'],
    ]);
    expect(saveRequest(state)).toEqual({
      section: 'preprimary',
      year: '1',
      term: 'I',
      revision: 7,
      goals: [
        { itemId: 10, target: 'C-P1', notes: 'Mirror and song' },
        { itemId: 99, target: 'C-P1', notes: 'Mirror and song' },
      ],
      drops: [],
    });
  });

  it('needs a target for a new goal and a reason to drop a carried one', () => {
    let state = initialChoices(plan());
    state = goalChoicesReducer(state, { type: 'toggle', itemId: 11 });
    state = goalChoicesReducer(state, { type: 'toggle', itemId: 10 });
    expect(choiceError(state.choices[1]!)).toBe(GOAL_SCREEN_MESSAGES.chooseTarget);
    expect(choiceError(state.choices[0]!)).toBe(GOAL_MESSAGES.dropReason);
    expect(saveRequest(state)).toBeNull();
    state = goalChoicesReducer(state, { type: 'target', itemId: 11, target: 'C-P2' });
    state = goalChoicesReducer(state, { type: 'notes', itemId: 11, notes: ' Toothbrush chart ' });
    state = goalChoicesReducer(state, { type: 'reason', itemId: 10, reason: 'Met at home' });
    expect(saveRequest(state)).toMatchObject({
      goals: [
        { itemId: 11, target: 'C-P2', notes: 'Toothbrush chart' },
        { itemId: 99, target: 'C-P1' },
      ],
      drops: [{ itemId: 10, reason: 'Met at home' }],
    });
  });

  it('leaves met goals alone and offers only targets above the answer', () => {
    const p = plan();
    p.areas[0]!.items[0]!.goal = goal({ status: 'met', setIn: { ...p, term: 'I' } });
    let state = initialChoices(p);
    expect(state.choices[0]).toMatchObject({ settled: true, chosen: false });
    state = goalChoicesReducer(state, { type: 'toggle', itemId: 10 });
    expect(state.choices[0]!.chosen).toBe(false);
    expect(saveRequest(state)!.goals.map((g) => g.itemId)).toEqual([99]);
    expect(targetsFor(state.choices[0]!)).toEqual(['C-P1', 'Yes']);
    expect(targetsFor(state.choices[1]!)).toEqual(['C-P2', 'C-P1', 'Yes']);
    expect(targetsFor(state.choices[2]!)).toEqual(['C-P2', 'C-P1', 'Yes']);
  });

  it('a goal set in this term and unticked is simply not sent', () => {
    const p = plan();
    p.areas[0]!.items[0]!.goal = goal({ setIn: { section: 'preprimary', year: '1', term: 'I' } });
    let state = initialChoices(p);
    expect(state.choices[0]!.carried).toBe(false);
    state = goalChoicesReducer(state, { type: 'toggle', itemId: 10 });
    expect(saveRequest(state)).toMatchObject({ goals: [{ itemId: 99 }], drops: [] });
  });
});
