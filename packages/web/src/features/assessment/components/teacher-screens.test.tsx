import { PROGRESS_MESSAGES } from '@pragati/domain';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import {
  evaluatedTerm,
  questions,
  progressRecord,
  storeFlow,
  termReport,
  yearReport,
} from '../testing/records';

// Screens load as lazy chunks; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const teacherReply = {
  body: { data: { teacherId: 'T-1', teacherName: 'Lata Menon', classId: ['preprimary_1'] } },
};

describe('teacher home', { timeout: 20_000 }, () => {
  it('welcomes the teacher and lists students by class with Eval and Hist', async () => {
    signInAs('teacher', 'T-1');
    const { calls } = mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/getTeacher': teacherReply,
      'GET /api/teacher/getStudents': {
        body: {
          data: [
            {
              classId: 'preprimary_1',
              className: 'Preprimary-1',
              students: [{ _id: '7', regNo: 'R-101', name: 'Asha Rao', classId: 'preprimary_1' }],
            },
          ],
          students: [[{ _id: '7', regNo: 'R-101', name: 'Asha Rao', classId: 'preprimary_1' }]],
        },
      },
      'GET /api/teacher/getStudentbyId': { body: progressRecord() },
    });
    const { user } = renderApp('/teacher');

    expect(await screen.findByText('Welcome, Lata Menon')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Preprimary-1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Reg. No.', 'Name', 'Actions']);
    expect(within(table).getByRole('button', { name: 'Hist Asha Rao (R-101)' })).toBeVisible();
    expect(calls.find((c) => c.path === '/api/teacher/getStudents')?.headers.id).toBe('T-1');

    await user.click(within(table).getByRole('button', { name: 'Eval Asha Rao (R-101)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    expect(window.localStorage.getItem('regNo')).toBe('R-101');
    expect(window.localStorage.getItem('studentName')).toBe('Asha Rao');
  });

  it('says so when no student is registered under the teacher', async () => {
    signInAs('teacher', 'T-1');
    mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/getTeacher': teacherReply,
      'GET /api/teacher/getStudents': { body: { data: [], students: [] } },
    });
    renderApp('/teacher');
    expect(await screen.findByText(PROGRESS_MESSAGES.noStudents)).toBeInTheDocument();
  });
});

describe('terms', { timeout: 20_000 }, () => {
  it('clears the stored choice, lists sections, then years, and stores the year', async () => {
    signInAs('teacher', 'T-1');
    storeFlow({ section: 'primary1', year: '2', term: 'III' });
    mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/getStudentbyId': {
        body: progressRecord({
          currSection: 'primary1',
          section: [
            {
              sec: 'preprimary',
              yearReport: [yearReport('1', [evaluatedTerm('Entry', { percent: 1, mode: 'A' })])],
            },
            { sec: 'primary1', yearReport: [yearReport('1', [termReport('Entry')])] },
          ],
        }),
      },
    });
    const { user } = renderApp('/teacher/term');

    await screen.findByRole('button', { name: 'Primary-I' });
    expect(window.localStorage.getItem('term')).toBeNull();
    expect(window.localStorage.getItem('year')).toBeNull();
    expect(window.localStorage.getItem('section')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/teacher');

    await user.click(screen.getByRole('button', { name: 'Preprimary' }));
    expect(screen.getByRole('button', { name: 'Preprimary' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Year 1' }));
    expect(window.localStorage.getItem('section')).toBe('preprimary');
    expect(window.localStorage.getItem('year')).toBe('1');
    expect(await screen.findByText('Preprimary, Year 1')).toBeInTheDocument();
  });

  it('sends a teacher without a chosen student to the home', async () => {
    signInAs('teacher', 'T-1');
    mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/getTeacher': teacherReply,
      'GET /api/teacher/getStudents': { body: { data: [], students: [] } },
    });
    renderApp('/teacher/eval');
    expect(await screen.findByText('Choose a student first.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Home' })).toBeVisible();
  });
});

