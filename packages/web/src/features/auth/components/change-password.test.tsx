import { CONNECTION_MESSAGES, LOGIN_MESSAGES, PASSWORD_MESSAGES } from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/session';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

type User = ReturnType<typeof renderApp>['user'];
/** The first screen of a test waits for its lazy chunk, slow on a busy machine. */
const SLOW = { timeout: 10_000 };

async function fill(
  user: User,
  scope: HTMLElement,
  values: { current?: string; next?: string; confirm?: string },
) {
  const fields = {
    current: within(scope).getByLabelText('Current Password'),
    next: within(scope).getByLabelText('New Password'),
    confirm: within(scope).getByLabelText('Confirm New Password'),
  };
  for (const [name, value] of Object.entries(values) as [keyof typeof fields, string][]) {
    await user.clear(fields[name]);
    if (value) await user.type(fields[name], value);
  }
  await user.click(within(scope).getByRole('button', { name: 'Change Password' }));
}

describe('change password screen', { timeout: 20_000 }, () => {
  it('validates in the spec order: required, match, length', async () => {
    const { calls } = mockApi({ 'GET /api/session': sessionReply('student') });
    signInAs('student');
    const { user } = renderApp('/student/changepassword');
    const main = await screen.findByRole('main', {}, SLOW);
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });

    await fill(user, main, { current: 'old-pass', next: 'abc' });
    expect(within(main).getByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.allRequired);

    await fill(user, main, { confirm: 'abd' });
    expect(within(main).getByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.mismatch);

    await fill(user, main, { confirm: 'abc' });
    expect(within(main).getByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.tooShort);

    expect(calls.filter((call) => call.path === '/api/api/changepassword')).toHaveLength(0);
  });

  it('ends the session after a change and returns to the login', async () => {
    const { calls } = mockApi({
      'GET /api/session': sessionReply('admin', 'admin-7'),
      'POST /api/api/changepassword': {
        body: { success: true, message: PASSWORD_MESSAGES.changed },
      },
    });
    signInAs('admin', 'admin-7');
    window.localStorage.setItem('regNo', 'R-1');
    const { user } = renderApp('/changepassword');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });

    await fill(user, main, { current: 'old-pass', next: 'new-pass-1', confirm: 'new-pass-1' });

    expect(await screen.findByText(PASSWORD_MESSAGES.changedLoginAgain)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(window.localStorage.getItem('regNo')).toBeNull();
    expect(calls.find((call) => call.path === '/api/api/changepassword')?.body).toEqual({
      userId: 'admin-7',
      currentPassword: 'old-pass',
      newPassword: 'new-pass-1',
    });
  });

  it("shows the server's message when the change is refused", async () => {
    mockApi({
      'GET /api/session': sessionReply('teacher'),
      'POST /api/api/changepassword': {
        status: 400,
        body: { success: false, ...errorBody(PASSWORD_MESSAGES.wrongCurrent) },
      },
    });
    signInAs('teacher');
    const { user } = renderApp('/changepassword');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });

    await fill(user, main, { current: 'bad-pass', next: 'new-pass-1', confirm: 'new-pass-1' });

    expect(await within(main).findByRole('alert')).toHaveTextContent(
      PASSWORD_MESSAGES.wrongCurrent,
    );
    expect(readSession()?.userId).toBe('teacher-1');
  });

  it('says the server could not be reached when the request fails (issue 15)', async () => {
    mockApi({
      'GET /api/session': sessionReply('teacher'),
      'POST /api/api/changepassword': () => Promise.reject(new TypeError('')),
    });
    signInAs('teacher');
    const { user } = renderApp('/changepassword');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });

    await fill(user, main, { current: 'old-pass', next: 'new-pass-1', confirm: 'new-pass-1' });

    // The browser's bare "Failed to fetch" is worded by the API client; the typing stays.
    expect(await within(main).findByRole('alert')).toHaveTextContent(CONNECTION_MESSAGES.offline);
    expect(within(main).getByLabelText('New Password', { exact: true })).toHaveValue('new-pass-1');
  });
});

describe('header account actions', { timeout: 20_000 }, () => {
  it('changes the password from the modal', async () => {
    mockApi({
      'GET /api/session': sessionReply('teacher'),
      'POST /api/api/changepassword': {
        body: { success: true, message: PASSWORD_MESSAGES.changed },
      },
    });
    signInAs('teacher');
    const { user } = renderApp('/teacher');

    await user.click(await screen.findByRole('button', { name: 'Change Password' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    // The focus starts on the first field, not on the dialog's close button (issue 26 item 17).
    await waitFor(() => expect(within(dialog).getByLabelText('Current Password')).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Show confirmed password' }),
    ).toBeInTheDocument();

    await fill(user, dialog, { current: 'old-pass', next: 'abc', confirm: 'abd' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PASSWORD_MESSAGES.mismatch);

    await fill(user, dialog, { next: 'new-pass-1', confirm: 'new-pass-1' });
    expect(await screen.findByText(PASSWORD_MESSAGES.changedLoginAgain)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out even when the server cannot be reached', async () => {
    const { calls } = mockApi({
      'GET /api/session': sessionReply('principal'),
      'POST /api/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    signInAs('principal');
    const { user } = renderApp('/principal');

    await user.click(await screen.findByRole('button', { name: 'Logout' }, SLOW));

    expect(await screen.findByText(LOGIN_MESSAGES.loggedOut)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/logout')).toBe(true);
  });
});

describe('first login', () => {
  it('replaces the temporary password, then asks for a new login', async () => {
    mockApi({
      'GET /api/session': sessionReply('principal', 'p-9', true),
      'POST /api/api/changepassword': {
        body: { success: true, message: PASSWORD_MESSAGES.changed },
      },
    });
    signInAs('principal', 'p-9', true);
    const { user } = renderApp('/first-login');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    expect(within(main).getByText(/signed in with a temporary password/)).toBeInTheDocument();

    await fill(user, main, {
      current: 'Temp-pass-2345',
      next: 'my-own-pass',
      confirm: 'my-own-pass',
    });

    expect(await screen.findByText(PASSWORD_MESSAGES.changedLoginAgain)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });
});

describe('password screens', () => {
  it.each([
    ['/changepassword', 'teacher', false],
    ['/student/changepassword', 'student', false],
    ['/first-login', 'principal', true],
  ] as const)('%s offers one Change Password button: its own', async (path, role, temporary) => {
    mockApi({ 'GET /api/session': sessionReply(role, `${role}-1`, temporary) });
    signInAs(role, `${role}-1`, temporary);
    renderApp(path);

    await screen.findByRole('button', { name: 'Logout' });

    expect(screen.getAllByRole('button', { name: 'Change Password' })).toHaveLength(1);
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Change Password' }),
    ).toHaveAttribute('type', 'submit');
  });
});
