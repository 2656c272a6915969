import { MantineProvider } from '@mantine/core';
import { SPECIALIST_MESSAGES } from '@pragati/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { mockApi } from '../../../test/mock-api';
import { CaseloadPage } from './caseload-page';

const caseload = {
  userId: 'slp.asha',
  kind: 'speech',
  clinicalAccess: false,
  regNos: ['PR-1'],
  classIds: ['primary1_1'],
  month: '2026-11',
  students: [
    {
      regNo: 'PR-1',
      name: 'Asha',
      classId: 'preprimary_1',
      plannedPerWeek: 2,
      plannedInMonth: 9,
      sessions: 4,
      minutes: 120,
    },
    {
      regNo: 'PR-7',
      name: 'Ravi',
      classId: 'primary1_1',
      plannedPerWeek: 0,
      plannedInMonth: 0,
      sessions: 0,
      minutes: 0,
    },
  ],
};

const students = [
  { regNo: 'PR-1', name: 'Asha', classId: 'preprimary_1' },
  { regNo: 'PR-2', name: 'Meena', classId: 'preprimary_1' },
  { regNo: 'PR-7', name: 'Ravi', classId: 'primary1_1' },
];

describe('CaseloadPage (issue 31 part 2)', () => {
  it('assigns whole classes beside students and lists planned vs delivered', async () => {
    const url = '/api/admin/specialists/slp.asha/caseload';
    const api = mockApi({
      'GET /api/admin/specialists': {
        body: {
          specialists: [
            { userId: 'slp.asha', kind: 'speech', clinicalAccess: false, students: 2, classes: 1 },
          ],
        },
      },
      [`GET ${url}`]: { body: caseload },
      [`PUT ${url}`]: (body) => ({
        body: { ...caseload, ...(body as object), msg: SPECIALIST_MESSAGES.saved },
      }),
    });
    render(
      <MantineProvider env="test">
        <I18nProvider>
          <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter>
              <CaseloadPage students={students} linkOf={(r) => `/admin/history/${r}`} />
            </MemoryRouter>
          </QueryClientProvider>
        </I18nProvider>
      </MantineProvider>,
    );
    const classes = await screen.findByRole('group', { name: /^Whole classes on the caseload/ });
    await screen.findByRole('table');
    // The ticks come from the caseload in an effect after the render that shows its table.
    await waitFor(() =>
      expect(within(classes).getByRole('checkbox', { name: 'Primary-I-1' })).toBeChecked(),
    );
    await userEvent.click(within(classes).getByRole('checkbox', { name: 'Primary-I-2' }));
    const table = screen.getByRole('table', { name: /planned and delivered/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.children, (c) => c.textContent));
    expect(rows).toEqual([
      ['Asha (PR-1)', 'Preprimary-1', '2', '9', '4', '120'],
      ['Ravi (PR-7)', 'Primary-I-1', '0', '0', '0', '0'],
    ]);
    expect(within(table).getByRole('link', { name: 'Asha (PR-1)' })).toHaveAttribute(
      'href',
      '/admin/history/PR-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save caseload' }));
    expect(await screen.findByText(SPECIALIST_MESSAGES.saved)).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      regNos: ['PR-1'],
      classIds: ['primary1_1', 'primary1_2'],
      clinicalAccess: false,
    });
  });
});
