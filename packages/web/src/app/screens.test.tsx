import type { Role } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../test/render-app';

/*
 * What axe checks in the browser tests, as far as jsdom can tell: landmarks, one h1, named
 * controls. And the CSP: no screen may add a <style> element (style-src 'self').
 */

const screens: { path: string; title: string; session?: [Role, boolean?] }[] = [
  { path: '/', title: 'Login' },
  { path: '/admin', title: 'Admin Home', session: ['admin'] },
  { path: '/admin/backup', title: 'Backup', session: ['admin'] },
  { path: '/principal', title: 'Principal Home', session: ['principal'] },
  { path: '/teacher', title: 'Teacher Home', session: ['teacher'] },
  { path: '/student', title: 'Student Home', session: ['student'] },
  { path: '/changepassword', title: 'Change Password', session: ['teacher'] },
  { path: '/student/changepassword', title: 'Change Password', session: ['student'] },
  { path: '/student/my-data', title: 'My data', session: ['student'] },
  { path: '/student/corrections', title: 'Ask for a correction', session: ['student'] },
  { path: '/admin/corrections', title: 'Correction requests', session: ['admin'] },
  { path: '/admin/groups', title: 'Groups and classes', session: ['admin'] },
  { path: '/first-login', title: 'Set a new password', session: ['principal', true] },
  { path: '/teacher/nowhere', title: 'Page not found', session: ['teacher'] },
];

function expectWellFormed(title: string) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Pragati`);
  for (const control of [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')]) {
    expect(control).toHaveAccessibleName();
  }
  for (const input of document.querySelectorAll('input, select, textarea')) {
    expect(input).toHaveAccessibleName();
  }
  expect(document.querySelectorAll('style')).toHaveLength(0);
}

describe('every screen', () => {
  it.each(screens)('$path is well formed and CSP-safe', async ({ path, title, session }) => {
    if (session) {
      const [role, mustChange = false] = session;
      mockApi({ 'GET /api/session': sessionReply(role, `${role}-1`, mustChange) });
      signInAs(role, `${role}-1`, mustChange);
    } else {
      mockApi({});
    }

    renderApp(path);

    await screen.findByRole('heading', { level: 1, name: title });
    if (session) await screen.findByRole('button', { name: 'Logout' });
    expectWellFormed(title);
  });

  it('keeps the change password dialog CSP-safe and labelled', async () => {
    mockApi({ 'GET /api/session': sessionReply('admin') });
    signInAs('admin');
    const { user } = renderApp('/admin');

    await user.click(await screen.findByRole('button', { name: 'Change Password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    for (const input of within(dialog).getAllByLabelText(/password/i, { selector: 'input' })) {
      expect(input).toHaveAccessibleName();
    }
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    // Mantine's scroll lock would inject a <style>; the theme turns it off.
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('links the admin panels to the spec routes', async () => {
    mockApi({ 'GET /api/session': sessionReply('admin') });
    signInAs('admin');
    renderApp('/admin');

    const teachers = await screen.findByRole('region', { name: 'Teachers' });
    const students = screen.getByRole('region', { name: 'Students' });
    expect(within(teachers).getByRole('link', { name: 'View teachers' })).toHaveAttribute(
      'href',
      '/admin/viewteachers',
    );
    expect(within(teachers).getByRole('link', { name: 'View Upload Errors' })).toHaveAttribute(
      'href',
      '/admin/editteachers',
    );
    expect(within(students).getByRole('link', { name: 'Register student' })).toHaveAttribute(
      'href',
      '/admin/addstudents',
    );
    expect(within(students).getByRole('link', { name: 'View students' })).toHaveAttribute(
      'href',
      '/admin/viewstudents',
    );
  });
});
