import type { GoalAttainment } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

const SLOW = { timeout: 10_000 };
const NONE = { set: 0, met: 0, carried: 0, dropped: 0 };
const overview = {
  classes: [],
  activeStudents: 0,
  classesWithoutTeacher: [],
  pendingTeacherRows: 0,
};

const DATA: GoalAttainment = {
  classes: [
    {
      classId: 'primary1_3',
      students: 2,
      terms: [
        { section: 'primary1', year: '3', term: 'I' },
        { section: 'primary1', year: '2', term: 'III' },
      ],
      areas: [
        { category: 'personal', set: 2, met: 1, carried: 1, dropped: 0 },
        { category: 'social', set: 1, met: 0, carried: 0, dropped: 1 },
      ],
      total: { set: 3, met: 1, carried: 1, dropped: 1 },
    },
  ],
  areas: [
    { category: 'personal', set: 2, met: 1, carried: 1, dropped: 0 },
    { category: 'social', set: 1, met: 0, carried: 0, dropped: 1 },
  ],
  total: { set: 3, met: 1, carried: 1, dropped: 1 },
};

function renderHome(reply: Parameters<typeof mockApi>[0][string]) {
  mockApi({
    'GET /api/session': sessionReply('principal'),
    'GET /api/overview': { body: overview },
    'GET /api/overview/goals': reply,
  });
  signInAs('principal');
  return renderApp('/principal');
}

describe('programme goals on the principal’s home (issue 17 part 5)', { timeout: 20_000 }, () => {
  it('a real table: one row per class, a column per area, the totals in the footer', async () => {
    renderHome({ body: DATA });
    const table = await screen.findByRole('table', { name: /Goals per class and area/ }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Class', 'Term', 'Personal', 'Social', 'Academic', 'Occupational', 'All areas']);
    const row = within(table).getByRole('rowheader', { name: 'Primary-I-3' }).closest('tr')!;
    expect(Array.from(row.children, (c) => c.textContent)).toEqual([
      'Primary-I-3',
      // A student transferred since: their last completed term is the earlier class's.
      'Term I; Term III, Primary-I-22 students',
      '2 set, 1 met, 1 carried over',
      '1 set, 0 met, 0 carried over, 1 dropped',
      'No goals',
      'No goals',
      '3 set, 1 met, 1 carried over, 1 dropped',
    ]);
    const total = within(table).getByRole('rowheader', { name: 'All classes' }).closest('tr')!;
    expect(total).toHaveTextContent('3 set, 1 met, 1 carried over, 1 dropped');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Programme goals, last completed term' }),
    ).toBeVisible();
  });

  it('says when there are no goals yet', async () => {
    renderHome({ body: { classes: [], areas: [], total: NONE } });
    expect(await screen.findByText(/No goals yet/, {}, SLOW)).toBeVisible();
  });

  it('says what happened and what to do when the goals cannot be loaded', async () => {
    renderHome({ status: 500, body: errorBody('Something went wrong.') });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The goals could not be loaded (Something went wrong.). Reload the page to try again.',
    );
  });
});
