import type { Teacher } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

function renderList(role: 'admin' | 'principal', routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/session': sessionReply(role),
    [`GET /api/${role}/viewTeacher`]: { body: { data: TEACHERS } },
    ...routes,
  });
  signInAs(role);
  return { ...renderApp(`/${role}/viewteachers`), ...api };
}

describe('teacher list', { timeout: 20_000 }, () => {
  it('principal: the spec columns, read-only, with Print and Back', async () => {
    renderList('principal');
    const table = await screen.findByRole('table', { name: '2 teachers' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'Email', 'Mobile', 'Class ID']);
    expect(within(table).getByText('preprimary_1, primary1_2')).toBeVisible();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/principal');
  });

  it('admin: edit and save sends the fields and shows a clash as a toast', async () => {
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
    expect(
      await screen.findByText('ClassId primary2_1 is already assigned to teacher T2'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      teacherId: 'T1',
      teacherName: 'Asha Rao',
      classId: 'primary2_1',
    });
  });

  it('admin: delete shows the fields, then DELETE SUCCESS', async () => {
    const { user, calls } = renderList('admin', {
      'DELETE /api/admin/teachers/t-2': {
        body: { msg: 'DELETE SUCCESS', message: 'DELETE SUCCESS' },
      },
    });
    const table = await screen.findByRole('table', {}, SLOW);
    await user.click(within(table).getByRole('button', { name: 'Delete T2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete teacher' });
    expect(within(dialog).getByText('ravi@school.example')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
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
