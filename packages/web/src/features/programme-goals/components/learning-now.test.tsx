import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { mockApi } from '../../../test/mock-api';
import { goalFixture, REG_NO } from '../testing/goal-records';
import { LearningNow, StudentLearningNow } from './learning-now';

const withIntl = (ui: ReactNode) => render(<I18nProvider>{ui}</I18nProvider>);

const at = { section: 'preprimary', year: '1', term: 'I' } as const;
const goals = [
  goalFixture({ status: 'met', metIn: at, question: 'Drinks from a cup' }),
  goalFixture({
    id: 2,
    question: 'Washes hands',
    target: 'Yes',
    progress: [
      { ...at, term: 'Entry', answer: 'C-P2' },
      { ...at, answer: 'C-P1' },
    ],
  }),
  goalFixture({ id: 3, category: 'social', question: 'Greets others', target: 'C-P2' }),
];

describe('LearningNow (issue 17 part 4)', () => {
  it('lists the open goals per area in plain words under its own heading', () => {
    withIntl(<LearningNow goals={goals} />);
    const section = screen.getByRole('region', { name: 'What I am learning now' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'What I am learning now',
    );
    const areas = within(section).getAllByRole('heading', { level: 3 });
    expect(areas.map((h) => h.textContent)).toEqual([
      'Looking after myself (Personal)',
      'Getting on with people (Social)',
    ]);
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => Array.from(li.children, (c) => c.textContent));
    expect(items).toEqual([
      ['Washes hands', 'Aim: to do it by myself', 'Last checked: with a spoken reminder'],
      ['Greets others', 'Aim: to do it with hands-on help', 'Last checked: not started yet'],
    ]);
    // The checklist's codes never reach the family.
    expect(section.textContent).not.toMatch(/\b(VP|PP|NE|C-P1|C-P2)\b/);
  });

  it('says so when there is no open goal', () => {
    withIntl(<LearningNow goals={[goals[0]!]} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'What I am learning now' })).toBeVisible();
    expect(screen.getByText(/No goals for now/)).toBeVisible();
  });

  it('loads the student’s own goals', async () => {
    mockApi({
      [`GET /api/goals/${encodeURIComponent(REG_NO)}`]: { body: { regNo: REG_NO, goals } },
    });
    withIntl(
      <QueryClientProvider client={new QueryClient()}>
        <StudentLearningNow regNo={REG_NO} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Greets others')).toBeVisible();
  });

  it('says what to do when they cannot be loaded', async () => {
    mockApi({});
    withIntl(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <StudentLearningNow regNo={REG_NO} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/Reload the page to try again/);
  });
});
