import { MantineProvider } from '@mantine/core';
import { instituteDate } from '@pragati/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { mockApi } from '../../../test/mock-api';
import { goalFixture, REG_NO } from '../testing/goal-records';
import { GoalProbes } from './goal-probes';

// The chart draws on a canvas jsdom has not: its figures are in the table beside it.
vi.mock('./probe-chart', () => ({
  ProbeChart: ({ label }: { label: string }) => <p role="img" aria-label={label} />,
}));

const entry = { section: 'preprimary', year: '1', term: 'Entry' } as const;
const goal = goalFixture({
  id: 7,
  target: 'Yes',
  progress: [{ ...entry, answer: 'NE' }],
  probes: [
    { id: 1, date: '2026-07-02', level: 'verbal-prompt', recordedBy: 'T1' },
    { id: 2, date: '2026-07-09', level: 'independent', recordedBy: 'T1' },
  ],
  suggestedMet: false,
});

describe('GoalProbes (issue 31 part 4)', () => {
  it('records a probe dated today with one tap on a level, and shows the chart’s table', async () => {
    const today = instituteDate(new Date());
    const api = mockApi({
      'POST /api/goals/7/probes': {
        status: 201,
        body: {
          msg: 'Probe saved.',
          probe: { id: 3, date: today, level: 'physical-prompt', recordedBy: 'T1' },
        },
      },
      [`GET /api/goals/${encodeURIComponent(REG_NO)}`]: { body: { regNo: REG_NO, goals: [goal] } },
    });
    render(
      <MantineProvider env="test">
        <I18nProvider>
          <QueryClientProvider client={new QueryClient()}>
            <GoalProbes regNo={REG_NO} goal={goal} writable />
          </QueryClientProvider>
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Date of the probe')).toHaveValue(today);
    expect(await screen.findByRole('img', { name: /2 probes and 1 term result/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: /^Probes and term results:/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.children, (c) => c.textContent).slice(1, 3));
    expect(rows).toEqual([
      ['Term checklist', 'NE'],
      ['Probe', 'Verbal prompt'],
      ['Probe', 'Independent'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Physical prompt' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toContain('/api/goals/7/probes');
    expect(post.body).toEqual({ date: today, level: 'physical-prompt' });
  });
});
