import type { Teacher } from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

const SLOW = { timeout: 10_000 };

const TEACHERS: Teacher[] = [
  {
    _id: 't-1',
    teacherId: 'T1',
    teacherName: 'Asha Rao',
    email: 'asha@school.example',
    teacherMNo: '9876543210',
    classId: ['preprimary_1', 'primary1_2'],
  },
  {
    _id: 't-2',
    teacherId: 'T2',
    teacherName: 'Ravi Kumar',
    email: 'ravi@school.example',
    teacherMNo: '9876543211',
    classId: [],
  },
];

function renderList(
  role: 'admin' | 'principal',
  routes: Parameters<typeof mockApi>[0] = {},
  search = '',
) {
  const api = mockApi({
    'GET /api/session': sessionReply(role),
    [`GET /api/${role}/viewTeacher`]: { body: { data: TEACHERS } },
    ...routes,
  });
  signInAs(role);
  return { ...renderApp(`/${role}/viewteachers${search}`), ...api };
}

const ids = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('teacher list', { timeout: 20_000 }, () => {
  beforeEach(() => window.sessionStorage.clear());

  it('searches and sorts, the view read from the URL, and exports it', async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:teachers');
    URL.revokeObjectURL = vi.fn();
    try {
      const { user, fetchMock } = renderList(
        'admin',
        { 'GET /api/admin/teachers/export': { body: {} } },
        '?sort=teacherName&dir=desc',
      );
      const table = await screen.findByRole('table', { name: '2 teachers' }, SLOW);
      expect(ids(table)).toEqual(['T2', 'T1']);
      const nameHeader = within(table).getByRole('button', { name: 'Name' }).closest('th');
      expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await user.click(within(table).getByRole('button', { name: 'Name' }));
      expect(ids(table)).toEqual(['T1', 'T2']);
      expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

      await user.type(screen.getByLabelText('Search teachers'), 'primary-i-2');
      expect(await screen.findByRole('table', { name: '1 of 2 teachers match' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Export (.xlsx)' }));
      await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
      const url = fetchMock.mock.calls
        .map(([input]) => String(input))
        .find((u) => u.includes('/teachers/export'))!;
      expect(new URL(url, 'http://localhost').search).toBe('?q=primary-i-2&sort=teacherName');
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('principal: the spec columns, read-only, with Print and Back', async () => {
    renderList('principal');
    const table = await screen.findByRole('table', { name: '2 teachers' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'Email', 'Mobile', 'Class ID']);
    expect(within(table).getByText('Preprimary-1, Primary-I-2')).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/principal');
  });

  it('admin: edit and save sends the fields and shows a clash on its field and as a toast', async () => {
    const { user, calls } = renderList('admin', {
      'PUT /api/admin/updateTeacher/t-1': {
        status: 409,
        body: errorBody('ClassId primary2_1 is already assigned to teacher T2'),
      },
    });
    const table = await screen.findByRole('table', {}, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Edit T1' }));
    const classes = within(table).getByLabelText('Class ID (T1)');
    await user.clear(classes);
    await user.type(classes, 'primary2_1');
    await user.click(within(table).getByRole('button', { name: 'Save T1' }));
    const clash = 'ClassId primary2_1 is already assigned to teacher T2';
    // Issue 26 item 17: on the field (its description, with the focus there) and in the toast.
    await waitFor(() => expect(classes).toHaveAccessibleDescription(clash));
    expect(classes).toHaveAttribute('aria-invalid', 'true');
    expect(classes).toHaveFocus();
    expect(screen.getAllByText(clash)).toHaveLength(2);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      teacherId: 'T1',
      teacherName: 'Asha Rao',
      classId: 'primary2_1',
    });
  });

  it('admin: a wrong field is marked where it is, and nothing is sent', async () => {
    const { user, calls } = renderList('admin');
    const table = await screen.findByRole('table', {}, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Edit T1' }));
    const name = within(table).getByLabelText('Name (T1)');
    const email = within(table).getByLabelText('Email (T1)');
    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'asha-at-school');
    await user.click(within(table).getByRole('button', { name: 'Save T1' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    expect(email).toHaveAccessibleDescription('Email asha-at-school is not a valid email address');
    expect(within(table).getByLabelText('Mobile (T1)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('admin: delete shows the fields and a "Delete teacher" button, then DELETE SUCCESS', async () => {
    const { user, calls } = renderList('admin', {
      'DELETE /api/admin/teachers/t-2': {
        body: { msg: 'DELETE SUCCESS', message: 'DELETE SUCCESS' },
      },
    });
    const table = await screen.findByRole('table', {}, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Delete T2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete teacher' });
    expect(within(dialog).getByText('ravi@school.example')).toBeVisible();
    // Issue 14 part 7: the button names the action, not the spec's "Submit".
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete teacher' }));
    expect(await within(dialog).findByText('DELETE SUCCESS')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('principal: a failed fetch toasts the spec message', async () => {
    renderList('principal', {
      'GET /api/principal/viewTeacher': { status: 400, body: errorBody('nope') },
    });
    expect((await screen.findAllByText(/Error fetching teacher details\./)).length).toBeGreaterThan(
      0,
    );
  });
});
