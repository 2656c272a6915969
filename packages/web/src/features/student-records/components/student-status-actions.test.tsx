import { ERASURE_MESSAGES, RESET_MESSAGES, STUDENT_STATUS_MESSAGES as M } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { detailsRecord } from './test-records';

vi.setConfig({ testTimeout: 30_000 });
const LAZY = { timeout: 10_000 };
const DETAILS = '/admin/viewstudents/details/PR-1';
const LEFT = detailsRecord({
  status: 'left',
  leftOn: '2026-11-20',
  leftReason: 'Family moved to Pune',
});

/**
 * The admin's details screen: the details call answers `records[0]` until a POST succeeds, then
 * `records[1]` (the student as the change left them).
 */
function setup(records: ReturnType<typeof detailsRecord>[], routes: Parameters<typeof mockApi>[0]) {
  signInAs('admin', 'admin-1');
  let changed = false;
  const flipping = Object.fromEntries(
    Object.entries(routes).map(([key, reply]) => [
      key,
      () => {
        const answer = typeof reply === 'function' ? reply(undefined) : reply;
        if (!('status' in answer) || !answer.status || answer.status < 300) changed = true;
        return answer;
      },
    ]),
  );
  const api = mockApi({
    'GET /api/session': sessionReply('admin', 'admin-1'),
    'GET /api/admin/viewStudentDetails': () => ({
      body: records[changed ? records.length - 1 : 0],
    }),
    ...flipping,
  });
  return { ...api, ...renderApp(DETAILS) };
}

const details = () => within(screen.getByRole('region', { name: 'Student Details' }));
const row = (label: string) => details().getByRole('rowheader', { name: label }).nextSibling;

/** The action's own status line: the details page has other live regions (documents, issue 30). */
const findDoneStatus = (done: string) =>
  screen.findByText(
    (_, el) => el?.getAttribute('role') === 'status' && (el.textContent ?? '').includes(done),
  );

describe('withdraw, restore and undo on the student details screen', () => {
  it('withdraws: the password is asked for, the reason sent, the student then shows as left', async () => {
    const done = 'PR-1 has been withdrawn: the student has left.';
    const { user, calls } = setup([detailsRecord(), LEFT], {
      'POST /api/admin/deleteStudent': {
        body: {
          success: true,
          msg: done,
          message: done,
          regNo: 'PR-1',
          status: 'left',
          leftOn: '2026-11-20',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw student' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw student' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Family moved to Pune');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw student' }));
    const password = within(dialog).getByLabelText(/^Your password/);
    expect(password).toHaveAccessibleDescription(expect.stringContaining(M.enterPassword));
    expect(password).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(password, 'admin-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw student' }));
    expect(await findDoneStatus(done)).toHaveTextContent(done);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      regNo: 'PR-1',
      adminID: 'admin-1',
      confirmationPassword: 'admin-pass',
      reason: 'Family moved to Pune',
    });
    expect(await screen.findByRole('button', { name: 'Restore student' })).toBeInTheDocument();
    await vi.waitFor(async () => expect(await findDoneStatus(done)).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Withdraw student' })).not.toBeInTheDocument();
    expect(row('Status')).toHaveTextContent('Left on 2026-11-20');
    expect(row('Reason for Leaving')).toHaveTextContent('Family moved to Pune');
    expect(row('Last Class')).toHaveTextContent('Preprimary-1');
    expect(details().queryByRole('rowheader', { name: 'Current Term' })).not.toBeInTheDocument();
  });

  it('a wrong password marks the password field with the server’s words', async () => {
    const { user } = setup([detailsRecord()], {
      'POST /api/admin/deleteStudent': {
        status: 403,
        body: errorBody(RESET_MESSAGES.wrongPassword),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw student' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw student' });
    await user.type(within(dialog).getByLabelText(/^Your password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw student' }));
    const password = within(dialog).getByLabelText(/^Your password/);
    await vi.waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(RESET_MESSAGES.wrongPassword),
      ),
    );
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
  });

  it('restores a student who left, with the note', async () => {
    const done = M.restored('PR-1');
    const { user, calls } = setup([LEFT, detailsRecord()], {
      'POST /api/admin/students/PR-1/restore': {
        body: { success: true, msg: done, message: done, regNo: 'PR-1', status: 'active' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Restore student' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Restore student' });
    expect(dialog).toHaveTextContent('left on 2026-11-20');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Back from Pune');
    await user.type(within(dialog).getByLabelText(/^Your password/), 'admin-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Restore student' }));
    expect(await findDoneStatus(done)).toHaveTextContent(done);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      adminID: 'admin-1',
      confirmationPassword: 'admin-pass',
      note: 'Back from Pune',
    });
    expect(await screen.findByRole('button', { name: 'Withdraw student' })).toBeInTheDocument();
  });

  it('erases a student who left once the regNo is typed again, then returns to the list', async () => {
    const done = ERASURE_MESSAGES.done('PR-1');
    const { user, calls } = setup([LEFT], {
      'POST /api/admin/students/PR-1/erase': { body: { success: true, msg: done, message: done } },
      'GET /api/admin/viewstudents': { body: { data: [] } },
    });
    expect(screen.queryByRole('button', { name: 'Withdraw student' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.type(within(dialog).getByLabelText(/^Your password/), 'admin-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByText(ERASURE_MESSAGES.confirmRegNo)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Type the registration number PR-1/), 'PR-1');
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    // The list's screen (the spec titles it "Student Details"; the record's is "Student Record").
    await screen.findByRole('heading', { level: 1, name: 'Student Details' }, LAZY);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      adminID: 'admin-1',
      confirmationPassword: 'admin-pass',
      confirmRegNo: 'PR-1',
    });
  });

  it('the undo needs a reason; a refusal stays in the dialog', async () => {
    const atEntry = detailsRecord({
      currSection: 'preprimary',
      currYear: '2',
      classId: 'preprimary_2',
    });
    const { user, calls } = setup([atEntry], {
      'POST /api/admin/students/PR-1/undo-transfer': {
        status: 409,
        body: errorBody(M.evaluated),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Undo last transfer' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Undo last transfer' });
    await user.type(within(dialog).getByLabelText(/^Your password/), 'admin-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Undo transfer' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(M.reasonRequired));
    expect(reason).toHaveFocus();

    await user.type(reason, 'Wrong class chosen');
    await user.click(within(dialog).getByRole('button', { name: 'Undo transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.evaluated);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      adminID: 'admin-1',
      confirmationPassword: 'admin-pass',
      reason: 'Wrong class chosen',
    });
  });

  it('no undo offered for a student who has not been transferred', async () => {
    setup([detailsRecord()], {});
    await screen.findByRole('button', { name: 'Withdraw student' }, LAZY);
    expect(screen.queryByRole('button', { name: 'Undo last transfer' })).not.toBeInTheDocument();
  });

  it('no undo at an Entry term the record says no transfer started (issue 26)', async () => {
    const registered = detailsRecord({
      currSection: 'preprimary',
      currYear: '2',
      classId: 'preprimary_2',
      lastTransfer: null,
    });
    setup([registered], {});
    await screen.findByRole('button', { name: 'Withdraw student' }, LAZY);
    expect(screen.queryByRole('button', { name: 'Undo last transfer' })).not.toBeInTheDocument();
  });
});
