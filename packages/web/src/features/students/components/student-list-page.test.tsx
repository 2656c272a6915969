import { STUDENT_MESSAGES } from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { detailsRecord, listRow } from './test-records';

vi.setConfig({ testTimeout: 30_000 });

const LAZY = { timeout: 10_000 };
const students = [
  listRow(1, { name: 'Asha Kumar', classId: 'preprimary_1' }),
  listRow(2, { name: 'Ravi Sharma', classId: 'primary1_2', currYear: '2' }),
  listRow(10, { name: 'Asha Nair', classId: 'primary1_2', currYear: '2', currTerm: 'II' }),
];

function setup(role: 'admin' | 'principal', routes: Parameters<typeof mockApi>[0] = {}) {
  signInAs(role);
  const api = mockApi({
    'GET /api/session': sessionReply(role),
    [`GET /api/${role}/viewstudents`]: { body: { data: students } },
    [`GET /api/${role}/teacher/preprimary_1`]: { body: { teacher: 'Meena Iyer' } },
    [`GET /api/${role}/teacher/primary1_2`]: { body: { teacher: 'Not assigned' } },
    ...routes,
  });
  return { ...api, ...renderApp(`/${role}/viewstudents`) };
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const regNos = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('student lists', () => {
  it('show the spec columns, the teacher per class, and Loading... first', async () => {
    setup('admin');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Loading...' }, LAZY),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Registered students' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'regNo',
      'name',
      'currYear',
      'currTerm',
      'classId',
      'Allocated Teacher',
      'Actions',
    ]);
    expect(regNos()).toEqual(['PR-1', 'PR-2', 'PR-10']);
    expect(await screen.findAllByText('Not assigned')).toHaveLength(2);
    expect(screen.getByText('Meena Iyer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');
  });

  it('filters per column: one open at a time, "Search" + column name, combined', async () => {
    const { user } = setup('principal');
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);

    await user.click(screen.getByRole('button', { name: 'Search name' }));
    const name = screen.getByPlaceholderText('Search name');
    await user.type(name, 'ASHA');
    expect(regNos()).toEqual(['PR-1', 'PR-10']);

    await user.click(screen.getByRole('button', { name: 'Search classId' }));
    expect(screen.queryByPlaceholderText('Search name')).not.toBeInTheDocument();
    expect(screen.getByText('contains “ASHA”')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search classId'), 'primary1');
    expect(regNos()).toEqual(['PR-10']);
    expect(screen.getByText(/Showing 1–1 of 1 matching students \(3 in all\)/)).toBeInTheDocument();
  });

  it('Show Details and Show History remember the student and open the routes', async () => {
    const { user } = setup('admin', {
      'GET /api/admin/viewStudentDetails': { body: detailsRecord({ regNo: 'PR-2' }) },
    });
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Show History of PR-10' }));
    expect(window.localStorage.getItem('studentId')).toBe('PR-10');

    await user.click(await screen.findByRole('link', { name: 'Back' }, LAZY));
    await user.click(await screen.findByRole('button', { name: 'Show Details of PR-2' }, LAZY));
    expect(window.localStorage.getItem('regNo')).toBe('PR-2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Student Record' }, LAZY),
    ).toBeInTheDocument();
  });

  it('the principal prints, and a failed teacher lookup toasts', async () => {
    setup('principal', {
      'GET /api/principal/teacher/preprimary_1': { status: 500, body: errorBody('boom') },
    });
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/principal');
    expect(
      await screen.findByText('Error fetching teacher details.', {}, LAZY),
    ).toBeInTheDocument();
  });

  it('shows the spec error text when the list cannot be loaded', async () => {
    setup('principal', {
      'GET /api/principal/viewstudents': { status: 403, body: errorBody('Not a principal') },
    });
    expect(await screen.findByText(STUDENT_MESSAGES.listError, {}, LAZY)).toBeInTheDocument();
  });

  it('pages 2,000 students 50 at a time', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => listRow(i + 1));
    const { user } = setup('admin', {
      'GET /api/admin/viewstudents': { body: { data: many } },
    });
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByText('Showing 1–50 of 2,000 students')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(regNos()[0]).toBe('PR-51'));
    expect(screen.getByText('Page 2 of 40')).toBeInTheDocument();
  });
});
