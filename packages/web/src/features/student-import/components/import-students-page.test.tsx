import type { PendingStudentRow } from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

const SLOW = { timeout: 10_000 };
const BASE = '/api/admin/students/import';

const ROW: PendingStudentRow = {
  id: '11111111-1111-1111-1111-111111111111',
  rowNumber: 5,
  regNo: 'IMP-5',
  name: '',
  regDate: '2024-06-03',
  dob: '2014-01-15',
  sex: 'Male',
  aadhaarMasked: 'XXXX XXXX 4321',
  mobileNo: '12',
  section: 'Primary-I',
  problems: [
    { field: 'name', message: 'Name is required.' },
    { field: 'mobileNo', message: 'Mobile No. must be 10 digits' },
  ],
  updatedAt: '2026-11-25T10:00:00.000Z',
};
const UPLOADED = {
  msg: '3 students registered, 1 row kept to fix, 0 duplicates skipped.',
  registered: 3,
  pending: 1,
  duplicates: 0,
  reissued: 0,
  consents: 0,
  duplicateRows: [],
  credentials: [{ userId: 'IMP-1', temporaryPassword: 'AbcdEfgh2345' }],
};

function renderImport(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/session': sessionReply('admin', 'admin-1'),
    [`GET ${BASE}/pending`]: { body: { count: 1, data: [ROW] } },
    ...routes,
  });
  signInAs('admin', 'admin-1');
  return { ...renderApp('/admin/importstudents'), ...api };
}

describe('Import students screen', { timeout: 20_000 }, () => {
  it('lists the rows to fix with every reason, and a labelled file chooser', async () => {
    renderImport();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import students' }, SLOW),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: '1 row to fix' });
    expect(within(table).getByText('Name: Name is required.')).toBeVisible();
    expect(within(table).getByText('Mobile No.: Mobile No. must be 10 digits')).toBeVisible();
    expect(screen.getByLabelText('Student sheet (.xlsx)')).toHaveAttribute('type', 'file');
  });

  it('Upload without a file says No file selected, and sends nothing', async () => {
    const { user, calls } = renderImport();
    await user.click(await screen.findByRole('button', { name: 'Upload and register' }, SLOW));
    expect(await screen.findByText('No file selected')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.path === BASE)).toBe(false);
  });

  it('uploads, shows the counts and the new passwords once; a refusal shows its message', async () => {
    let answer: { status?: number; body: unknown } = { body: UPLOADED };
    const { user, calls } = renderImport({ [`POST ${BASE}`]: () => answer });
    const input = await screen.findByLabelText('Student sheet (.xlsx)', undefined, SLOW);
    await user.upload(input, new File(['PK'], 'students.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Upload and register' }));
    const result = await screen.findByRole('region', { name: 'Upload result' });
    expect(within(result).getByText('Registered: 3')).toBeVisible();
    expect(within(result).getByText('Kept to fix: 1')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'AbcdEfgh2345' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Download credentials sheet (.xlsx)' }),
    ).toBeVisible();
    expect(calls.find((c) => c.path === BASE)?.body).toBeInstanceOf(FormData);

    answer = { status: 400, body: errorBody('Only .xlsx spreadsheets can be uploaded.') };
    await user.upload(screen.getByLabelText('Student sheet (.xlsx)'), new File(['x'], 'a.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Upload and register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only .xlsx spreadsheets can be uploaded.',
    );
  });

  it('Fix shows the reasons on their fields; a refusal focuses the first; then it registers', async () => {
    let saved = 0;
    const { user, calls } = renderImport({
      [`PUT ${BASE}/pending/${ROW.id}`]: () => {
        saved += 1;
        return saved === 1
          ? {
              body: {
                msg: 'Row 5 saved.',
                row: { ...ROW, name: 'Meena', problems: [ROW.problems[1]] },
              },
            }
          : { body: { msg: 'Row 5 saved.', row: { ...ROW, problems: [] } } };
      },
      [`POST ${BASE}/pending/${ROW.id}/register`]: {
        body: {
          msg: 'IMP-5 registered successfully',
          credentials: [{ userId: 'IMP-5', temporaryPassword: 'Zyxw2345Vuts' }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Fix row 5' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Fix row 5' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription(/Name is required\./);
    await user.type(name, 'Meena');
    await user.click(within(dialog).getByRole('button', { name: 'Save and register' }));
    const mobile = within(dialog).getByRole('textbox', { name: /^Mobile No\./ });
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAccessibleDescription(/Mobile No\. must be 10 digits/);

    await user.clear(mobile);
    await user.type(mobile, '9812345670');
    await user.click(within(dialog).getByRole('button', { name: 'Save and register' }));
    expect(await screen.findByRole('cell', { name: 'Zyxw2345Vuts' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Fix row 5' })).toBeNull();
    const put = calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.body).toMatchObject({ name: 'Meena', mobileNo: '9812345670', aadharNo: '' });
  });

  it('Delete asks first, with a "Delete row" button', async () => {
    const { user, calls } = renderImport({
      [`DELETE ${BASE}/pending/${ROW.id}`]: { body: { msg: 'Row 5 deleted.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete row 5' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete row 5' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete row' }));
    expect(await screen.findByText('Row 5 deleted.')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
