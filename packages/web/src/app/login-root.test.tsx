import { LOGIN_MESSAGES } from '@pragati/domain';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { loginReturningTo } from '../lib/return-path';
import { readSession } from '../lib/session';
import { errorBody, mockApi } from '../test/mock-api';
import { sessionReply, signInAs } from '../test/render-app';
import { LoginRoot, opensOnLogin } from './login-root';
import { BaseProviders } from './providers';

// The routed app and the portals load as lazy chunks; a busy machine needs time for them.
configure({ asyncUtilTimeout: 15_000 });

/** The login as production opens it at `/` with no session: without the router (issue 33). */
function renderLoginAlone(address = '/') {
  window.history.replaceState(null, '', address);
  const user = userEvent.setup();
  render(
    <StrictMode>
      <BaseProviders env="test">
        <LoginRoot app={null} />
      </BaseProviders>
    </StrictMode>,
  );
  return { user };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the login opened alone (issue 33 part 2)', { timeout: 30_000 }, () => {
  it('opens alone only at / with no session remembered', () => {
    window.history.replaceState(null, '', '/');
    expect(opensOnLogin()).toBe(true);
    window.history.replaceState(null, '', '/teacher');
    expect(opensOnLogin()).toBe(false);
    window.history.replaceState(null, '', '/');
    signInAs('teacher');
    expect(opensOnLogin()).toBe(false);
  });

  it('signs in and hands over to the routed app at the portal, returning where asked', async () => {
    const { calls } = mockApi({
      'POST /api/login': {
        body: {
          status: 'success',
          userId: 'a-1',
          role: 'admin',
          token: 'jwt',
          mustChangePassword: false,
        },
      },
      'GET /api/session': sessionReply('admin', 'a-1'),
    });
    const { user } = renderLoginAlone(loginReturningTo(paths.admin.backup));

    await user.type(screen.getByLabelText('User ID'), 'a-1');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(LOGIN_MESSAGES.success)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Backup' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/backup');
    expect(readSession()).toEqual({ userId: 'a-1', role: 'admin', mustChangePassword: false });
    // The portal's session check used the login's answer instead of asking again at once.
    expect(calls.filter((call) => call.path === '/api/session')).toHaveLength(0);
  });

  it('keeps what was typed and says so when the login is refused', async () => {
    mockApi({
      'POST /api/login': { status: 401, body: errorBody(LOGIN_MESSAGES.invalid) },
    });
    const { user } = renderLoginAlone();

    await user.type(screen.getByLabelText('User ID'), 'u-1');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(LOGIN_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue('u-1');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(window.location.pathname).toBe('/');
    expect(readSession()).toBeNull();
  });
});
