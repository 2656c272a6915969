import { NOT_AUTHORIZED_MESSAGE, ROLE_GUARD_MESSAGES, ROLES, type Role } from '@pragati/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../test/render-app';
import { checkAccess } from './route-guards';

const PORTALS: Record<Role, string> = {
  admin: '/admin',
  principal: '/principal',
  teacher: '/teacher',
  student: '/student',
  network: '/network',
  specialist: '/specialist',
};

describe('checkAccess', () => {
  const session = { userId: 'u', role: 'teacher', mustChangePassword: false } as const;

  it('lets the right role in', () => {
    expect(checkAccess(session, { kind: 'session', role: 'teacher' })).toBeNull();
    expect(checkAccess(session, { kind: 'session' })).toBeNull();
  });

  it('refuses without a session, with the spec message', () => {
    expect(checkAccess(null, { kind: 'session', role: 'admin' })).toEqual({
      to: '/',
      message: NOT_AUTHORIZED_MESSAGE,
    });
    expect(checkAccess(null, { kind: 'first-login' })?.message).toBe(NOT_AUTHORIZED_MESSAGE);
  });

  it('holds a temporary password at /first-login, without a message', () => {
    const temporary = { ...session, mustChangePassword: true };
    expect(checkAccess(temporary, { kind: 'session', role: 'admin' })).toEqual({
      to: '/first-login',
    });
    expect(checkAccess(temporary, { kind: 'first-login' })).toBeNull();
    expect(checkAccess(session, { kind: 'first-login' })).toEqual({ to: '/teacher' });
  });

  it('sends a stored session from / to its portal', () => {
    expect(checkAccess(null, { kind: 'public-login' })).toBeNull();
    expect(checkAccess(session, { kind: 'public-login' })).toEqual({ to: '/teacher' });
  });
});

describe('route guards', () => {
  it.each([
    '/admin',
    '/principal',
    '/teacher',
    '/student',
    '/changepassword',
    '/admin/viewstudents',
  ])(
    'sends a visitor without a session from %s to the login with Not Authorized, once',
    async (path) => {
      const { calls } = mockApi({});
      renderApp(path);

      expect(await screen.findByText(NOT_AUTHORIZED_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      // StrictMode runs effects twice; the toast must still show once.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getAllByText(NOT_AUTHORIZED_MESSAGE)).toHaveLength(1);
      // Nobody asked the server on behalf of a session that does not exist.
      expect(calls).toHaveLength(0);
    },
  );

  it.each(
    ROLES.flatMap((signedIn) => ROLES.filter((r) => r !== signedIn).map((r) => [signedIn, r])),
  )('refuses a %s on the %s portal with the role message', async (signedIn, required) => {
    mockApi({ 'GET /api/session': sessionReply(signedIn) });
    signInAs(signedIn);

    renderApp(PORTALS[required]);

    expect(await screen.findByText(ROLE_GUARD_MESSAGES[required])).toBeInTheDocument();
    // Back at `/`, the stored role opens the user's own portal.
    const own = `${signedIn[0]?.toUpperCase()}${signedIn.slice(1)} Home`;
    expect(await screen.findByRole('heading', { level: 1, name: own })).toBeInTheDocument();
    expect(screen.getAllByText(ROLE_GUARD_MESSAGES[required])).toHaveLength(1);
  });

  it('keeps a user with a temporary password on /first-login', async () => {
    mockApi({ 'GET /api/session': sessionReply('principal', 'p-1', true) });
    signInAs('principal', 'p-1', true);

    renderApp('/principal');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument();
  });

  it('follows the server when it says the password must change', async () => {
    mockApi({ 'GET /api/session': sessionReply('teacher', 'teacher-1', true) });
    signInAs('teacher');

    renderApp('/teacher');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('mustChangePassword')).toBe('true'));
  });

  it('shows Page not found for an unknown address inside a portal', async () => {
    mockApi({ 'GET /api/session': sessionReply('admin') });
    signInAs('admin');

    renderApp('/admin/no-such-screen');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
