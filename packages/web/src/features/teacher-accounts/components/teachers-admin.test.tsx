import type { PendingTeacher } from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

/** Lazy screens load their chunk first; with every test file running at once that takes a while. */
const SLOW = { timeout: 10_000 };

const PENDING: PendingTeacher = {
  _id: 'p-1',
  teacherId: 'T9',
  teacherName: 'Meera',
  email: 'meera@school.example',
  teacherMNo: '12',
  classId: ['primary1_1'],
  msg: 'Mobile No. must be 10 digits',
};

function renderAdmin(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/session': sessionReply('admin', 'admin-1'), ...routes });
  signInAs('admin', 'admin-1');
  return { ...renderApp(path), ...api };
}

describe('admin home: teachers panel', { timeout: 20_000 }, () => {
  it('Register without a file says No file selected', async () => {
    const { user, calls } = renderAdmin('/admin');
    const panel = await screen.findByRole('region', { name: 'Teachers' }, SLOW);
    await user.click(within(panel).getByRole('button', { name: 'Register teachers' }));
    expect(await screen.findByText('No file selected')).toBeVisible();
    expect(calls.some((c) => c.path === '/api/admin/registerTeacher')).toBe(false);
  });

  it('uploads, shows counts and credentials once, then goes to the upload errors', async () => {
    const { user, calls } = renderAdmin('/admin', {
      'POST /api/admin/registerTeacher': {
        body: {
          msg: '1 teacher registered, 1 row with errors.',
          registered: 1,
          pending: 1,
          alreadyRegistered: 0,
          reissued: 0,
          credentials: [{ userId: 'T1', temporaryPassword: 'AbcdEfgh2345' }],
        },
      },
      'GET /api/admin/pendingTeacher': { body: { count: 1, data: [PENDING] } },
    });
    const panel = await screen.findByRole('region', { name: 'Teachers' }, SLOW);
    const file = new File(['PK'], 'teachers.xlsx');
    await user.upload(within(panel).getByLabelText('Teacher spreadsheet (.xlsx)'), file);
    await user.click(within(panel).getByRole('button', { name: 'Register teachers' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upload result' });
    expect(within(dialog).getByText('1 teacher registered')).toBeVisible();
    expect(within(dialog).getByRole('cell', { name: 'AbcdEfgh2345' })).toBeVisible();
    expect(calls.find((c) => c.path === '/api/admin/registerTeacher')?.body).toBeInstanceOf(
      FormData,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('File uploaded successfully')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teacher Upload Errors' }),
    ).toBeVisible();
  });

  it('a failed upload shows the server message', async () => {
    const { user } = renderAdmin('/admin', {
      'POST /api/admin/registerTeacher': {
        status: 400,
        body: errorBody('Only .xlsx spreadsheets can be uploaded.'),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Teachers' }, SLOW);
    await user.upload(
      within(panel).getByLabelText('Teacher spreadsheet (.xlsx)'),
      new File(['x'], 'a.xlsx'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Register teachers' }));
    expect(
      await screen.findByText('Error uploading file : Only .xlsx spreadsheets can be uploaded.'),
    ).toBeVisible();
  });
});

describe('reset password modal', { timeout: 20_000 }, () => {
  it('two steps, then the temporary password once', async () => {
    const { user, calls } = renderAdmin('/admin', {
      'POST /api/api/checkUserForReset': {
        body: { success: true, role: 'teacher', message: 'User found.' },
      },
      'POST /api/api/resetPasswordConfirm': {
        body: {
          success: true,
          message: 'Password reset successfully!',
          temporaryPassword: 'Tmp2345abcde',
        },
      },
    });
    const trigger = await screen.findByRole('button', { name: 'Reset Password' }, SLOW);
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Please enter a User ID.')).toBeVisible();

    // The admin's own id is silently not processed.
    await user.type(within(dialog).getByLabelText('User ID'), 'ADMIN-1');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(calls.some((c) => c.path === '/api/api/checkUserForReset')).toBe(false);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.clear(within(dialog).getByLabelText('User ID'));
    await user.type(within(dialog).getByLabelText('User ID'), 'T1');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('teacher')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(within(dialog).getByText('Please enter your password to confirm reset.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Your password'), 'admin-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText('Password reset successfully!')).toBeVisible();
    expect(within(dialog).getByTestId('temporary-password')).toHaveTextContent('Tmp2345abcde');
    expect(calls.find((c) => c.path === '/api/api/resetPasswordConfirm')?.body).toEqual({
      userId: 'T1',
      adminID: 'admin-1',
      confirmationPassword: 'admin-pass',
    });
    // Issue 26 item 11: the focus moves to the result (read out), and back to the trigger after.
    await waitFor(() => expect(within(dialog).getByTestId('reset-result')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('an unknown user says User not found.', async () => {
    const { user } = renderAdmin('/admin', {
      'POST /api/api/checkUserForReset': { status: 404, body: errorBody('User not found.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.type(within(dialog).getByLabelText('User ID'), 'ghost');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('User not found.')).toBeVisible();
    const field = within(dialog).getByLabelText('User ID');
    expect(field).toHaveAccessibleDescription('User not found.');
    expect(field).toHaveFocus();
  });

  it("the admin's own id is not sent, and the field says why until it changes", async () => {
    const { user, calls } = renderAdmin('/admin');
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    const field = within(dialog).getByLabelText('User ID');
    // Any letter case: one account (sameLoginId).
    await user.type(field, 'ADMIN-1');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'You cannot reset your own password here. Use Change Password instead.',
    );
    expect(field).toHaveFocus();
    expect(calls.some((c) => c.path.includes('checkUserForReset'))).toBe(false);
    expect(calls.some((c) => c.path.includes('resetPasswordConfirm'))).toBe(false);
    // The header's button is named as the message says.
    expect(screen.getAllByRole('button', { name: 'Change Password' }).length).toBeGreaterThan(0);

    await user.type(field, '2');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('pending teacher upload errors', { timeout: 20_000 }, () => {
  it('shows the table and the note; a fixed row shows its temporary password', async () => {
    let pending = [PENDING];
    const { user, calls } = renderAdmin('/admin/editteachers', {
      'GET /api/admin/pendingTeacher': () => ({ body: { count: pending.length, data: pending } }),
      'POST /api/admin/editPendingTeacher/': () => {
        pending = [];
        return {
          body: {
            msg: 'Teacher T9 registered.',
            credentials: [{ userId: 'T9', temporaryPassword: 'Fixed2345abc' }],
          },
        };
      },
      'GET /api/admin/viewTeacher': { body: { data: [] } },
    });
    const table = await screen.findByRole('table', { name: '1 upload row to fix' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'Email', 'Mobile', 'Class ID', 'Error', 'Actions']);
    expect(within(table).getByText('Mobile No. must be 10 digits')).toBeVisible();
    expect(
      screen.getByText(/Class ID must be one of the institute's classes: preprimary_1/),
    ).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Edit T9' }));
    const mobile = within(table).getByLabelText('Mobile (T9)');
    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    await user.click(within(table).getByRole('button', { name: 'Save T9' }));

    const dialog = await screen.findByRole('dialog', { name: 'Teacher registered' });
    expect(within(dialog).getByRole('cell', { name: 'Fixed2345abc' })).toBeVisible();
    expect(calls.find((c) => c.path === '/api/admin/editPendingTeacher/')?.body).toMatchObject({
      _id: 'p-1',
      teacherMNo: '9876543210',
      classId: 'primary1_1',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // Nothing left to fix: the spec's info and the teacher list.
    expect(await screen.findByText('No pending teacher registrations found.')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teacher Details' }, SLOW),
    ).toBeVisible();
  });

  it('a row still wrong shows the server message', async () => {
    const { user } = renderAdmin('/admin/editteachers', {
      'GET /api/admin/pendingTeacher': { body: { count: 1, data: [PENDING] } },
      'POST /api/admin/editPendingTeacher/': {
        body: { msg: 'Saved, but the row still has errors: Mobile No. must be 10 digits' },
      },
    });
    const table = await screen.findByRole('table', {}, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Edit T9' }));
    await user.click(within(table).getByRole('button', { name: 'Save T9' }));
    expect(
      await screen.findByText('Saved, but the row still has errors: Mobile No. must be 10 digits'),
    ).toBeVisible();
  });

  it('deletes a row after confirmation', async () => {
    const { user, calls } = renderAdmin('/admin/editteachers', {
      'GET /api/admin/pendingTeacher': { body: { count: 1, data: [PENDING] } },
      'POST /api/admin/deletePendingTeacher/': {
        body: { msg: 'Pending row T9 deleted.', message: 'Pending row T9 deleted.' },
      },
    });
    const table = await screen.findByRole('table', {}, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Delete T9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete pending row' });
    // The button names the action (issue 14 part 7).
    await user.click(within(dialog).getByRole('button', { name: 'Delete pending row' }));
    expect(await screen.findByText('Pending row T9 deleted.')).toBeVisible();
    expect(calls.find((c) => c.path === '/api/admin/deletePendingTeacher/')?.body).toEqual(PENDING);
  });
});

describe('staff accounts', { timeout: 20_000 }, () => {
  it('creates a principal and shows the temporary password', async () => {
    const { user, calls } = renderAdmin('/admin', {
      'POST /api/admin/users': {
        status: 201,
        body: { userId: 'principal-2', role: 'principal', temporaryPassword: 'Staff2345abc' },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Staff Accounts' }, SLOW);
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(within(panel).getByText('Please enter a User ID.')).toBeVisible();
    await user.type(within(panel).getByLabelText('New user ID'), 'principal-2');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(await within(panel).findByText('Account principal-2 created.')).toBeVisible();
    expect(within(panel).getByTestId('staff-temporary-password')).toHaveTextContent('Staff2345abc');
    expect(calls.find((c) => c.path === '/api/admin/users')?.body).toEqual({
      userId: 'principal-2',
      role: 'principal',
    });
  });

  it('keeps the temporary password through another attempt until dismissed; errors mark the field', async () => {
    let next = 0;
    const replies = [
      {
        status: 201,
        body: { userId: 'principal-2', role: 'principal', temporaryPassword: 'Staff2345abc' },
      },
      { status: 409, body: errorBody('User ID principal-2 is already in use.') },
      {
        status: 201,
        body: { userId: 'admin-3', role: 'admin', temporaryPassword: 'Admin6789xyz' },
      },
    ];
    const { user } = renderAdmin('/admin', { 'POST /api/admin/users': () => replies[next++]! });
    const panel = await screen.findByRole('region', { name: 'Staff Accounts' }, SLOW);
    const userId = within(panel).getByLabelText('New user ID');
    const password = () => within(panel).getByTestId('staff-temporary-password');

    await user.type(userId, 'principal-2');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(await within(panel).findByText('Account principal-2 created.')).toBeVisible();

    // An empty attempt: the error on the field, focus there, the password still shown.
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(userId).toHaveAttribute('aria-invalid', 'true');
    expect(userId).toHaveAccessibleDescription('Please enter a User ID.');
    expect(userId).toHaveFocus();
    expect(password()).toHaveTextContent('Staff2345abc');

    // A refused one: the same, until the id changes.
    await user.type(userId, 'principal-2');
    expect(userId).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(userId).toHaveAccessibleDescription('User ID principal-2 is already in use.'),
    );
    expect(userId).toHaveFocus();
    expect(password()).toHaveTextContent('Staff2345abc');
    await user.type(userId, 'x');
    expect(userId).not.toHaveAttribute('aria-invalid', 'true');

    // Only a new account replaces it.
    await user.clear(userId);
    await user.type(userId, 'admin-3');
    await user.selectOptions(within(panel).getByLabelText('Role'), 'admin');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(await within(panel).findByText('Account admin-3 created.')).toBeVisible();
    expect(password()).toHaveTextContent('Admin6789xyz');

    // Gone only when dismissed.
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(within(panel).queryByTestId('staff-temporary-password')).not.toBeInTheDocument();
    expect(userId).toHaveFocus();
  });
});
