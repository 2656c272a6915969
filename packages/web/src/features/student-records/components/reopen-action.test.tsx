import { DEFAULT_PROGRAMME_STRUCTURE, REOPEN_MESSAGES } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { detailsRecord } from './test-records';

vi.setConfig({ testTimeout: 30_000 });
const LAZY = { timeout: 10_000 };

/* Issue 29 part 6: "Re-open into Secondary-1" for a completed student, once Secondary is enabled. */

const COMPLETED = detailsRecord({
  status: 'completed',
  currSection: 'primary2',
  currYear: '3',
  classId: 'primary2_3',
  currTerm: 'III',
});
const REOPENED = detailsRecord({
  currSection: 'secondary',
  currYear: '1',
  classId: 'secondary_1',
  currTerm: 'Entry',
});
const groups = (secondary: boolean) =>
  DEFAULT_PROGRAMME_STRUCTURE.map((g) => ({
    ...g,
    enabled: g.enabled || (secondary && g.code === 'secondary'),
    students: 0,
  }));

function setup(secondary: boolean) {
  signInAs('admin', 'admin-1');
  let reopened = false;
  const done = REOPEN_MESSAGES.reopened('PR-1', 'Secondary-1');
  const api = mockApi({
    'GET /api/session': sessionReply('admin', 'admin-1'),
    'GET /api/admin/groups': { body: { data: groups(secondary) } },
    'GET /api/admin/viewStudentDetails': () => ({ body: reopened ? REOPENED : COMPLETED }),
    'POST /api/admin/students/PR-1/reopen': () => {
      reopened = true;
      const body = { success: true, msg: done, message: done, regNo: 'PR-1', status: 'active' };
      return {
        body: { ...body, currSection: 'secondary', currYear: '1', currTerm: 'Entry' },
      };
    },
  });
  return { ...api, ...renderApp('/admin/viewstudents/details/PR-1'), done };
}

describe('re-open a completed student', () => {
  it('asks for a confirmation, sends the class and says what happened', async () => {
    const { user, calls, done } = setup(true);
    const button = await screen.findByRole('button', { name: 'Re-open into Secondary-1' }, LAZY);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Re-open into Secondary-1' });
    expect(dialog).toHaveTextContent('The earlier record stays as it is.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Re-open' }));
    expect(
      await screen.findByText(
        (_, el) => el?.getAttribute('role') === 'status' && (el.textContent ?? '').includes(done),
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ classId: 'secondary_1' });
  });

  it('is not offered while Secondary is disabled', async () => {
    setup(false);
    await screen.findByRole('button', { name: /Erase/ }, LAZY);
    expect(screen.queryByRole('button', { name: /Re-open/ })).toBeNull();
  });
});
