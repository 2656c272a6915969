import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goalFixture } from '../features/programme-goals/testing/goal-records';
import { resetPendingStoreForTests } from '../features/assessment/checklist/pending-store';
import { setAutosaveDelayForTests } from '../features/assessment/checklist/use-checklist-autosave';
import {
  progressRecord,
  questions,
  storeFlow,
  termReport,
  yearReport,
} from '../features/assessment/testing/records';
import { mockApi } from '../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../test/render-app';

// Screens load as lazy chunks; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 26 item 10 (decisions §14): the checklist marks its goal items in their rows, and an
 * Evaluate that meets a goal shows it met in "Goals this term" without a reload.
 */
const entry = { section: 'preprimary', year: '1', term: 'Entry' } as const;
const termI = { ...entry, term: 'I' } as const;
const open = goalFixture({ question: 'personal item 2', target: 'C-P1', setIn: entry });
const met = {
  ...open,
  status: 'met' as const,
  metIn: termI,
  progress: [...open.progress, { ...termI, answer: 'C-P1' }],
};

beforeEach(() => setAutosaveDelayForTests(60_000));
afterEach(() => {
  window.sessionStorage.clear();
  resetPendingStoreForTests();
  setAutosaveDelayForTests();
});

describe('the checklist with its goals', { timeout: 20_000 }, () => {
  it('marks the goal item and shows it met right after Evaluate', async () => {
    signInAs('teacher', 'T-1');
    storeFlow(termI);
    let evaluated = false;
    const report = termReport('I', { report: { personalQA: questions('personal', 3, 'C-P1') } });
    const record = progressRecord({
      section: [{ sec: 'preprimary', yearReport: [yearReport('1', [report])] }],
    });
    mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/evaluate/questions': { body: { data: { section: record.section } } },
      'GET /api/goals/R-101': () => ({
        body: { regNo: 'R-101', goals: [evaluated ? met : open] },
      }),
      'POST /api/teacher/eval/form': { body: { msg: 'Saved', revision: 2 } },
      'GET /api/teacher/evaluate': () => {
        evaluated = true;
        return {
          body: {
            msg: 'Evaluated',
            result: 0,
            percent: 0,
            mode: null,
            counts: { Yes: 0, NA: 0, NE: 0, 'C-P1': 3, 'C-P2': 0 },
            revision: 3,
            termComplete: false,
            nextTerm: null,
          },
        };
      },
    });
    const { user } = renderApp('/teacher/term/termEntry/eval/personal');

    const goals = await screen.findByRole('table', { name: 'Goals this term: Personal' });
    expect(within(goals).getByText('Not evaluated yet')).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'Personal items' });
    const goalRow = within(list).getByRole('rowheader', { name: /personal item 2/ });
    expect(goalRow).toHaveTextContent('personal item 2Goal: With verbal prompt (VP)');
    expect(within(list).getAllByText(/^Goal:/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await within(goals).findByText('Met')).toBeInTheDocument();
    expect(within(goals).queryByText('Not evaluated yet')).not.toBeInTheDocument();
  });
});
