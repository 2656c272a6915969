import type { Goal, GoalPlanResponse } from '@pragati/domain';

/** Fixtures of the goal routes' answers for component tests. */
export const REG_NO = 'PR/2024/0007';

export function goalFixture(over: Partial<Goal> = {}): Goal {
  return {
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
    progress: [{ section: 'preprimary', year: '1', term: 'Entry', answer: 'NE' }],
    ...over,
  };
}

export function planFixture(): GoalPlanResponse {
  return {
    regNo: REG_NO,
    name: 'Asha Rao',
    plan: {
      section: 'preprimary',
      year: '1',
      term: 'I',
      revision: 4,
      areas: [
        {
          category: 'personal',
          items: [
            { itemId: 10, question: 'Washes hands', answer: 'C-P2', goal: goalFixture() },
            { itemId: 11, question: 'Brushes teeth', answer: 'NE', goal: null },
          ],
        },
        {
          category: 'social',
          items: [{ itemId: 20, question: 'Greets others', answer: 'C-P1', goal: null }],
        },
        { category: 'academic', items: [] },
        { category: 'occupational', items: [] },
      ],
      elsewhere: [],
    },
  };
}
