import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { mockApi } from '../../../test/mock-api';
import { goalKeys } from '../api/query-keys';
import { goalFixture, REG_NO } from '../testing/goal-records';
import { StudentProbes } from './student-probes';

vi.mock('./probe-chart', () => ({
  ProbeChart: ({ label }: { label: string }) => <p role="img" aria-label={label} />,
}));

function renderFor(goals: ReturnType<typeof goalFixture>[]) {
  mockApi({
    [`GET /api/goals/${encodeURIComponent(REG_NO)}`]: { body: { regNo: REG_NO, goals } },
  });
  // The goals already loaded, as after the history page's first render.
  const client = new QueryClient();
  client.setQueryData(goalKeys.all(REG_NO), { regNo: REG_NO, goals });
  return render(
    <MantineProvider env="test">
      <I18nProvider>
        <QueryClientProvider client={client}>
          <p>page</p>
          <StudentProbes regNo={REG_NO} />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('StudentProbes (issue 31 part 4, a specialist away from the checklist)', () => {
  it('shows each open goal with its level buttons, and not a met or dropped one', async () => {
    renderFor([
      goalFixture({ id: 1, question: 'Washes hands' }),
      goalFixture({ id: 2, question: 'Combs hair', status: 'met' }),
      goalFixture({ id: 3, question: 'Greets teachers', status: 'dropped' }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Probes between terms' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /^Probes between terms: / })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Probes between terms: Washes hands' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Independent' })).toBeTruthy();
  });

  it('shows nothing for a student without an open goal', async () => {
    renderFor([goalFixture({ id: 2, status: 'met' })]);
    await screen.findByText('page');
    expect(screen.queryByRole('heading', { name: 'Probes between terms' })).toBeNull();
  });
});