describe('the evaluation hub', { timeout: 20_000 }, () => {
  function setUp(term: ReturnType<typeof termReport>) {
    signInAs('teacher', 'T-1');
    storeFlow({ section: 'preprimary', year: '1', term: term.term });
    return mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/getStudentbyId': {
        body: progressRecord({
          section: [{ sec: 'preprimary', yearReport: [yearReport('1', [term])] }],
        }),
      },
      'POST /api/teacher/termTypeComment': {
        body: { msg: PROGRESS_MESSAGES.termEvaluated, revision: 9 },
      },
    });
  }

  it('links the five checklists with their figures; Submit waits for all five', async () => {
    setUp(
      termReport('Entry', {
        evaluated: { personal: true, recreational: true },
        percent: { personalPercent: 66.67, mode: 'C' },
        report: {
          personalQA: [...questions('personal', 2, 'Yes'), ...questions('personal', 1, 'C-P2')],
          recreationalQA: questions('recreational', 3, 'C'),
        },
        comment: { termComment: 'Settling in' },
      }),
    );
    const { user } = renderApp('/teacher/eval');
    const personal = await screen.findByRole('link', { name: 'Personal' });
    expect(personal).toHaveAttribute('href', '/teacher/term/termEntry/eval/personal');
    expect(screen.getByRole('link', { name: 'Recreational' })).toHaveAttribute(
      'href',
      '/teacher/term/termEntry/eval/recreational',
    );
    expect(screen.getByText('Percentage : 66.67%')).toBeInTheDocument();
    expect(screen.getByText('Mode : C')).toBeInTheDocument();
    // The counts under each figure, and their legend (decisions §4, §11).
    expect(screen.getByText('+ 2, VP 0, PP 1, NE 0, NA 0')).toBeInTheDocument();
    expect(screen.getByText('A 0, B 0, C 3, D 0, E 0')).toBeInTheDocument();
    expect(screen.getByText('Counts:')).toBeInTheDocument();
    expect(screen.getByText('Preprimary, Year 1, Term Entry')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: /Term comments/ });
    // A saved comment that cannot be changed yet is read at full contrast, not greyed out.
    expect(box).toHaveValue('Settling in');
    expect(box).toHaveAttribute('readonly');
    expect(box).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText(PROGRESS_MESSAGES.termEvaluated)).not.toBeInTheDocument();
  });

  it('edits a saved comment in place: its text is the value, ready to submit', async () => {
    const term = evaluatedTerm('I', { percent: 80, mode: 'B' });
    const { calls } = setUp({ ...term, comment: { ...term.comment, termComment: 'Settling in' } });
    const { user } = renderApp('/teacher/eval');
    const box = await screen.findByRole('textbox', { name: /Term comments/ });
    expect(box).toHaveValue('Settling in');
    expect(box).toHaveAttribute('placeholder', 'Enter your comments');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    await user.type(box, ' well');
    await user.click(submit);

    expect(await screen.findByText(PROGRESS_MESSAGES.termEvaluated)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/teacher/termTypeComment')?.body).toMatchObject({
      comments: 'Settling in well',
    });
  });

  it("submits the term comment: 'Term evaluated', back to the term entry", async () => {
    const { calls } = setUp(evaluatedTerm('I', { percent: 80, mode: 'B' }));
    const { user } = renderApp('/teacher/eval');
    const box = await screen.findByRole('textbox', { name: /Term comments/ });
    expect(box).toHaveAttribute('placeholder', 'Enter your comments');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(box, 'A good term');
    await user.click(submit);

    expect(await screen.findByText(PROGRESS_MESSAGES.termEvaluated)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Term I' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/teacher/termTypeComment')?.body).toEqual({
      id: 'R-101',
      section: 'preprimary',
      year: '1',
      term: 'I',
      type: 'termComment',
      comments: 'A good term',
      revision: 1,
    });
  });
});
