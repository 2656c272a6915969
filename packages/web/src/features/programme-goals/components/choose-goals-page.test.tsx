import { GOAL_MESSAGES } from '@pragati/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { GOAL_SCREEN_MESSAGES } from '../state/goal-choices';
import { planFixture, REG_NO } from '../testing/goal-records';

configure({ asyncUtilTimeout: 5000 });

const PLAN_URL = `/api/teacher/goals/${encodeURIComponent(REG_NO)}`;

function open(plan: MockReply = { body: planFixture() }, save?: MockReply) {
  signInAs('teacher', 'T-1');
  const api = mockApi({
    'GET /api/session': sessionReply('teacher', 'T-1'),
    [`GET ${PLAN_URL}`]: plan,
    [`PUT ${PLAN_URL}`]: save ?? { body: { msg: GOAL_MESSAGES.saved, revision: 5 } },
  });
  return { ...renderApp(`/teacher/goals/${encodeURIComponent(REG_NO)}`), ...api };
}

describe('choose goals', { timeout: 20_000 }, () => {
  it('lists per area the items not yet achieved, with the carried goal ticked', async () => {
    open();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Choose goals' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText(/From Term I, Preprimary-1/)).toBeInTheDocument();
    const personal = screen.getByRole('group', { name: 'Personal' });
    expect(within(personal).getByRole('checkbox', { name: 'Washes hands' })).toBeChecked();
    expect(within(personal).getByText(/Answer this term: PP \(Physical Prompting\)/)).toBeVisible();
    expect(within(personal).getByText(/Goal since Term Entry/)).toBeVisible();
    expect(within(personal).getByRole('checkbox', { name: 'Brushes teeth' })).not.toBeChecked();
    // Targets above PP only, the saved one chosen.
    const targets = within(personal).getByRole('group', { name: 'Target level' });
    expect(
      within(targets)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['C-P1', 'Yes']);
    expect(within(targets).getByRole('radio', { name: 'With verbal prompt (VP)' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Academic' })).toHaveTextContent(
      'No item of this area was answered NE, VP or PP.',
    );
  });

  it('asks for a target and a drop reason, then saves the goals', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Brushes teeth' }));
    await user.click(screen.getByRole('checkbox', { name: 'Washes hands' }));
    await user.click(screen.getByRole('button', { name: 'Save goals' }));
    expect(await screen.findByText(GOAL_SCREEN_MESSAGES.fixErrors)).toBeVisible();
    expect(screen.getByText(GOAL_SCREEN_MESSAGES.chooseTarget)).toBeVisible();
    expect(screen.getByText(GOAL_MESSAGES.dropReason)).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    const teeth = screen.getByRole('group', { name: 'Brushes teeth' });
    await user.click(within(teeth).getByRole('radio', { name: 'With physical prompt (PP)' }));
    await user.type(
      within(teeth).getByLabelText('Notes on method and materials (optional)'),
      'Picture chart',
    );
    await user.type(screen.getByLabelText('Reason for dropping this goal'), 'Learnt at home');
    await user.click(screen.getByRole('button', { name: 'Save goals' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      section: 'preprimary',
      year: '1',
      term: 'I',
      revision: 4,
      goals: [{ itemId: 11, target: 'C-P2', notes: 'Picture chart' }],
      drops: [{ itemId: 10, reason: 'Learnt at home' }],
    });
  });

  it('shows a stale save and offers to reload', async () => {
    const user = userEvent.setup();
    open(undefined, { status: 409, body: errorBody(GOAL_MESSAGES.stale) });
    await user.click(await screen.findByRole('button', { name: 'Save goals' }));
    expect(await screen.findByText(GOAL_MESSAGES.stale)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('says when no term has been evaluated yet', async () => {
    open({ body: { regNo: REG_NO, name: 'Asha Rao', plan: null } });
    expect(await screen.findByText(/No term has been fully evaluated yet/)).toBeVisible();
  });
});
