import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { progressRecord, questions, storeFlow, termReport, yearReport } from '../testing/records';
import { readPending, resetPendingStoreForTests } from './pending-store';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => resetPendingStoreForTests());

type Report = ReturnType<typeof termReport>;

function questionsReply(...reports: Report[]) {
  const record = progressRecord({
    section: [{ sec: 'preprimary', yearReport: [yearReport('1', reports)] }],
  });
  return { body: { data: { section: record.section } } };
}

function setUp(
  routes: Parameters<typeof mockApi>[0],
  reports: Report[] = [termReport('Entry')],
  category = 'personal',
) {
  signInAs('teacher', 'T-1');
  storeFlow({ section: 'preprimary', year: '1', term: reports.at(-1)!.term });
  const api = mockApi({
    'GET /api/session': sessionReply('teacher', 'T-1'),
    'GET /api/teacher/evaluate/questions': questionsReply(...reports),
    ...routes,
  });
  return { ...api, ...renderApp(`/teacher/term/termEntry/eval/${category}`) };
}

const select = (n: number) => screen.getByRole('combobox', { name: `Answer for item ${n}` });
const saveStatus = () => document.getElementById('save-status');
type Saved = { revision: number; data: { questions: { answer: string }[] } };
const saves = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/api/teacher/eval/form').map((c) => c.body as Saved);
const answersOf = (body: Saved | undefined) => body?.data.questions.map((q) => q.answer);

