import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });
const LAZY = { timeout: 10_000 };

const items = (done: Partial<Record<string, boolean>>, unset: string[] = []) => ({
  items: [
    { key: 'contacts', done: done.contacts ?? false, unset },
    { key: 'adminPassword', done: done.adminPassword ?? false },
    { key: 'questionBank', done: done.questionBank ?? false },
    { key: 'backup', done: done.backup ?? false },
    { key: 'teachers', done: done.teachers ?? false },
  ],
});

function setup(checklist: unknown) {
  signInAs('admin', 'admin');
  mockApi({
    'GET /api/session': sessionReply('admin', 'admin'),
    'GET /api/admin/setup-checklist': { body: checklist },
  });
  return renderApp('/admin');
}

describe('the first-run checklist on the admin home (issue 26 item 15)', () => {
  it('lists each step with its state in words, what to set and where to go', async () => {
    setup(items({ adminPassword: true, backup: true }, ['INSTITUTE_PHONE', 'INSTITUTE_HELPLINE']));
    const panel = within(await screen.findByRole('region', { name: 'First steps' }, LAZY));
    expect(panel.getByText('3 steps are left before the institute is ready.')).toBeVisible();
    const entries = panel.getAllByRole('listitem');
    expect(entries.map((li) => li.textContent?.split(/Done|To do/)[0]?.trim())).toEqual([
      'Institute contact details',
      'Change the first admin password',
      'Replace the sample question bank',
      'Make the first backup',
      'Upload the teachers',
    ]);
    const contacts = within(entries[0]!);
    expect(contacts.getByText('To do')).toBeVisible();
    expect(contacts.getByText('INSTITUTE_PHONE').tagName).toBe('CODE');
    expect(contacts.getByText('INSTITUTE_HELPLINE')).toBeVisible();
    expect(contacts.queryByRole('link')).toBeNull();
    expect(within(entries[1]!).getByText('Done')).toBeVisible();
    expect(within(entries[1]!).queryByRole('link')).toBeNull();
    expect(
      within(entries[2]!).getByRole('link', { name: 'Import the FACP items' }),
    ).toHaveAttribute('href', '/admin/questions');
    expect(within(entries[4]!).getByRole('link', { name: 'Go to Teachers' })).toHaveAttribute(
      'href',
      '#teachers',
    );
  });

  it('steps aside once every step is done', async () => {
    setup(
      items({
        contacts: true,
        adminPassword: true,
        questionBank: true,
        backup: true,
        teachers: true,
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Admin Home' }, LAZY);
    await screen.findByRole('region', { name: 'Students' });
    expect(screen.queryByRole('region', { name: 'First steps' })).toBeNull();
  });
});
