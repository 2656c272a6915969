import {
  CONNECTION_MESSAGES,
  HISTORY_MESSAGES,
  type HistoryRecord,
  type Role,
} from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { historyRecord, historyYear, sampleHistory } from '../testing/history-records';
import type { FigureRow } from './chart-data';

// jsdom has no canvas: the chart stands in as a list of its datasets, which is what it draws.
vi.mock('./term-chart', () => ({
  TermChart: ({ rows, label }: { rows: FigureRow[]; label: string }) => (
    <ul aria-label={label} data-testid="chart">
      {rows.map((row) => (
        <li key={row.label}>
          {row.label}: {row.values.map((v) => (v === null ? '-' : v)).join(' ')}
        </li>
      ))}
    </ul>
  ),
}));

const CALLS: Record<Exclude<Role, 'network'>, string> = {
  admin: '/api/admin/student/viewHistory',
  principal: '/api/principal/student/viewHistory',
  teacher: '/api/teacher/abc',
  student: '/api/student/viewHistory',
  specialist: '/api/specialist/viewHistory',
};
const REG_NO = 'PR/2024/0007';

function openHistory(
  role: Exclude<Role, 'network'>,
  reply: MockReply | (() => MockReply | Promise<MockReply>) = { body: sampleHistory() },
  path?: string,
) {
  const userId = role === 'student' ? REG_NO : `${role}-1`;
  signInAs(role, userId);
  const api = mockApi({
    'GET /api/session': sessionReply(role, userId),
    [`GET ${CALLS[role]}`]: typeof reply === 'function' ? () => reply() : reply,
  });
  const defaults: Record<Exclude<Role, 'network'>, string> = {
    admin: `/admin/viewstudents/history/${encodeURIComponent(REG_NO)}`,
    principal: `/principal/viewstudents/history/${encodeURIComponent(REG_NO)}`,
    teacher: '/teacher/hist',
    student: '/student/history',
    specialist: `/specialist/history/${encodeURIComponent(REG_NO)}`,
  };
  if (role === 'teacher') window.localStorage.setItem('studentId', REG_NO);
  return { ...renderApp(path ?? defaults[role]), ...api };
}

const info = () => within(screen.getByRole('region', { name: 'Student Information' }));
const sectionSelect = () => screen.getByRole('combobox', { name: 'Section' });
const yearSelect = () => screen.getByRole('combobox', { name: 'Year' });
const chartItems = async () =>
  Array.from((await screen.findByTestId('chart')).querySelectorAll('li'), (li) => li.textContent);
/** A cell's own text, without the counts under its figure (tested on their own). */
const ownText = (cell: Element) =>
  Array.from(cell.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('');
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, ownText).join(''));

