import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

const student = (n: number, name: string, classId: string) => ({
  _id: String(n),
  regNo: `R-${String(n).padStart(3, '0')}`,
  name,
  classId,
});

/** One long class (30 students) and a short one. */
function setUp(path: string) {
  const long = Array.from({ length: 30 }, (_, i) =>
    student(i + 1, i === 6 ? 'Asha Rao' : `Student ${i + 1}`, 'preprimary_1'),
  );
  const short = [student(101, 'Ashok Pai', 'primary1_2')];
  signInAs('teacher', 'T-1');
  mockApi({
    'GET /api/session': sessionReply('teacher', 'T-1'),
    'GET /api/teacher/getTeacher': {
      body: { data: { teacherId: 'T-1', teacherName: 'Lata Menon', classId: [] } },
    },
    'GET /api/teacher/getStudents': {
      body: {
        data: [
          { classId: 'preprimary_1', className: 'Preprimary-1', students: long },
          { classId: 'primary1_2', className: 'Primary-I-2', students: short },
        ],
        students: [long, short],
      },
    },
  });
  return renderApp(path);
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').length - 1;

describe('teacher home: search and pages (issue 15 part 9)', { timeout: 20_000 }, () => {
  it('filters by name or registration number and keeps the search in the address', async () => {
    const { user } = setUp('/teacher');
    const search = await screen.findByRole('searchbox', { name: 'Search students' });
    expect(rowsOf('Preprimary-1')).toBe(30);

    await user.type(search, 'ash');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 31 students match.');
    expect(rowsOf('Preprimary-1')).toBe(1);
    expect(screen.getByRole('button', { name: 'Eval Asha Rao (R-007)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eval Ashok Pai (R-101)' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('pragati.list.teacher.home')).toBe('?q=ash');

    await user.clear(search);
    await user.type(search, 'r-101');
    expect(screen.queryByRole('table', { name: 'Preprimary-1' })).not.toBeInTheDocument();
    expect(rowsOf('Primary-I-2')).toBe(1);
  });

  it('opens on the search in the address', async () => {
    setUp('/teacher?q=asha');
    expect(await screen.findByRole('searchbox', { name: 'Search students' })).toHaveValue('asha');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 31 students match.');
  });

  it('pages a long list, classes kept with their headings', async () => {
    const { user } = setUp('/teacher?size=25');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(rowsOf('Preprimary-1')).toBe(25);
    expect(screen.queryByRole('table', { name: 'Primary-I-2' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(rowsOf('Preprimary-1')).toBe(5);
    expect(rowsOf('Primary-I-2')).toBe(1);
  });

  it('shows no pager while everything fits on the smallest page', async () => {
    setUp('/teacher?q=student%201');
    await screen.findByRole('searchbox', { name: 'Search students' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    signInAs('teacher', 'T-1');
    mockApi({
      'GET /api/session': sessionReply('teacher', 'T-1'),
      'GET /api/teacher/getTeacher': { status: 404, body: { msg: 'x', message: 'x' } },
      'GET /api/teacher/getStudents': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/teacher');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  }, 20_000);
});
