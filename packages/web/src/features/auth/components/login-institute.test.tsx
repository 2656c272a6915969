import { LOGIN_MESSAGES } from '@pragati/domain';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply } from '../../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

/** Decisions §20: on an address that serves several institutes, the login asks for the code. */
describe('login on a shared address', { timeout: 20_000 }, () => {
  it('shows no institute field until the server asks for the code, then sends it', async () => {
    const { calls } = mockApi({
      'POST /api/login': (body) =>
        (body as { institute?: string }).institute === 'noida'
          ? {
              body: {
                status: 'success',
                userId: 'a-1',
                role: 'admin',
                token: 'jwt',
                mustChangePassword: false,
              },
            }
          : { status: 400, body: errorBody(LOGIN_MESSAGES.instituteRequired) },
      'GET /api/session': sessionReply('admin', 'a-1'),
    });
    const { user } = renderApp('/');
    expect(screen.queryByLabelText(/Institute code/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('User ID'), 'a-1');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.instituteRequired);
    const field = await screen.findByLabelText(/Institute code/);
    // The password is not what was wrong: it stays typed.
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    await user.type(field, 'noida');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(LOGIN_MESSAGES.success)).toBeInTheDocument();
    const logins = calls.filter((call) => call.path === '/api/login').map((call) => call.body);
    expect(logins).toEqual([
      { id: 'a-1', password: 'secret-pass' },
      { id: 'a-1', password: 'secret-pass', institute: 'noida' },
    ]);
  });

  it('says so when the institute is suspended', async () => {
    mockApi({
      'POST /api/login': { status: 403, body: errorBody(LOGIN_MESSAGES.instituteSuspended) },
    });
    const { user } = renderApp('/');
    await user.type(screen.getByLabelText('User ID'), 'a-1');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(LOGIN_MESSAGES.instituteSuspended)).toBeInTheDocument();
  });
});