describe('answers saved as the teacher goes', { timeout: 20_000 }, () => {
  it('saves each change as a partial list with the revision, and says so politely', async () => {
    let revision = 1;
    const { user, calls } = setUp({
      'POST /api/teacher/eval/form': () => ({ body: { msg: 'Saved', revision: ++revision } }),
    });
    await screen.findByRole('table');
    const status = saveStatus();
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Saved');

    await user.selectOptions(select(2), 'NE');
    expect(status).toHaveTextContent('Saving…');
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await waitFor(() => expect(status).toHaveTextContent(/^Saved$/));
    expect(saves(calls)[0]).toMatchObject({ revision: 1, type: 'personalQA', term: 'Entry' });
    expect(answersOf(saves(calls)[0])).toEqual(['', 'NE', '']);

    await user.selectOptions(select(1), 'Yes');
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]!.revision).toBe(2);
    expect(answersOf(saves(calls)[1])).toEqual(['Yes', 'NE', '']);
    // Evaluate still needs every item.
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByText('Select all answers')).toBeInTheDocument();
  });

  it('a saved change takes the figure away until the next Evaluate, comments too', async () => {
    const report = termReport('Entry', {
      evaluated: { personal: true },
      percent: { personalPercent: 100 },
      report: { personalQA: questions('personal', 3, 'Yes') },
    });
    const { user, calls } = setUp(
      { 'POST /api/teacher/eval/form': { body: { msg: 'Saved', revision: 2 } } },
      [report],
    );
    expect(await screen.findByText('Percentage : 100%')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Comments/ })).toBeEnabled();
    await user.selectOptions(select(2), 'NE');
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(
      await screen.findByText('Answers have changed: Evaluate again to update.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Percentage : 100%')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Comments/ })).toBeDisabled();
  });

  it('sends a change at once when the screen closes before the delay', async () => {
    const { user, calls, unmount } = setUp({
      'POST /api/teacher/eval/form': { body: { msg: 'Saved', revision: 2 } },
    });
    await screen.findByRole('table');
    await user.selectOptions(select(3), 'NE');
    unmount();
    await waitFor(() => expect(answersOf(saves(calls).at(-1))).toEqual(['', '', 'NE']));
  });

  it('keeps answers made offline on the device and sends them when the connection returns', async () => {
    let connected = false;
    const { user, calls } = setUp({
      'POST /api/teacher/eval/form': () => {
        if (!connected) throw new TypeError('Failed to fetch');
        return { body: { msg: 'Saved', revision: 2 } };
      },
    });
    await screen.findByRole('table');
    await user.selectOptions(select(1), 'C-P1');
    await user.selectOptions(select(3), 'NA');
    expect(await screen.findByText('Not saved — no connection')).toBeInTheDocument();
    const key = {
      userId: 'T-1',
      regNo: 'R-101',
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      category: 'personal',
    };
    expect((await readPending(key))?.items.map((i) => i.answer)).toEqual(['C-P1', '', 'NA']);

    connected = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    expect(answersOf(saves(calls).at(-1))).toEqual(['C-P1', '', 'NA']);
    await waitFor(async () => expect(await readPending(key)).toBeNull());
  });

  it("starts from last term's answers, marked and not sent until kept", async () => {
    const entry = termReport('Entry', {
      report: { academicQA: questions('academic', 3, 'NE') },
    });
    const current = termReport('I', { revision: 4 });
    const { user, calls } = setUp(
      { 'POST /api/teacher/eval/form': { body: { msg: 'Saved', revision: 5 } } },
      [entry, current],
      'academic',
    );
    await screen.findByRole('table');
    await user.selectOptions(select(2), 'Yes');
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: "Start from last term's answers" }));

    expect(select(1)).toHaveValue('NE');
    expect(select(1)).toHaveAccessibleDescription('From last term, not yet saved');
    expect(select(2)).toHaveValue('Yes');
    expect(select(2)).not.toHaveAccessibleDescription();
    expect(
      screen.getByText(/2 answers from last term \(Term Entry\), not yet saved/),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(saves(calls)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: "Keep last term's answers" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(answersOf(saves(calls)[1])).toEqual(['NE', 'Yes', 'NE']);
    expect(select(1)).not.toHaveAccessibleDescription();
  });

  it('sets every unanswered item at once, leaving the answered ones', async () => {
    const { user, calls } = setUp({
      'POST /api/teacher/eval/form': { body: { msg: 'Saved', revision: 2 } },
    });
    await screen.findByRole('table');
    await user.selectOptions(select(2), 'C-P2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Set unanswered to' }), 'NA');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 unanswered' }));
    expect([select(1), select(2), select(3)].map((s) => (s as HTMLSelectElement).value)).toEqual([
      'NA',
      'C-P2',
      'NA',
    ]);
    await waitFor(() => expect(answersOf(saves(calls).at(-1))).toEqual(['NA', 'C-P2', 'NA']));
    expect(screen.queryByRole('combobox', { name: 'Set unanswered to' })).not.toBeInTheDocument();
  });

  it('keeps answers the server does not have across a reload and a session end', async () => {
    const first = setUp({
      'POST /api/teacher/eval/form': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByRole('table');
    await first.user.selectOptions(select(2), 'C-P2');
    expect(await screen.findByText('Not saved — no connection')).toBeInTheDocument();
    first.unmount();

    // The session ends (expiry or logout); the same teacher signs in again.
    endSession();
    signInAs('teacher', 'T-1');
    storeFlow({ section: 'preprimary', year: '1', term: 'Entry' });
    renderApp('/teacher/term/termEntry/eval/personal');
    await screen.findByRole('table');
    expect(select(2)).toHaveValue('C-P2');
    expect(await screen.findByText('Not saved — no connection')).toBeInTheDocument();
  });

  it("never shows a teacher's unsent answers to another user of the device", async () => {
    const first = setUp({
      'POST /api/teacher/eval/form': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByRole('table');
    await first.user.selectOptions(select(2), 'C-P2');
    expect(await screen.findByText('Not saved — no connection')).toBeInTheDocument();
    first.unmount();

    endSession();
    signInAs('teacher', 'T-2');
    storeFlow({ section: 'preprimary', year: '1', term: 'Entry' });
    mockApi({
      'GET /api/session': sessionReply('teacher', 'T-2'),
      'GET /api/teacher/evaluate/questions': questionsReply(termReport('Entry')),
    });
    renderApp('/teacher/term/termEntry/eval/personal');
    await screen.findByRole('table');
    expect(select(2)).toHaveValue('');
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('explains the answer codes and the A–E scale', async () => {
    setUp({});
    await screen.findByRole('table');
    expect(screen.getByText(/The percent is \+ out of every answer except NA/)).toBeVisible();
  });
});
