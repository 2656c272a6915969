import { PROGRESS_MESSAGES, type TermReportRecord } from '@pragati/domain';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { evaluatedTerm, progressRecord, storeFlow, yearReport } from '../testing/records';

// Screens load as lazy chunks; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const recordWith = (term: TermReportRecord) =>
  progressRecord({ section: [{ sec: 'preprimary', yearReport: [yearReport('1', [term])] }] });

/**
 * The evaluation hub's term comment against a server whose term report moves from `opened` to
 * `latest` when the first comment arrives (another window saved meanwhile).
 */
function setUp(opened: TermReportRecord, latest: TermReportRecord) {
  signInAs('teacher', 'T-1');
  storeFlow({ section: 'preprimary', year: '1', term: 'I' });
  let current = opened;
  return mockApi({
    'GET /api/session': sessionReply('teacher', 'T-1'),
    'GET /api/teacher/getStudentbyId': () => ({ body: recordWith(current) }),
    'POST /api/teacher/termTypeComment': (body) => {
      const { revision } = body as { revision?: number };
      current = latest;
      return revision === latest.revision
        ? { body: { msg: PROGRESS_MESSAGES.termEvaluated, revision: latest.revision + 1 } }
        : { status: 409, body: errorBody(PROGRESS_MESSAGES.staleComment) };
    },
  });
}

const figures = { percent: 80, mode: 'B' };

describe('a term comment changed elsewhere (issue 12 part 8)', { timeout: 20_000 }, () => {
  it('shows the 409 message, refetches the saved comment and keeps the typed text', async () => {
    const { calls } = setUp(
      { ...evaluatedTerm('I', figures), revision: 4 },
      {
        ...evaluatedTerm('I', figures),
        revision: 5,
        comment: { ...evaluatedTerm('I', figures).comment, termComment: 'From the other tab' },
      },
    );
    const { user } = renderApp('/teacher/eval');
    const box = await screen.findByRole('textbox', { name: /Term comments/ });
    await user.type(box, 'My careful comment');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // The message is on the form (and announced), the text is still in the box, and the comment
    // saved elsewhere is now shown.
    expect(await screen.findAllByText(PROGRESS_MESSAGES.staleComment)).not.toHaveLength(0);
    expect(box).toHaveValue('My careful comment');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(/Saved comment: From the other tab/)).toBeInTheDocument();
    // The saved comment is the box's value only until the teacher types (decisions §11a).
    expect(box).toHaveAttribute('placeholder', 'Enter your comments');
    // Still on the hub; nothing was sent again over the newer comment.
    expect(screen.getByRole('link', { name: 'Personal' })).toBeInTheDocument();
    const posts = calls.filter((c) => c.path === '/api/teacher/termTypeComment');
    expect(posts.map((c) => (c.body as { revision: number }).revision)).toEqual([4]);

    // Submitting again, now against the latest revision, replaces it on purpose.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PROGRESS_MESSAGES.termEvaluated)).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === '/api/teacher/termTypeComment')
        .map((c) => c.body as { revision: number; comments: string })
        .map((b) => [b.revision, b.comments]),
    ).toEqual([
      [4, 'My careful comment'],
      [5, 'My careful comment'],
    ]);
  });

  it('retries once when only another checklist moved the revision (same saved comment)', async () => {
    const { calls } = setUp(
      { ...evaluatedTerm('I', figures), revision: 4 },
      { ...evaluatedTerm('I', figures), revision: 6 },
    );
    const { user } = renderApp('/teacher/eval');
    const box = await screen.findByRole('textbox', { name: /Term comments/ });
    await user.type(box, 'A good term');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(PROGRESS_MESSAGES.termEvaluated)).toBeInTheDocument();
    expect(screen.queryByText(PROGRESS_MESSAGES.staleComment)).not.toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === '/api/teacher/termTypeComment')
        .map((c) => (c.body as { revision: number }).revision),
    ).toEqual([4, 6]);
  });
});
