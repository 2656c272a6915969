import { STUDENT_MESSAGES } from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { detailsRecord, listRow } from './test-records';

vi.setConfig({ testTimeout: 30_000 });

const LAZY = { timeout: 10_000 };
const students = [
  listRow(1, { name: 'Asha Kumar', classId: 'preprimary_1' }),
  listRow(2, { name: 'Ravi Sharma', classId: 'primary1_2', currYear: '2' }),
  listRow(10, { name: 'Asha Nair', classId: 'primary1_2', currYear: '2', currTerm: 'II' }),
  listRow(3, { name: 'Asha Done', classId: 'primary2_3', currYear: '3', status: 'completed' }),
  listRow(4, { name: 'Zoya Left', classId: 'primary1_1', status: 'left' }),
];

function setup(
  role: 'admin' | 'principal',
  routes: Parameters<typeof mockApi>[0] = {},
  search = '',
) {
  signInAs(role);
  const api = mockApi({
    'GET /api/session': sessionReply(role),
    [`GET /api/${role}/viewstudents`]: { body: { data: students } },
    [`GET /api/${role}/teacher/preprimary_1`]: { body: { teacher: 'Meena Iyer' } },
    [`GET /api/${role}/teacher/primary1_2`]: { body: { teacher: 'Not assigned' } },
    ...routes,
  });
  return { ...api, ...renderApp(`/${role}/viewstudents${search}`) };
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const headerOf = (name: string) => screen.getByRole('button', { name }).closest('th')!;
const regNos = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('student lists', () => {
  beforeEach(() => window.sessionStorage.clear());

  it.each(['admin', 'principal'] as const)(
    '%s: a row without the guardian\'s consent says "Consent pending" in words',
    async (role) => {
      setup(role, {
        [`GET /api/${role}/viewstudents`]: {
          body: {
            data: [
              listRow(1, { name: 'Asha Kumar', consent: 'pending' }),
              listRow(2, { name: 'Ravi Sharma', consent: 'recorded' }),
              listRow(3, { name: 'Old Client Row' }),
            ],
          },
        },
      });
      await screen.findByRole('table', { name: 'Registered students' }, LAZY);
      const [first, second, third] = bodyRows();
      expect(within(first!).getByText('Consent pending')).toBeInTheDocument();
      expect(within(second!).queryByText('Consent pending')).toBeNull();
      // A row without the field (no consent data at all) is not marked.
      expect(within(third!).queryByText('Consent pending')).toBeNull();
    },
  );

  it('show readable headings, class names, the teacher per class, and Loading... first', async () => {
    setup('admin');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Loading...' }, LAZY),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Registered students' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Registration No.',
      'Name',
      'Class',
      'Year',
      'Term',
      'Status',
      'Allocated Teacher',
      'Actions',
    ]);
    // Active students only by default, in registration number order.
    expect(regNos()).toEqual(['PR-1', 'PR-2', 'PR-10']);
    expect(screen.getByRole('cell', { name: 'Preprimary-1' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Primary-I-2' })).toHaveLength(2);
    expect(await screen.findAllByText('Not assigned')).toHaveLength(2);
    expect(screen.getByText('Meena Iyer')).toBeInTheDocument();
    expect(headerOf('Registration No.')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');
  });

  it('shows completed and left students as such, never with a current class or teacher', async () => {
    const { user, fetchMock } = setup('admin');
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);
    // The call answers active students only unless asked (issue 26): the screen asks for all.
    const listCalls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/viewstudents');
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.every((url) => url.search === '?status=all')).toBe(true);
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    expect(regNos()).toEqual(['PR-1', 'PR-2', 'PR-3', 'PR-4', 'PR-10']);
    const cells = (regNo: string) =>
      within(bodyRows().find((row) => row.textContent?.startsWith(regNo))!)
        .getAllByRole('cell')
        .slice(2, 7)
        .map((cell) => cell.textContent);
    expect(cells('PR-3')).toEqual(Array(5).fill('Completed'));
    expect(cells('PR-4')).toEqual(Array(5).fill('Left'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Left');
    expect(regNos()).toEqual(['PR-4']);
    // No lookup is made for a class only former students were in.
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('filters per column: one open at a time, "Search" + column name, combined', async () => {
    const { user } = setup('principal');
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);

    await user.click(screen.getByRole('button', { name: 'Search Name' }));
    const name = screen.getByPlaceholderText('Search Name');
    await user.type(name, 'ASHA');
    expect(regNos()).toEqual(['PR-1', 'PR-10']);

    await user.click(screen.getByRole('button', { name: 'Search Class' }));
    expect(screen.queryByPlaceholderText('Search Name')).not.toBeInTheDocument();
    expect(screen.getByText('contains “ASHA”')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search Class'), 'primary-i');
    expect(regNos()).toEqual(['PR-10']);
    expect(screen.getByText(/Showing 1–1 of 1 matching students \(5 in all\)/)).toBeInTheDocument();
  });

  it('sorts by any column from the keyboard, and says so in aria-sort', async () => {
    const { user } = setup('admin');
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);
    screen.getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(regNos()).toEqual(['PR-1', 'PR-10', 'PR-2']);
    expect(headerOf('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(headerOf('Registration No.')).not.toHaveAttribute('aria-sort');
    await user.keyboard('{Enter}');
    expect(regNos()).toEqual(['PR-2', 'PR-10', 'PR-1']);
    expect(headerOf('Name')).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Term' }));
    expect(regNos()).toEqual(['PR-1', 'PR-2', 'PR-10']);
  });

  it('reads its view from the URL, and the Back of a details screen returns to it', async () => {
    const { user } = setup(
      'admin',
      { 'GET /api/admin/viewStudentDetails': { body: detailsRecord({ regNo: 'PR-10' }) } },
      '?name=asha&sort=name&dir=desc',
    );
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);
    expect(regNos()).toEqual(['PR-10', 'PR-1']);
    expect(screen.getByText('contains “asha”')).toBeInTheDocument();
    expect(headerOf('Name')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Show Details of PR-10' }));
    await screen.findByRole('heading', { level: 1, name: 'Student Record' }, LAZY);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);
    expect(regNos()).toEqual(['PR-10', 'PR-1']);
    expect(headerOf('Name')).toHaveAttribute('aria-sort', 'descending');

    // Clear filters returns to the default view.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(regNos()).toEqual(['PR-1', 'PR-2', 'PR-10']);
  });

  it('exports the filtered, sorted list through the server, paging aside', async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:students');
    URL.revokeObjectURL = vi.fn();
    try {
      const { user, fetchMock } = setup(
        'admin',
        { 'GET /api/admin/students/export': { body: {} } },
        '?status=all&class=primary&sort=term&page=2&size=25',
      );
      await screen.findByRole('table', { name: 'Registered students' }, LAZY);
      await user.click(screen.getByRole('button', { name: 'Export (.xlsx)' }));
      await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
      const url = fetchMock.mock.calls
        .map(([input]) => String(input))
        .find((u) => u.includes('/students/export'))!;
      expect(new URL(url, 'http://localhost').search).toBe('?status=all&class=primary&sort=term');
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('prints class-wise: one section per class, with the institute header', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = setup('admin', {}, '?status=all');
    await screen.findByRole('table', { name: 'Registered students' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Print by class' }));
    expect(print).toHaveBeenCalled();
    expect(document.body).toHaveClass('print-by-class');
    const sheet = screen.getByTestId('class-print');
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Class Preprimary-1', 'Class Primary-I-2', 'Completed students', 'Left students']);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('class-print')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass('print-by-class');
    print.mockRestore();
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

  it('pages 2,000 students 50 at a time, or as many as chosen', async () => {
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
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(regNos()[0]).toBe('PR-1');
    expect(screen.getByText('Page 1 of 20')).toBeInTheDocument();
  });
});
