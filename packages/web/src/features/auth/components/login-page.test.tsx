import { CONNECTION_MESSAGES, LOGIN_MESSAGES, type Role } from '@pragati/domain';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setBranding, DEFAULT_BRANDING } from '../../../lib/branding';
import { readSession } from '../../../lib/session';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

// Portals load as lazy chunks; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

function loginReply(role: Role, userId: string, mustChangePassword = false) {
  return { body: { status: 'success', userId, role, token: 'jwt', mustChangePassword } };
}

async function submitLogin(
  user: ReturnType<typeof renderApp>['user'],
  id: string,
  password: string,
) {
  await user.type(screen.getByLabelText('User ID'), id);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

// The first test also loads the portal chunks; a busy machine needs more than 5 s for it.
describe('login', { timeout: 20_000 }, () => {
  it.each([
    ['admin', 'Admin Home'],
    ['principal', 'Principal Home'],
    ['teacher', 'Teacher Home'],
    ['student', 'Student Home'],
  ] as const)('signs a %s in and opens their portal', async (role, heading) => {
    const { calls } = mockApi({
      'POST /api/login': loginReply(role, 'u-42'),
      'GET /api/session': sessionReply(role, 'u-42'),
    });
    const { user } = renderApp('/');

    await submitLogin(user, ' u-42 ', 'secret-pass');

    // The toast first: it closes after 2 s, and the portal's first load may take longer here.
    expect(await screen.findByText(LOGIN_MESSAGES.success)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('ID: u-42')).toBeInTheDocument();
    expect(readSession()).toEqual({ userId: 'u-42', role, mustChangePassword: false });
    // The token stays in the httpOnly cookie, never in storage.
    expect(window.localStorage.getItem('token')).toBeNull();
    const login = calls.find((call) => call.path === '/api/login');
    expect(login?.body).toEqual({ id: 'u-42', password: 'secret-pass' });
    expect(login?.credentials).toBe('same-origin');
  });

  it('is busy from the press until the answer, and not after a refusal (issue 26 item 9)', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    mockApi({
      'POST /api/login': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/');

    await submitLogin(user, 'u-42', 'wrong-pass');
    const form = screen.getByRole('form', { name: 'Login' });
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
    answer({ status: 401, body: errorBody(LOGIN_MESSAGES.invalid) });
    expect(await screen.findByText(LOGIN_MESSAGES.invalid)).toBeInTheDocument();
    expect(form).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('returns to the screen a session ended on, in the same portal only (issue 26 item 17)', async () => {
    mockApi({
      'POST /api/login': loginReply('admin', 'a-1'),
      'GET /api/session': sessionReply('admin', 'a-1'),
    });
    const { user } = renderApp('/admin/audit?action=auth.login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await submitLogin(user, 'a-1', 'secret-pass');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit Log' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('opens the home when the kept screen is in another portal', async () => {
    mockApi({
      'POST /api/login': loginReply('teacher', 't-1'),
      'GET /api/session': sessionReply('teacher', 't-1'),
    });
    const { user } = renderApp('/admin/audit');
    await submitLogin(user, 't-1', 'secret-pass');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teacher Home' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('sends a user with a temporary password to set a new one', async () => {
    mockApi({
      'POST /api/login': loginReply('teacher', 't-1', true),
      'GET /api/session': sessionReply('teacher', 't-1', true),
    });
    const { user } = renderApp('/');

    await submitLogin(user, 't-1', 'Temp-pass-2345');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument();
    expect(readSession()?.mustChangePassword).toBe(true);
  });

  it('toasts Invalid Credentials on a 401 and stays on the login form', async () => {
    mockApi({ 'POST /api/login': { status: 401, body: errorBody('Invalid Credentials') } });
    const { user } = renderApp('/');

    await submitLogin(user, 'someone', 'wrong-pass');

    expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(readSession()).toBeNull();
    // A failed login is not an expired session: no second toast.
    expect(screen.queryByText(LOGIN_MESSAGES.sessionExpired)).not.toBeInTheDocument();
  });

  it('says the server could not be reached when offline, keeping what was typed', async () => {
    mockApi({ 'POST /api/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderApp('/');

    await submitLogin(user, 'someone', 'right-pass');

    expect(await screen.findAllByText(CONNECTION_MESSAGES.offline)).not.toHaveLength(0);
    expect(screen.queryByText('Invalid Credentials')).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue('someone');
    expect(screen.getByLabelText('Password')).toHaveValue('right-pass');
  });

  it('says the server had a problem on a 5xx, not Invalid Credentials', async () => {
    const { calls } = mockApi({
      'POST /api/login': { status: 503, body: '<html>Bad gateway</html>' },
    });
    const { user } = renderApp('/');

    await submitLogin(user, 'someone', 'right-pass');

    expect(await screen.findAllByText(CONNECTION_MESSAGES.server)).not.toHaveLength(0);
    expect(screen.queryByText('Invalid Credentials')).not.toBeInTheDocument();
    // Login again is the retry: the same credentials go out once more.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/login')).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ id: 'someone', password: 'right-pass' });
  });

  it("shows the server's lockout message on a 429", async () => {
    mockApi({ 'POST /api/login': { status: 429, body: errorBody(LOGIN_MESSAGES.locked) } });
    const { user } = renderApp('/');

    await submitLogin(user, 'someone', 'wrong-pass');

    expect(await screen.findByText(LOGIN_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.queryByText('Invalid Credentials')).not.toBeInTheDocument();
  });

  it('tells a student who left that the account is closed (decisions §7)', async () => {
    mockApi({
      'POST /api/login': { status: 403, body: errorBody(LOGIN_MESSAGES.accountClosed) },
    });
    const { user } = renderApp('/');

    await submitLogin(user, 'PR-1', 'right-pass');

    expect(await screen.findByText(LOGIN_MESSAGES.accountClosed)).toBeInTheDocument();
    expect(screen.queryByText('Invalid Credentials')).not.toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.required);
    expect(calls).toHaveLength(0);
  });

  it('opens the portal of a role already stored', async () => {
    mockApi({ 'GET /api/session': sessionReply('principal') });
    signInAs('principal');

    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Principal Home' }),
    ).toBeInTheDocument();
  });

  it('shows the institute and only the contact details it has', async () => {
    mockApi({});
    setBranding({
      ...DEFAULT_BRANDING,
      name: 'Pragati Test Institute',
      tagline: 'Learning for life',
      address: '12 Example Road, Pune',
      phone: '020-1234-5678',
      email: '',
      helpline: '1800-123-4567',
      grievanceName: 'Meena Rao',
      grievanceEmail: 'grievance@pragati.example',
      grievancePhone: '',
    });

    renderApp('/');

    expect(screen.getByRole('heading', { level: 2, name: 'Pragati Test Institute' })).toBeVisible();
    expect(screen.getByText('Learning for life')).toBeInTheDocument();
    expect(screen.getByText('12 Example Road, Pune')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '020-1234-5678' })).toHaveAttribute(
      'href',
      'tel:02012345678',
    );
    expect(screen.getByRole('link', { name: '1800-123-4567' })).toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    const grievance = screen.getByRole('group', { name: 'Grievance officer' });
    expect(grievance).toHaveTextContent('Meena Rao');
    expect(screen.getByRole('link', { name: 'grievance@pragati.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@pragati.example',
    );
    expect(screen.getByText('© 2023 Pragati Test Institute. All rights reserved.')).toBeVisible();
  });

  it('with no institute details set, says to ask the office (issue 26 item 15)', async () => {
    mockApi({});
    setBranding(DEFAULT_BRANDING);
    renderApp('/');
    expect(
      screen.getByText(
        "Contact details have not been set up yet. For help, ask the institute's office.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Grievance officer' })).toBeNull();
  });

  it('lets the password be shown and hidden from the keyboard', async () => {
    mockApi({});
    const { user } = renderApp('/');
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    await user.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
  });
});
