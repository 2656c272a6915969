import { PROGRESS_MESSAGES } from '@pragati/domain';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { progressRecord, questions, storeFlow, termReport, yearReport } from '../testing/records';
import { readPending, resetPendingStoreForTests } from './pending-store';
import { setAutosaveDelayForTests } from './use-checklist-autosave';

// Screens load as lazy chunks; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const PERSONAL = '/teacher/term/termEntry/eval/personal';

// These tests are about Evaluate's own save; checklist-autosave.test.tsx covers saving as one goes.
beforeEach(() => setAutosaveDelayForTests(60_000));
afterEach(() => {
  window.sessionStorage.clear();
  resetPendingStoreForTests();
  setAutosaveDelayForTests();
});

function questionsReply(report: ReturnType<typeof termReport>) {
  const record = progressRecord({
    section: [{ sec: 'preprimary', yearReport: [yearReport('1', [report])] }],
  });
  return { body: { data: { section: record.section } } };
}

function setUp(routes: Parameters<typeof mockApi>[0] = {}, report = termReport('Entry')) {
  signInAs('teacher', 'T-1');
  storeFlow({ section: 'preprimary', year: '1', term: 'Entry' });
  const api = mockApi({
    'GET /api/session': sessionReply('teacher', 'T-1'),
    'GET /api/teacher/evaluate/questions': questionsReply(report),
    ...routes,
  });
  return { ...api, ...renderApp(PERSONAL) };
}

const select = (n: number) => screen.getByRole('combobox', { name: `Answer for item ${n}` });