// The first render imports the portal's lazy chunk, slow on a loaded machine.
describe('history report', { timeout: 20_000 }, () => {
  it("shows 'Loading...' and the empty dropdowns until the record arrives", async () => {
    let release: (reply: MockReply) => void = () => {};
    openHistory('admin', () => new Promise<MockReply>((resolve) => (release = resolve)));

    // The screen arrives with its portal's lazy chunk, which takes a moment to import in jsdom.
    await screen.findByRole('heading', { level: 1, name: 'History Report' }, { timeout: 10_000 });
    for (const label of [
      'Name',
      'Registration Number',
      'Current Year',
      'Current Section',
      'Class ID',
    ]) {
      expect(info().getByText(label).nextSibling).toHaveTextContent('Loading...');
    }
    expect(sectionSelect()).toHaveDisplayValue('No sections available');
    expect(yearSelect()).toHaveDisplayValue('No years available');
    expect(sectionSelect()).toBeDisabled();

    release({ body: sampleHistory() });
    expect(await info().findByText('Meera Nair')).toBeInTheDocument();
    expect(info().getByText(REG_NO)).toBeInTheDocument();
    expect(info().getByText('Current Section').nextSibling).toHaveTextContent('Primary-I');
    expect(info().getByText('Class ID').nextSibling).toHaveTextContent('Primary-I-1');
  });

  it.each<[Exclude<Role, 'network'>, string]>([
    ['admin', '/admin/viewstudents'],
    ['principal', '/principal/viewstudents'],
    ['teacher', '/teacher'],
    ['student', '/student'],
    ['specialist', '/specialist'],
  ])(
    'as %s: calls its own history call with the student in header id; Back goes to %s',
    async (role, back) => {
      const { calls } = openHistory(role);

      await screen.findByRole('region', { name: 'Student Information' }, { timeout: 10_000 });
      await info().findByText('Meera Nair');
      const call = calls.find((c) => c.path === CALLS[role]);
      expect(call?.method).toBe('GET');
      expect(call?.headers).toMatchObject({ id: REG_NO, 'Content-Type': 'application/json' });
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', back);
      expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    },
  );

  it('opens on the current section and year; a chosen year draws its bars, table and comments', async () => {
    const { user } = openHistory('principal');

    // Decisions §11: the student's current section and year first, not the oldest.
    expect(await chartItems()).toEqual(['Term Entry: 90 85 80 75', 'Term I: - - - -']);
    expect(sectionSelect()).toHaveDisplayValue('Primary-I');
    expect(yearSelect()).toHaveDisplayValue('Year 1');

    await user.selectOptions(sectionSelect(), 'Preprimary');
    expect(await chartItems()).toEqual([
      'Term Entry: 80 60 40 50',
      'Term I: 85 70 50 60',
      'Term II: 90 80 60 70',
      'Term III: 95 90 70 80',
      'Average: 87.5 75 55 65',
    ]);
    expect(sectionSelect()).toHaveDisplayValue('Preprimary');
    expect(yearSelect()).toHaveDisplayValue('Year 1');
    expect(
      screen.getByRole('heading', { name: 'Percentage Breakdown by Term' }),
    ).toBeInTheDocument();
    expect(tableRows()).toEqual([
      'Term Entry80%60%40%50%A',
      'Term I85%70%50%60%B',
      'Term II90%80%60%70%B',
      'Term III95%90%70%80%C',
      'Average87.5%75%55%65%B',
    ]);
    expect(screen.getByRole('table')).toHaveAccessibleDescription(
      'Preprimary, Year 1 has 4 term reports (Term Entry to Term III); the average is Personal 87.5%, Social 75%, Academic 55% and Occupational 65%.',
    );
    const comments = within(screen.getByRole('region', { name: 'Comments' }));
    expect(comments.getByText('Year 1 Entry comment')).toBeInTheDocument();
    expect(comments.getByText('Year 1 III comment')).toBeInTheDocument();

    const summary = within(screen.getByRole('region', { name: 'Year Summary' }));
    expect(summary.getByText('Year Percentages')).toBeInTheDocument();
    expect(summary.getByText('Recreational').nextSibling).toHaveTextContent('B');
    expect(summary.getByText('Year Percent').nextSibling).toHaveTextContent('70.63%');
    expect(summary.getByText('A steady year')).toBeInTheDocument();
    expect(summary.getByText('Plays with others')).toBeInTheDocument();
    // CSP (style-src 'self'): nothing on the screen may add a <style> element.
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('changing the section resets the year to its first; the chart and comments follow', async () => {
    const record = sampleHistory();
    record.section[1]!.yearReport.push(historyYear('2', [[10, 20, 30, 40, 'D']]));
    const { user } = openHistory('admin', { body: record });
    await chartItems();

    await user.selectOptions(sectionSelect(), 'Primary-I');
    expect(yearSelect()).toHaveDisplayValue('Year 1');
    expect(await chartItems()).toEqual(['Term Entry: 90 85 80 75', 'Term I: - - - -']);
    expect(screen.getByText('Year 1 I comment')).toBeInTheDocument();
    expect(tableRows()).toEqual([
      'Term Entry90%85%80%75%A',
      'Term INot evaluatedNot evaluatedNot evaluatedNot evaluatedNot evaluated',
    ]);
    const summary = within(screen.getByRole('region', { name: 'Year Summary' }));
    expect(summary.getByText('Available once Term III is fully evaluated.')).toBeInTheDocument();
    expect(summary.getByText('Available after the year-end transfer.')).toBeInTheDocument();

    await user.selectOptions(yearSelect(), 'Year 2');
    expect(await chartItems()).toEqual(['Term Entry: 10 20 30 40']);
    expect(screen.getByText('Year 2 Entry comment')).toBeInTheDocument();
    expect(screen.queryByText('Year 1 I comment')).not.toBeInTheDocument();

    await user.selectOptions(sectionSelect(), 'Preprimary');
    await user.selectOptions(sectionSelect(), 'Primary-I');
    expect(yearSelect()).toHaveDisplayValue('Year 1');
  });

  it('shows the Average only with four or more term reports', async () => {
    const record = historyRecord([
      [
        'preprimary',
        [
          historyYear('1', [
            [10, 10, 10, 10, 'A'],
            [20, 20, 20, 20, 'A'],
            [30, 30, 30, 30, 'A'],
          ]),
        ],
      ],
    ]);
    openHistory('teacher', { body: record });

    expect(await chartItems()).toEqual([
      'Term Entry: 10 10 10 10',
      'Term I: 20 20 20 20',
      'Term II: 30 30 30 30',
    ]);
    expect(screen.queryByText(/Average/)).not.toBeInTheDocument();
  });

  it('falls back to the first section and year when a refetch drops the chosen one', async () => {
    const record = sampleHistory();
    let current: HistoryRecord = record;
    const { user, queryClient } = openHistory('admin', () => ({ body: current }));
    await chartItems();
    await user.selectOptions(sectionSelect(), 'Primary-I');
    expect(await chartItems()).toHaveLength(2);

    current = { ...record, section: record.section.slice(0, 1) };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(sectionSelect()).toHaveDisplayValue('Preprimary'));
    expect(yearSelect()).toHaveDisplayValue('Year 1');
    expect(await chartItems()).toHaveLength(5);
  });

  it('says so when the selected year has no term reports', async () => {
    const record = historyRecord([['preprimary', [{ ...historyYear('1', []) }]]]);
    openHistory('student', { body: record });

    expect(await screen.findByText(HISTORY_MESSAGES.noData)).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the record has no sections at all', async () => {
    openHistory('principal', { body: historyRecord([]) });

    expect(await screen.findByText(HISTORY_MESSAGES.noData)).toBeInTheDocument();
    expect(sectionSelect()).toHaveDisplayValue('No sections available');
    expect(yearSelect()).toHaveDisplayValue('No years available');
  });

  it('on 404 toasts the not-found message and returns the teacher to their home', async () => {
    openHistory('teacher', { status: 404, body: errorBody(HISTORY_MESSAGES.notFound) });

    expect(await screen.findByText(HISTORY_MESSAGES.notFound)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teacher Home' }),
    ).toBeInTheDocument();
  });

  it("on 403 toasts 'Student is still in 1st Year' and returns the student to their home", async () => {
    openHistory('student', { status: 403, body: errorBody('No') });

    expect(await screen.findByText(HISTORY_MESSAGES.stillFirstYear)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Student Home' }),
    ).toBeInTheDocument();
  });

  it('on 500 says the server had a problem and offers to try again, staying put', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    openHistory('student', { status: 500, body: errorBody(CONNECTION_MESSAGES.server) });

    // A 5xx is retried twice first (app/query-client), as any query's.
    expect(
      await screen.findByText(CONNECTION_MESSAGES.server, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(HISTORY_MESSAGES.stillFirstYear)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'History Report' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  }, 15_000);

  it('only logs a failure without a status, and offers to try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    openHistory('admin', () => Promise.reject(new TypeError('Failed to fetch')));

    expect(
      await screen.findByText('The history could not be loaded', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText(CONNECTION_MESSAGES.offline)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(screen.queryByText(HISTORY_MESSAGES.stillFirstYear)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  }, 15_000);

  it('asks the teacher to choose a student when none is stored, without calling', async () => {
    signInAs('teacher');
    const { calls } = mockApi({ 'GET /api/session': sessionReply('teacher') });
    renderApp('/teacher/hist');

    expect(await screen.findByText('No student chosen')).toBeInTheDocument();
    expect(calls.some((c) => c.path === CALLS.teacher)).toBe(false);
  });
});
