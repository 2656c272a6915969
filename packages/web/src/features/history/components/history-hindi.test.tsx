import { createMessageTranslator } from '@pragati/domain';
import en from '@pragati/domain/locales/en.json';
import hi from '@pragati/domain/locales/hi.json';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocaleStateForTests } from '../../../i18n/locale-state';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { sampleHistory } from '../testing/history-records';
import type { FigureRow } from './chart-data';

/* Issue 16 part 6: the history report and its print in the chosen language. */

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

beforeEach(() => {
  setLocaleStateForTests({
    locale: 'hi',
    catalog: hi,
    msg: createMessageTranslator(en.msg, hi.msg),
  });
});
afterEach(() => {
  setLocaleStateForTests({ locale: 'en', catalog: en, msg: (text) => text });
});

describe('history in Hindi', { timeout: 20_000 }, () => {
  it('shows the report, its summary sentence and the full-record print in Hindi', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    signInAs('admin', 'admin-1');
    mockApi({
      'GET /api/session': sessionReply('admin', 'admin-1'),
      'GET /api/admin/student/viewHistory': { body: sampleHistory() },
    });
    const { user } = renderApp('/admin/viewstudents/history/PR%2F2024%2F0007');
    await screen.findByRole('heading', { level: 1, name: 'इतिहास रिपोर्ट' }, { timeout: 10_000 });
    expect(screen.getByRole('region', { name: 'विद्यार्थी की जानकारी' })).toBeInTheDocument();
    expect(await screen.findByTestId('chart')).toHaveTextContent('प्रवेश टर्मटर्म I');
    expect(screen.getByRole('combobox', { name: 'वर्ष' })).toHaveDisplayValue('वर्ष 1');

    await user.click(screen.getByRole('button', { name: 'पूरा रिकॉर्ड प्रिंट करें' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'पूरा रिकॉर्ड' });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(title).toHaveFocus();
    expect(screen.getByText(/^प्रिंट की तारीख: \d{1,2} \S+ \d{4}$/)).toBeInTheDocument();
    const tables = screen.getAllByRole('table', { name: /^टर्म के अनुसार प्रतिशत, / });
    expect(tables).toHaveLength(2);
    // The summary sentence is one Hindi sentence, with the average of the four-term year.
    expect(tables[0]).toHaveAccessibleDescription(
      /में 4 टर्म रिपोर्ट हैं \(प्रवेश टर्म से टर्म III तक\); औसत: .* 87.5%, .* 75%, .* 55% और .* 65%।$/,
    );
    expect(within(tables[0]!).getByRole('rowheader', { name: 'औसत' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'वर्ष का सारांश' })).toHaveLength(2);
  });
});