describe('a checklist screen', { timeout: 20_000 }, () => {
  it('says so, and offers no list to evaluate, when the group has no items (issue 29)', async () => {
    setUp({}, termReport('Entry', { report: { personalQA: [] } }));
    const note = await screen.findByRole(
      'note',
      { name: 'No checklist items for this group yet' },
      { timeout: 15_000 },
    );
    expect(note).toHaveTextContent(PROGRESS_MESSAGES.noItems);
    expect(screen.queryByRole('table', { name: 'Personal items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Evaluate' })).toBeNull();
  });

  it('shows a numbered table with an answer for each item and the spec labels', async () => {
    setUp();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Functional Assessment Checklist For Programming: Personal',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Preprimary, Year 1, Term Entry')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Personal items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Question', 'Answer']);
    expect(within(table).getByRole('rowheader', { name: 'personal item 2' })).toBeInTheDocument();
    expect(
      within(select(1))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select',
      '+ (Yes)',
      'NA (Not Applicable)',
      'NE (No Exposure)',
      'VP (Verbal Prompting)',
      'PP (Physical Prompting)',
    ]);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/teacher/eval');
    expect(screen.getByRole('textbox', { name: /Comments/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Comments/ })).toHaveAttribute(
      'placeholder',
      'Enter your comments',
    );
  });

  it("refuses Evaluate until every item is answered and moves to the first that isn't", async () => {
    const { user, calls } = setUp();
    await screen.findByRole('table');
    await user.selectOptions(select(1), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));

    expect(await screen.findByText(PROGRESS_MESSAGES.selectAll)).toBeInTheDocument();
    expect(select(2)).toHaveFocus();
    expect(select(2)).toHaveAttribute('aria-invalid', 'true');
    expect(select(2)).toHaveAccessibleDescription('Not answered');
    expect(select(1)).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('saves with the revision, evaluates, and shows the percentage with the counts', async () => {
    const { user, calls } = setUp({
      'POST /api/teacher/eval/form': { body: { msg: 'Saved', revision: 2 } },
      'GET /api/teacher/evaluate': {
        body: {
          msg: 'Evaluated',
          result: 50,
          percent: 50,
          mode: null,
          counts: { Yes: 1, NA: 1, NE: 0, 'C-P1': 1, 'C-P2': 0 },
          revision: 3,
          termComplete: false,
          nextTerm: null,
        },
      },
    });
    await screen.findByRole('table');
    await user.selectOptions(select(1), 'Yes');
    await user.selectOptions(select(2), 'NA');
    await user.selectOptions(select(3), 'C-P1');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));

    expect(await screen.findByText('Percentage : 50%')).toBeInTheDocument();
    // The keyboard's place stays on Evaluate while it runs and after (issue 15 part 8).
    expect(screen.getByRole('button', { name: 'Evaluate' })).toHaveFocus();
    expect(screen.getByText('+: 1, VP: 1, PP: 0, NE: 0, NA: 1')).toBeInTheDocument();
    const save = calls.find((c) => c.path === '/api/teacher/eval/form');
    expect(save?.body).toEqual({
      type: 'personalQA',
      id: 'R-101',
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      revision: 1,
      data: {
        username: 'T-1',
        questions: [
          { question: 'personal item 1', answer: 'Yes' },
          { question: 'personal item 2', answer: 'NA' },
          { question: 'personal item 3', answer: 'C-P1' },
        ],
      },
    });
    const evaluate = calls.find((c) => c.path === '/api/teacher/evaluate');
    expect(evaluate?.headers).toMatchObject({
      id: 'R-101',
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      type: 'personalQA',
    });
    expect(screen.getByRole('textbox', { name: /Comments/ })).toBeEnabled();
  });

  it('adds a question only when both fields are filled, appended with its answer', async () => {
    const { user, calls } = setUp({
      'POST /api/teacher/eval/form': { body: { msg: 'Saved', revision: 2 } },
      'GET /api/teacher/evaluate': {
        body: {
          msg: 'Evaluated',
          result: 100,
          percent: 100,
          mode: null,
          counts: {},
          revision: 3,
          termComplete: false,
          nextTerm: null,
        },
      },
    });
    await screen.findByRole('table');
    const add = screen.getByRole('button', { name: 'Add Question' });
    const question = screen.getByRole('textbox', { name: 'New question' });
    const answer = screen.getByRole('combobox', { name: 'Answer for new question' });
    expect(add).toBeDisabled();
    await user.type(question, '   ');
    await user.selectOptions(answer, 'Yes');
    expect(add).toBeDisabled();
    await user.type(question, 'Ties shoe laces');
    expect(add).toBeEnabled();
    await user.click(add);

    expect(select(4)).toHaveValue('Yes');
    expect(
      screen.getByRole('rowheader', { name: /^Ties shoe laces\s*\(added\)$/ }),
    ).toBeInTheDocument();
    expect(question).toHaveValue('');
    expect(question).toHaveFocus();

    for (const n of [1, 2, 3]) await user.selectOptions(select(n), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByText('Percentage : 100%')).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/api/teacher/eval/form')?.body as {
      data: { questions: unknown[] };
    };
    expect(body.data.questions.at(-1)).toEqual({ question: 'Ties shoe laces', answer: 'Yes' });
    expect(body.data.questions).toHaveLength(4);
  });

  it('keeps the answers and shows the message when another window saved first (409)', async () => {
    let saved = false;
    const { user } = setUp({
      'GET /api/teacher/evaluate/questions': () =>
        saved
          ? questionsReply(
              termReport('Entry', {
                revision: 5,
                report: { personalQA: questions('personal', 3, 'NE') },
              }),
            )
          : questionsReply(termReport('Entry')),
      'POST /api/teacher/eval/form': () => {
        saved = true;
        return { status: 409, body: errorBody(PROGRESS_MESSAGES.stale) };
      },
    });
    await screen.findByRole('table');
    for (const n of [1, 2, 3]) await user.selectOptions(select(n), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));

    const alert = await screen.findByRole('alert', { name: 'Changed in another window' });
    expect(alert).toHaveTextContent(PROGRESS_MESSAGES.stale);
    for (const n of [1, 2, 3]) expect(select(n)).toHaveValue('Yes');
    expect(screen.queryByText(/Percentage :/)).not.toBeInTheDocument();
    const draft = await readPending({
      userId: 'T-1',
      regNo: 'R-101',
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      category: 'personal',
    });
    expect(draft?.items.map((i) => i.answer)).toEqual(['Yes', 'Yes', 'Yes']);

    // The way out: start again from what the other window saved.
    await user.click(within(alert).getByRole('button', { name: 'Load latest answers' }));
    expect(select(1)).toHaveValue('NE');
    expect(
      screen.queryByRole('alert', { name: 'Changed in another window' }),
    ).not.toBeInTheDocument();
  });

  it('retries a 409 caused only by another checklist of the term', async () => {
    let saves = 0;
    const { user, calls } = setUp({
      'GET /api/teacher/evaluate/questions': () =>
        questionsReply(termReport('Entry', { revision: saves === 0 ? 1 : 4 })),
      'POST /api/teacher/eval/form': () =>
        saves++ === 0
          ? { status: 409, body: errorBody(PROGRESS_MESSAGES.stale) }
          : { body: { msg: 'Saved', revision: 5 } },
      'GET /api/teacher/evaluate': {
        body: {
          msg: 'Evaluated',
          result: 100,
          percent: 100,
          mode: null,
          counts: {},
          revision: 6,
          termComplete: false,
          nextTerm: null,
        },
      },
    });
    await screen.findByRole('table');
    for (const n of [1, 2, 3]) await user.selectOptions(select(n), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));

    expect(await screen.findByText('Percentage : 100%')).toBeInTheDocument();
    const revisions = calls
      .filter((c) => c.path === '/api/teacher/eval/form')
      .map((c) => (c.body as { revision: number }).revision);
    expect(revisions).toEqual([1, 4]);
  });

  it('submits the comment once evaluated and returns to the evaluation hub', async () => {
    const report = termReport('Entry', {
      evaluated: { personal: true },
      percent: { personalPercent: 100 },
      report: { personalQA: questions('personal', 3, 'Yes') },
      comment: { personalComment: 'Eats well' },
    });
    const { user, calls } = setUp(
      {
        'POST /api/teacher/termTypeComment': {
          body: { msg: PROGRESS_MESSAGES.checklistSubmitted, revision: 2 },
        },
        'GET /api/teacher/getStudentbyId': {
          body: progressRecord({
            section: [{ sec: 'preprimary', yearReport: [yearReport('1', [report])] }],
          }),
        },
      },
      report,
    );
    expect(await screen.findByText('Percentage : 100%')).toBeInTheDocument();
    const comments = screen.getByRole('textbox', { name: /Comments/ });
    // The saved comment is the box's value, edited in place (decisions §11a, issue 15 part 5).
    expect(comments).toHaveValue('Eats well');
    expect(comments).toHaveAttribute('placeholder', 'Enter your comments');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.clear(comments);
    expect(submit).toBeDisabled();
    await user.type(comments, 'Feeds self with a spoon');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText(PROGRESS_MESSAGES.checklistSubmitted)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Functional Assessment Checklist for Programming',
      }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/teacher/termTypeComment')?.body).toEqual({
      id: 'R-101',
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      type: 'personalComment',
      comments: 'Feeds self with a spoon',
      revision: 1,
    });
  });

  it('offers A to E on the recreational checklist and reports the mode', async () => {
    signInAs('teacher', 'T-1');
    storeFlow({ section: 'preprimary', year: '1', term: 'Entry' });
    mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/evaluate/questions': questionsReply(
        termReport('Entry', {
          evaluated: { recreational: true },
          percent: { mode: 'B' },
          report: { recreationalQA: questions('recreational', 2, 'B') },
        }),
      ),
    });
    renderApp('/teacher/term/termEntry/eval/recreational');
    await screen.findByRole('table', { name: 'Recreational items' });
    expect(
      within(select(1))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'A', 'B', 'C', 'D', 'E']);
    expect(screen.getByText('Mode : B')).toBeInTheDocument();
    expect(screen.getByText('A: 0, B: 2, C: 0, D: 0, E: 0')).toBeInTheDocument();
  });
});
