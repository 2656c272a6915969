import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANDING, setBranding } from '../../../lib/branding';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { sampleHistory } from '../testing/history-records';
import type { FigureRow } from './chart-data';

/* Issue 14 part 6: the counts beside every figure, their legend, and "Print full record". */

// jsdom has no canvas: the chart stands in as a list of its datasets.
vi.mock('./term-chart', () => ({
  TermChart: ({ rows, label }: { rows: FigureRow[]; label: string }) => (
    <ul aria-label={label} data-testid="chart">
      {rows.map((row) => (
        <li key={row.label}>{row.label}</li>
      ))}
    </ul>
  ),
}));

const REG_NO = 'PR/2024/0007';

function openHistory(overrides: Record<string, unknown> = {}) {
  signInAs('admin', 'admin-1');
  mockApi({
    'GET /api/session': sessionReply('admin', 'admin-1'),
    'GET /api/admin/student/viewHistory': { body: { ...sampleHistory(), ...overrides } },
  });
  return renderApp(`/admin/viewstudents/history/${encodeURIComponent(REG_NO)}`);
}

afterEach(() => {
  setBranding(DEFAULT_BRANDING);
  vi.restoreAllMocks();
});

describe('history counts', { timeout: 20_000 }, () => {
  it('shows the counts under each figure and in the year summary, with their legend', async () => {
    const { user } = openHistory();
    await screen.findByTestId('chart', {}, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Preprimary');

    const [entry] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = within(entry!).getAllByRole('cell');
    // Personal 80 %: eight of ten counted items achieved, one NA (the fixture's counts).
    expect(cells[0]).toHaveTextContent('80%+ 8, VP 0, PP 0, NE 2, NA 1');
    expect(cells[4]).toHaveTextContent('AA 3, B 0, C 0, D 0, E 1');

    const summary = within(screen.getByRole('region', { name: 'Year Summary' }));
    expect(summary.getByText('Personal').nextSibling).toHaveTextContent(
      '87.5%+ 36, VP 0, PP 0, NE 4, NA 4',
    );
    expect(summary.getByText('Recreational').nextSibling).toHaveTextContent(
      'BA 3, B 6, C 3, D 0, E 4',
    );
    expect(summary.getByText('Year Percent').nextSibling).toHaveTextContent(/^70.63%$/);

    const legend = screen.getByText('Counts:').parentElement;
    expect(legend).toHaveTextContent('+ Yes, achieved; VP Verbal Prompting; PP Physical Prompting');
    expect(legend).toHaveTextContent('NE No Exposure; NA Not Applicable');
    expect(screen.getByText(/graded A, B, C, D or E/)).toBeInTheDocument();
  });
});

describe('print full record', { timeout: 20_000 }, () => {
  it('shows every section and year with the letterhead, prints, and returns to one year', async () => {
    setBranding({
      ...DEFAULT_BRANDING,
      name: 'Pragati Test Institute',
      address: '12 Example Road, Pune 411001',
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = openHistory();
    await screen.findByTestId('chart', {}, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Print full record' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Full record' });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(title).toHaveFocus();

    for (const place of ['Preprimary, Year 1', 'Primary-I, Year 1']) {
      const year = within(screen.getByRole('region', { name: place }));
      expect(year.getByRole('table', { name: `Percentages by term, ${place}` })).toBeVisible();
      expect(year.getByRole('region', { name: 'Comments' })).toBeInTheDocument();
      expect(year.getByRole('region', { name: 'Year Summary' })).toBeInTheDocument();
      expect(year.getByTestId('chart')).toHaveAccessibleName(new RegExp(`for ${place};`));
    }
    expect(screen.getByText('Year 1 III comment')).toBeInTheDocument();
    expect(screen.getByText('A steady year')).toBeInTheDocument();
    expect(screen.getByText('12 Example Road, Pune 411001')).toBeInTheDocument();
    expect(screen.getByText(/^Printed on \d{1,2} \w+ \d{4}$/)).toBeInTheDocument();
    // Ids stay unique with one block per year (aria-labelledby points at the right heading).
    const ids = Array.from(document.querySelectorAll('[id]'), (e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.queryByRole('combobox', { name: 'Section' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print again' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole('button', { name: 'Show one year' }));
    expect(await screen.findByRole('button', { name: 'Print full record' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveDisplayValue('Primary-I');
  });
});

describe(
  'the full record waits for the guardian’s consent (decisions §15)',
  { timeout: 20_000 },
  () => {
    it('offers no "Print full record" while consent is pending, and says why', async () => {
      openHistory({ consent: 'pending' });
      await screen.findByTestId('chart', {}, { timeout: 10_000 });
      expect(screen.queryByRole('button', { name: 'Print full record' })).not.toBeInTheDocument();
      expect(
        screen.getByText("The full record can be printed once the guardian's consent is recorded."),
      ).toBeInTheDocument();
    });

    it('offers it once consent is recorded', async () => {
      openHistory({ consent: 'recorded' });
      await screen.findByTestId('chart', {}, { timeout: 10_000 });
      expect(screen.getByRole('button', { name: 'Print full record' })).toBeInTheDocument();
      expect(screen.queryByText(/once the guardian's consent is recorded/)).not.toBeInTheDocument();
    });
  },
);
