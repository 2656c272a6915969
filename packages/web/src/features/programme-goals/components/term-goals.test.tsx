import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { mockApi } from '../../../test/mock-api';
import { goalFixture, REG_NO } from '../testing/goal-records';
import { TermGoalsBanner } from './term-goals-banner';
import { goalMarks, termGoalRows } from './term-goals';

const at = { section: 'preprimary', year: '1', term: 'I' } as const;
const entry = { section: 'preprimary', year: '1', term: 'Entry' } as const;
const goals = [
  goalFixture({
    status: 'met',
    metIn: at,
    target: 'C-P1',
    progress: [
      { ...entry, answer: 'NE' },
      { ...at, answer: 'C-P1' },
    ],
  }),
  goalFixture({
    id: 2,
    itemId: 20,
    category: 'social',
    question: 'Greets others',
    target: 'Yes',
    progress: [
      { ...entry, answer: 'C-P2' },
      { ...at, answer: 'C-P1' },
    ],
  }),
  goalFixture({ id: 3, itemId: 30, category: 'academic', question: 'Counts to 5' }),
  // Set in this very term: for the next one, not this checklist.
  goalFixture({ id: 4, itemId: 40, setIn: at }),
  goalFixture({ id: 5, itemId: 50, status: 'dropped', droppedIn: at }),
];

describe('term goals', () => {
  it('lists the goals of the term with met, continues or not evaluated', () => {
    expect(termGoalRows(goals, at).map((r) => [r.goal.id, r.answer, r.outcome])).toEqual([
      [1, 'C-P1', 'met'],
      [2, 'C-P1', 'continues'],
      [3, null, 'notEvaluated'],
    ]);
    expect(termGoalRows(goals, at, 'social').map((r) => r.goal.id)).toEqual([2]);
    expect([...goalMarks(goals, at)]).toEqual([
      ['Washes hands', 'C-P1'],
      ['Greets others', 'Yes'],
      ['Counts to 5', 'C-P1'],
    ]);
    expect([...goalMarks(goals, at, 'social')]).toEqual([['Greets others', 'Yes']]);
  });

  it('renders them as a table for the checklist screen', async () => {
    mockApi({
      [`GET /api/goals/${encodeURIComponent(REG_NO)}`]: { body: { regNo: REG_NO, goals } },
    });
    render(
      <I18nProvider>
        <QueryClientProvider client={new QueryClient()}>
          <TermGoalsBanner regNo={REG_NO} at={at} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Goals this term' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.children, (c) => c.textContent));
    expect(rows).toEqual([
      ['Personal', 'Washes hands', 'With verbal prompt (VP)', 'VP', 'Met'],
      ['Social', 'Greets others', 'Independent (+)', 'VP', 'Continues next term'],
      ['Academic', 'Counts to 5', 'With verbal prompt (VP)', '–', 'Not evaluated yet'],
    ]);
  });
});
