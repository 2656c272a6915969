import { PROGRESS_MESSAGES, yearFigures } from '@pragati/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import {
  evaluatedTerm,
  progressRecord,
  storeFlow,
  termReport,
  yearReport,
} from '../testing/records';
import { termFigures } from '../record-display';

// Screens load as lazy chunks; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const LABELS = [
  'Year Percent',
  'Personal Percent',
  'Occupational Percent',
  'Academic Percent',
  'Social Percent',
  'Recreational Mode',
];

const completeTerms = [
  evaluatedTerm('Entry', { percent: 40, mode: 'A' }),
  evaluatedTerm('I', { percent: 60, mode: 'B' }),
  evaluatedTerm('II', { percent: 80, mode: 'B' }),
  evaluatedTerm('III', { percent: 90, mode: 'C' }),
];

function setUp(terms: ReturnType<typeof termReport>[], routes: Parameters<typeof mockApi>[0] = {}) {
  signInAs('teacher', 'T-1');
  storeFlow({ section: 'preprimary', year: '1' });
  const api = mockApi({
    'GET /api/session': sessionReply('teacher', 'T-1'),
    'GET /api/teacher/getStudentbyId': {
      body: progressRecord({
        currTerm: terms.at(-1)!.term,
        section: [{ sec: 'preprimary', yearReport: [yearReport('1', terms)] }],
      }),
    },
    ...routes,
  });
  return { ...api, ...renderApp('/teacher/term/termEntry') };
}

