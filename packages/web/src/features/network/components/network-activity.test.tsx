import type { AuditPage } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

const SLOW = { timeout: 10_000 };

const ACTIVITY: AuditPage = {
  total: 2,
  data: [
    {
      id: 2,
      at: '2026-11-27T10:00:00.000Z',
      actorId: 'net-1',
      actorRole: 'network',
      action: 'network.institute.suspend',
      target: 'west',
      outcome: 'success',
      detail: null,
    },
    {
      id: 1,
      at: '2026-11-27T09:00:00.000Z',
      actorId: 'net-1',
      actorRole: 'network',
      action: 'network.overview.view',
      target: 'overview',
      outcome: 'success',
      detail: null,
    },
  ],
};

describe("the network office's own activity (issue 28)", { timeout: 20_000 }, () => {
  it('lists its entries, newest first, with the actions by name', async () => {
    const { calls } = mockApi({
      'GET /api/session': sessionReply('network'),
      'GET /api/network/institutes': { body: { data: [] } },
      'GET /api/network/overview': {
        body: {
          institutes: [],
          total: {
            students: 0,
            byGroup: [],
            byStatus: [],
            byDisability: [],
            attendanceRate: null,
            areaMeans: [],
            goals: [],
          },
        },
      },
      'GET /api/network/audit': { body: ACTIVITY },
    });
    signInAs('network');
    renderApp('/network');
    const table = await screen.findByRole('table', { name: 'Network activity' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Network: institute suspended',
      'Network: overview viewed',
    ]);
    expect(within(rows[0]!).getByText('west')).toBeVisible();
    expect(within(rows[0]!).getByText('Succeeded')).toBeVisible();
    expect(calls.some((call) => call.path === '/api/network/audit')).toBe(true);
  });
});
