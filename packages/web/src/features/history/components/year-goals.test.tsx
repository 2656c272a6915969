import type { Goal } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { sampleHistory } from '../testing/history-records';

/* Issue 17 part 3: the goals of the shown year on the history report, with their progress. */

vi.mock('./term-chart', () => ({ TermChart: () => <p>chart</p> }));

const REG_NO = 'PR/2024/0007';
const goal = (over: Partial<Goal>): Goal => ({
  id: 1,
  category: 'personal',
  itemId: 10,
  question: 'Washes hands',
  target: 'Yes',
  notes: '',
  status: 'met',
  setIn: { section: 'primary1', year: '1', term: 'Entry' },
  metIn: { section: 'primary1', year: '1', term: 'I' },
  droppedIn: null,
  dropReason: null,
  progress: [
    { section: 'primary1', year: '1', term: 'Entry', answer: 'NE' },
    { section: 'primary1', year: '1', term: 'I', answer: 'Yes' },
  ],
  ...over,
});

function openHistory(goals: Goal[] | null) {
  signInAs('principal', 'principal-1');
  mockApi({
    'GET /api/session': sessionReply('principal', 'principal-1'),
    'GET /api/principal/student/viewHistory': { body: sampleHistory() },
    ...(goals
      ? { [`GET /api/goals/${encodeURIComponent(REG_NO)}`]: { body: { regNo: REG_NO, goals } } }
      : {}),
  });
  return renderApp(`/principal/viewstudents/history/${encodeURIComponent(REG_NO)}`);
}

describe('programme goals on the history', { timeout: 20_000 }, () => {
  it('shows per term and area the goals set, met and open, and each one’s answers', async () => {
    openHistory([
      goal({}),
      goal({
        id: 2,
        itemId: 20,
        category: 'social',
        question: 'Greets others',
        target: 'C-P1',
        status: 'open',
        metIn: null,
        progress: [
          { section: 'primary1', year: '1', term: 'Entry', answer: 'NE' },
          { section: 'primary1', year: '1', term: 'I', answer: 'C-P2' },
        ],
      }),
    ]);
    const section = await screen.findByRole(
      'region',
      { name: 'Programme goals' },
      { timeout: 10_000 },
    );
    expect(within(section).getByText('Personal: 1 set, 1 met, 0 open')).toBeVisible();
    expect(within(section).getByText('Social: 1 set, 0 met, 1 open')).toBeVisible();
    const table = within(section).getByRole('table', {
      name: 'Goals set after Term Entry: answers term by term',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.children, (c) => c.textContent));
    expect(rows).toEqual([
      ['Personal', 'Washes hands', 'Independent (+)', 'NE → +', 'Met in Term I, Primary-I-1'],
      ['Social', 'Greets others', 'With verbal prompt (VP)', 'NE → PP', 'Open'],
    ]);
  });

  it('shows nothing when the student has no goals or they cannot be read', async () => {
    openHistory(null);
    await screen.findByRole('heading', { name: 'Comments' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Programme goals' })).toBeNull();
  });
});