describe('the year summary and term entry', { timeout: 20_000 }, () => {
  it('lists the started terms and opens one', async () => {
    const { user } = setUp([evaluatedTerm('Entry', { percent: 50, mode: 'A' }), termReport('I')]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Functional Assessment Checklist for Programming',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Preprimary, Year 1')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Term Entry' });
    expect(screen.queryByRole('button', { name: 'Term II' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Term I' }));

    expect(window.localStorage.getItem('term')).toBe('I');
    expect(
      await screen.findByText('Preprimary, Year 1, Term I', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('keeps Submit & Transfer and the year comments disabled until Term III is complete', async () => {
    const terms = [
      ...completeTerms.slice(0, 3),
      termReport('III', { evaluated: { personal: true } }),
    ];
    setUp(terms);
    await screen.findByRole('button', { name: 'Term III' });
    expect(screen.getByRole('button', { name: 'Submit & Transfer' })).toBeDisabled();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByText(PROGRESS_MESSAGES.yearIncomplete)).toBeInTheDocument();
  });

  it('shows the year figures and transfers after confirmation', async () => {
    const { user, calls } = setUp(completeTerms, {
      'POST /api/teacher/yearEndTransfer': {
        body: {
          msg: PROGRESS_MESSAGES.transferred,
          outcome: 'pass',
          currSection: 'primary1',
          currYear: '1',
          figures: {
            personalPercent: 67.5,
            socialPercent: 67.5,
            academicPercent: 67.5,
            occupationalPercent: 67.5,
            mode: 'B',
            yearPercent: 67.5,
          },
        },
      },
      'GET /api/teacher/getTeacher': {
        body: { data: { teacherId: 'T-1', teacherName: 'Lata Menon', classId: [] } },
      },
      'GET /api/teacher/getStudents': { body: { data: [], students: [] } },
    });
    const submit = await screen.findByRole('button', { name: 'Submit & Transfer' });
    expect(submit).toBeEnabled();
    const expected = yearFigures(completeTerms.map(termFigures));
    expect(screen.getByLabelText('Year Percent')).toHaveAccessibleDescription(
      `Figure: ${expected.yearPercent}%`,
    );
    // Beside each category's figure, the four terms' answer counts (decisions §4).
    expect(screen.getByLabelText('Recreational Mode')).toHaveAccessibleDescription(
      'Figure: Mode B (A 3, B 6, C 3, D 0, E 0)',
    );
    expect(screen.getByLabelText('Personal Percent')).toHaveAccessibleDescription(
      /^Figure: [\d.]+% \(\+ 12, VP 0, PP 0, NE 0, NA 0\)$/,
    );
    for (const [index, label] of LABELS.entries()) {
      await user.type(screen.getByLabelText(label), `c${index}`);
    }
    await user.click(submit);

    const dialog = await screen.findByRole('dialog', { name: PROGRESS_MESSAGES.confirmTitle });
    expect(dialog).toHaveTextContent(PROGRESS_MESSAGES.confirmText);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(submit);
    await user.click(
      within(await screen.findByRole('dialog', { name: PROGRESS_MESSAGES.confirmTitle })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    expect(await screen.findByText(PROGRESS_MESSAGES.transferred)).toBeInTheDocument();
    // What happened (issue 15 part 6): the outcome, the new class and the year's figures.
    const result = await screen.findByRole('dialog', { name: 'Year submitted: Passed' });
    expect(result).toHaveTextContent(
      'The year percent reached 60%: the student moves up from Preprimary, Year 1 to Primary-I-1.',
    );
    expect(result).toHaveTextContent('New class: Primary-I-1');
    // Issue 26 item 11: the focus is on the outcome, so a screen reader reads it; it stays there
    // once the confirmation has gone (it used to go back to Submit, behind the dialog).
    const outcome = within(result).getByText(/^The year percent reached 60%/);
    await waitFor(() => expect(outcome).toHaveFocus());
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: PROGRESS_MESSAGES.confirmTitle }),
      ).not.toBeInTheDocument(),
    );
    expect(outcome).toHaveFocus();
    expect(within(result).getByRole('row', { name: 'Year Percent 67.5%' })).toBeInTheDocument();
    expect(within(result).getByRole('row', { name: 'Recreational Mode B' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/teacher/getStudents')).toBe(false);
    await user.click(within(result).getByRole('button', { name: 'Back to my students' }));
    expect(
      await screen.findByText(PROGRESS_MESSAGES.noStudents, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const transfer = calls.find((c) => c.path === '/api/teacher/yearEndTransfer');
    expect(transfer?.headers).toMatchObject({ id: 'R-101', section: 'preprimary', year: '1' });
    expect(transfer?.body).toEqual({
      comments: {
        year: 'c0',
        personal: 'c1',
        occupational: 'c2',
        academic: 'c3',
        social: 'c4',
        recreational: 'c5',
      },
    });
  });

  it('shows a submitted year as text: its saved comments readable, its figures large', async () => {
    signInAs('teacher', 'T-1');
    storeFlow({ section: 'preprimary', year: '1' });
    const year = yearReport('1', completeTerms);
    mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/getStudentbyId': {
        body: progressRecord({
          currSection: 'primary1',
          currYear: '1',
          section: [
            {
              sec: 'preprimary',
              yearReport: [
                {
                  ...year,
                  outcome: 'pass',
                  comment: { ...year.comment, yearComment: 'Ready for Primary-I' },
                },
              ],
            },
          ],
        }),
      },
    });
    renderApp('/teacher/term/termEntry');

    expect(
      await screen.findByText('This year has been submitted and transferred.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Year Percent' })).toBeInTheDocument();
    expect(screen.getByText('Ready for Primary-I')).toBeInTheDocument();
    expect(screen.getAllByText('No comment was saved.')).toHaveLength(5);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit & Transfer' })).not.toBeInTheDocument();
    const expected = yearFigures(completeTerms.map(termFigures));
    expect(screen.getAllByText(`Figure: ${expected.yearPercent}%`)).not.toHaveLength(0);
    expect(screen.getByText('Figure: Mode B')).toBeInTheDocument();
  });

  it("shows the server's message when the transfer is refused", async () => {
    const { user } = setUp(completeTerms, {
      'POST /api/teacher/yearEndTransfer': {
        status: 409,
        body: errorBody(PROGRESS_MESSAGES.alreadyTransferred),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit & Transfer' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(PROGRESS_MESSAGES.alreadyTransferred)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit & Transfer' })).toBeInTheDocument();
  });
});
