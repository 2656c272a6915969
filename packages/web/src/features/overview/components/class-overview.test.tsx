import { CLASS_CODES, type ClassOverview, type Overview } from '@pragati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

const SLOW = { timeout: 10_000 };

const emptyClass = (classId: ClassOverview['classId']): ClassOverview => ({
  classId,
  teacher: null,
  activeStudents: 0,
  termCounts: { Entry: 0, I: 0, II: 0, III: 0 },
  currentTerm: { mostCommon: null, earliest: null, latest: null },
  checklists: { evaluated: 0, due: 0 },
  latestTerm: null,
  underSixty: { byTerm: 0, byYear: 0, measured: 0 },
});

const OVERVIEW: Overview = {
  classes: CLASS_CODES.map((code) =>
    code === 'primary1_2'
      ? {
          ...emptyClass(code),
          teacher: { teacherId: 'T-7', name: 'Rekha Pawar' },
          activeStudents: 4,
          termCounts: { Entry: 1, I: 2, II: 1, III: 0 },
          currentTerm: { mostCommon: 'I', earliest: 'Entry', latest: 'II' },
          checklists: { evaluated: 6, due: 20 },
          latestTerm: {
            term: 'I',
            students: 1,
            personal: 70,
            social: 60,
            academic: 80,
            occupational: 69.99,
          },
          underSixty: { byTerm: 1, byYear: 1, measured: 4 },
          attendance: { marks: 40, present: 35, percent: 88 },
        }
      : emptyClass(code),
  ),
  activeStudents: 4,
  classesWithoutTeacher: CLASS_CODES.filter((c) => c !== 'primary1_2'),
  pendingTeacherRows: 3,
  pendingConsents: 2,
};

const NONE = { set: 0, met: 0, carried: 0, dropped: 0 };

function renderHome(role: 'admin' | 'principal', reply: Parameters<typeof mockApi>[0][string]) {
  mockApi({
    'GET /api/session': sessionReply(role),
    'GET /api/overview': reply,
    // The principal's home shows the goals too (goal-attainment.test.tsx).
    'GET /api/overview/goals': { body: { classes: [], areas: [], total: NONE } },
  });
  signInAs(role);
  return renderApp(`/${role}`);
}

describe('classes at a glance', { timeout: 20_000 }, () => {
  it("principal: a real table, one row per class, each figure linked to the class's list", async () => {
    renderHome('principal', { body: OVERVIEW });
    const table = await screen.findByRole('table', { name: /9 classes/ }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Class',
      'Teacher',
      'Active students',
      'Current term',
      'Checklists evaluated / due this term',
      'Latest evaluated term',
      'Personal average',
      'Social average',
      'Academic average',
      'Occupational average',
      'Under 60 %',
      'Attendance (last 30 days)',
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(9);
    const row = within(table).getByRole('rowheader', { name: 'Primary-I-2' }).closest('tr')!;
    const cells = within(row);
    expect(cells.getByRole('link', { name: 'Rekha Pawar' })).toHaveAttribute(
      'href',
      '/principal/viewteachers?q=T-7',
    );
    expect(cells.getByRole('link', { name: '4 active students in Primary-I-2' })).toHaveAttribute(
      'href',
      '/principal/viewstudents?class=primary1_2',
    );
    expect(cells.getByText('Mostly Term I (Entry to II)')).toBeVisible();
    expect(cells.getByRole('link', { name: /6 of 20 checklists evaluated/ })).toHaveTextContent(
      '6 / 20',
    );
    expect(cells.getByText('69.99 %')).toBeVisible();
    expect(cells.getByRole('link', { name: /2 students under 60 %/ })).toHaveTextContent('2 of 4');
    expect(cells.getByText("1 by latest term, 1 by last year's percent")).toBeVisible();
    expect(cells.getByText('of 40 marks').closest('td')).toHaveTextContent('88 %of 40 marks');

    const empty = within(
      within(table).getByRole('rowheader', { name: 'Preprimary-1' }).closest('tr')!,
    );
    expect(empty.getByText('Not assigned')).toBeVisible();
    expect(empty.getByText('No students')).toBeVisible();
    expect(empty.getByText('Not evaluated yet')).toBeVisible();
    // No register marks (or an answer without the field): said, not shown as 0 %.
    expect(empty.getByText('Not yet recorded')).toBeVisible();

    // The principal has no pending-teacher screen: the count is text.
    expect(screen.getByText(/Pending teacher rows:/)).toHaveTextContent('Pending teacher rows: 3');
    expect(screen.queryByRole('link', { name: '3' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View teachers' })).toBeVisible();
    // Issue 19: the students whose guardian's consent is not recorded, linked to the list.
    expect(screen.getByText(/Students with consent pending:/)).toHaveTextContent(
      'Students with consent pending: 2',
    );
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/principal/viewstudents',
    );
  });

  it('admin: above the panels, pending rows link to their screen', async () => {
    renderHome('admin', { body: OVERVIEW });
    await screen.findByRole('table', { name: /9 classes/ }, SLOW);
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', '/admin/editteachers');
    expect(screen.getByRole('link', { name: /^8 \(Preprimary-1/ })).toHaveAttribute(
      'href',
      '/admin/viewteachers',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Classes at a glance');
    expect(headings).toContain('Question Bank');
  });

  it('says what happened and what to do when the figures cannot be loaded', async () => {
    renderHome('principal', { status: 500, body: errorBody('Something went wrong.') });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The classes could not be loaded (Something went wrong.). Reload the page to try again.',
    );
    expect(screen.getByRole('link', { name: 'View students' })).toBeVisible();
  });
});
