import { DISABILITY_MESSAGES, SEED_CODE_LISTS } from '@pragati/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/render-app';
import { DisabilityProfileSection } from './disability-profile-section';

vi.setConfig({ testTimeout: 30_000 });

const PROFILE = {
  codeListYear: '2024-25',
  conditions: [
    { code: 9, percent: 60, primary: true },
    { code: 13, percent: 45, primary: false },
  ],
  certificate: {
    number: 'C-44',
    authority: 'CMO Lucknow',
    issuedOn: '2025-01-10',
    reassessOn: '2028-01-10',
  },
  udid: { kind: 'udid' as const, number: 'UP0110920150001234', expiresOn: null },
  aids: [
    {
      id: 1,
      facilityCode: 9,
      item: '',
      date: '2025-02-01',
      scheme: 'adip' as const,
      amount: null,
      status: 'received' as const,
    },
  ],
  updatedBy: 'admin-1',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const LISTS = { 'GET /api/disability-code-lists': { body: { lists: SEED_CODE_LISTS } } };

function setup(role: 'admin' | 'principal' | 'teacher' | 'student', profile: unknown, more = {}) {
  signInAs(role, role === 'student' ? 'PR-1' : `${role}-1`);
  const url =
    role === 'student'
      ? 'GET /api/student/disability-profile'
      : `GET /api/${role}/students/PR-1/disability-profile`;
  const api = mockApi({
    [url]: { body: { regNo: 'PR-1', profile } },
    ...LISTS,
    ...more,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <I18nProvider>
        <QueryClientProvider client={client}>
          <DisabilityProfileSection regNo="PR-1" role={role} />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return api;
}

describe('the disability profile section', () => {
  it('shows staff the conditions and aids as tables, read-only for the principal', async () => {
    setup('principal', PROFILE);
    const table = await screen.findByRole('table', { name: 'Conditions' });
    expect(within(table).getByRole('cell', { name: 'Autism spectrum disorder' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Primary condition' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Aids, appliances and benefits' })).toHaveTextContent(
      'Hearing aid',
    );
    expect(screen.queryByRole('button', { name: 'Edit disability profile' })).toBeNull();
  });

  it('tells the guardian in plain words', async () => {
    setup('student', PROFILE);
    const list = await screen.findByTestId('disability-plain-words');
    expect(list).toHaveTextContent('Main disability: Autism spectrum disorder, certified at 60 %.');
    expect(list).toHaveTextContent('The certificate must be checked again on 2028-01-10.');
    expect(list).toHaveTextContent('Received Hearing aid on 2025-02-01, through ADIP.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lets the admin record a profile, showing a field message before anything is sent', async () => {
    const { calls } = setup('admin', null, {
      'PUT /api/admin/students/PR-1/disability-profile': {
        body: { msg: DISABILITY_MESSAGES.saved('PR-1'), regNo: 'PR-1', profile: PROFILE },
      },
    });
    expect(await screen.findByText(DISABILITY_MESSAGES.notRecorded)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Record disability profile' }));
    fireEvent.change(screen.getByLabelText('Condition 1'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Certified percentage of condition 1'), {
      target: { value: '160' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save disability profile' }));
    expect((await screen.findAllByText(DISABILITY_MESSAGES.percent)).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Certified percentage of condition 1'), {
      target: { value: '60' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save disability profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      conditions: [{ code: 9, percent: 60, primary: true }],
      udid: null,
      aids: [],
    });
  });

  it('lets the admin clear the whole profile after confirming; cancelling sends nothing', async () => {
    const { calls } = setup('admin', PROFILE, {
      'PUT /api/admin/students/PR-1/disability-profile': {
        body: { msg: DISABILITY_MESSAGES.cleared('PR-1'), regNo: 'PR-1', profile: null },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the disability profile?' });
    expect(dialog).toHaveTextContent('The documents stay');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Clear profile' }));
    const again = await screen.findByRole('dialog', { name: 'Clear the disability profile?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      codeListYear: '2024-25',
      conditions: [],
      certificate: null,
      udid: null,
      aids: [],
    });
  });

  it('lets the admin remove every condition and the UDID', async () => {
    const { calls } = setup('admin', PROFILE, {
      'PUT /api/admin/students/PR-1/disability-profile': {
        body: { msg: DISABILITY_MESSAGES.saved('PR-1'), regNo: 'PR-1', profile: PROFILE },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit disability profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(screen.queryByLabelText('Condition 1')).toBeNull();
    fireEvent.change(screen.getByLabelText('UDID'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save disability profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      conditions: [],
      udid: null,
      certificate: { number: 'C-44' },
    });
  });

  it('tells the guardian when no condition is recorded', async () => {
    setup('student', { ...PROFILE, conditions: [] });
    expect(await screen.findByTestId('disability-plain-words')).toHaveTextContent(
      'No disability has been recorded yet.',
    );
  });

  it('offers no clear button to the principal', async () => {
    setup('principal', PROFILE);
    await screen.findByRole('table', { name: 'Conditions' });
    expect(screen.queryByRole('button', { name: 'Clear profile' })).toBeNull();
  });
});
