import { REGISTRATION_MESSAGES as M, type Role } from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { detailsRecord } from './test-records';

vi.setConfig({ testTimeout: 30_000 });
const LAZY = { timeout: 10_000 };

function setup(role: Role, path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  signInAs(role, role === 'student' ? 'PR-1' : `${role}-1`);
  const api = mockApi({
    'GET /api/session': sessionReply(role, role === 'student' ? 'PR-1' : `${role}-1`),
    [`GET /api/${role}/viewStudentDetails`]: { body: detailsRecord() },
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('student details view', () => {
  it.each([
    ['admin', '/admin/viewstudents/details/PR-1', '/admin/viewstudents'],
    ['principal', '/principal/viewstudents/details/PR-1', '/principal/viewstudents'],
    ['student', '/student/details', '/student'],
  ] as const)('%s sees the five read-only tables; back goes to %s', async (role, path, back) => {
    const { calls } = setup(role, path);
    await screen.findByRole('heading', { level: 1, name: 'Student Record' }, LAZY);
    await screen.findByRole('region', { name: 'Student Details' });
    for (const name of [
      'Student Details',
      'Presenting Complaints',
      'History',
      'Family History',
      'Development History',
    ]) {
      expect(within(section(name)).getByRole('table')).toBeInTheDocument();
    }
    const details = within(section('Student Details'));
    expect(details.getByRole('rowheader', { name: 'Aadhar Number' }).nextSibling).toHaveTextContent(
      'XXXX XXXX 1234',
    );
    expect(details.getByText('2016-02-29')).toBeInTheDocument();
    expect(details.getByText('Preprimary-1 (preprimary_1)')).toBeInTheDocument();
    expect(details.getByText('Delayed speech')).toBeInTheDocument();
    const complaints = within(section('Presenting Complaints'));
    const eats = complaints.getByRole('rowheader', { name: 'Eats self' }).closest('tr')!;
    expect(within(eats).getByText('At 3 years')).toBeInTheDocument();
    expect(within(eats).getByText('2 years')).toBeInTheDocument();
    expect(
      within(section('History')).getByRole('columnheader', { name: 'Prenatal' }),
    ).toBeInTheDocument();
    const irradiation = within(section('History'))
      .getByRole('rowheader', { name: 'Irradiation' })
      .closest('tr')!;
    expect(within(irradiation).getByText('None reported')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', back);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === `/api/${role}/viewStudentDetails`)?.headers.regNo).toBe(
      'PR-1',
    );
    // Read-only: no inputs, and no admin actions outside the admin portal. The admin's document
    // upload (issue 30 part 3) is the one form, in its own section.
    const inputs = [...document.querySelectorAll('input, textarea, select')].filter(
      (el) => !el.closest('section[aria-labelledby="documents-heading"]'),
    );
    expect(inputs).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Edit details' }) !== null).toBe(role === 'admin');
  });

  it('the admin reveals the Aadhaar number in a dialog, through the audited call', async () => {
    const { user, calls } = setup('admin', '/admin/viewstudents/details/PR-1', {
      'POST /api/admin/students/PR-1/aadhaar': {
        body: { regNo: 'PR-1', aadharNo: '567812341234' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reveal Aadhar Number' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Aadhar Number' });
    expect(within(dialog).getByText('5678 1234 1234')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/aadhaar'))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('5678 1234 1234')).not.toBeInTheDocument();
  });

  it('the admin edits details with the registration rules; the Aadhaar may stay empty', async () => {
    const { user, calls } = setup('admin', '/admin/viewstudents/details/PR-1/edit', {
      'PUT /api/admin/students/PR-1/details': {
        body: { msg: 'Details of PR-1 saved.', message: 'Details of PR-1 saved.' },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Student Details' }, LAZY);
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Asha Kumar');
    expect(screen.getByLabelText(/^Aadhar Number/)).toHaveValue('');
    expect(screen.getByText(/keep the current number \(XXXX XXXX 1234\)/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Mobile No\./));
    await user.type(screen.getByLabelText(/^Mobile No\./), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The toast and the field's own error (issue 14 part 7), with focus on it.
    await waitFor(() => expect(screen.getAllByText(M.mobile)).toHaveLength(2));
    const mobile = screen.getByLabelText(/^Mobile No\./);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(M.mobile));
    await waitFor(() => expect(mobile).toHaveFocus());

    await user.clear(screen.getByLabelText(/^Mobile No\./));
    await user.type(screen.getByLabelText(/^Mobile No\./), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Details of PR-1 saved.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PUT')!.body as {
      info: Record<string, unknown>;
      history: Record<string, unknown>;
    };
    expect(sent.info).toMatchObject({ regNo: 'PR-1', mobileNo: '9123456780', aadharNo: '' });
    expect(sent.history).toMatchObject({ irradiation: 'None reported' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Student Record' }, LAZY),
    ).toBeInTheDocument();
  });
});

// The student's own home is easy-read (issue 16 part 5): features/easy-read/components/
// student-home.test.tsx. Its registration fields are on Details, tested above.
