import type { NetworkFigures, NetworkOverviewResponse } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

const SLOW = { timeout: 10_000 };

const figures = (students: NetworkFigures['students'], attendanceRate: number | null) => ({
  students,
  byGroup: [],
  byStatus: [],
  byDisability: [],
  attendanceRate,
  areaMeans: [],
  goals: [],
});

const OVERVIEW: NetworkOverviewResponse = {
  institutes: [
    { code: 'main', name: 'Main School', suspended: false, ...figures(42, 87.5) },
    { code: 'west', name: 'West School', suspended: false, ...figures('<5', null) },
  ],
  total: figures(45, 87.5),
};

describe('the network overview: attendance', { timeout: 20_000 }, () => {
  it('shows the rate as a percent, and "Not yet recorded" where there is none', async () => {
    mockApi({
      'GET /api/session': sessionReply('network'),
      'GET /api/network/institutes': { body: { data: [] } },
      'GET /api/network/overview': { body: OVERVIEW },
    });
    signInAs('network');
    renderApp('/network');
    const table = await screen.findByRole('table', { name: 'Students' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .at(-1),
    ).toBe('Attendance rate (last 30 days)');
    const rowOf = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!);
    expect(rowOf('Main School (main)').getByText('87.5 %')).toBeVisible();
    expect(rowOf('West School (west)').getByText('Not yet recorded')).toBeVisible();
    expect(rowOf('All institutes').getByText('87.5 %')).toBeVisible();
  });
});
