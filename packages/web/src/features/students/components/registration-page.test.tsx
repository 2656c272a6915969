import {
  duplicateRegNoMessage,
  instituteDate,
  previousDay,
  REGISTRATION_MESSAGES as M,
} from '@pragati/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

afterEach(() => window.sessionStorage.clear());
// A long form in jsdom, in StrictMode, on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const yesterday = () => previousDay(instituteDate(new Date()));

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  signInAs('admin', 'clerk');
  const api = mockApi({
    'GET /api/session': sessionReply('admin', 'clerk'),
    'GET /api/admin/viewstudents': { body: { data: [] } },
    ...routes,
  });
  const view = renderApp('/admin/addstudents');
  return { ...api, ...view };
}

/** The first render waits for the lazily loaded screen. */
const formHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Student Details Form' }, { timeout: 10_000 });

type User = ReturnType<typeof renderApp>['user'];

async function fillStep1(user: User, overrides: Record<string, string> = {}) {
  // fireEvent: typing every character of a dozen fields is slow in jsdom and adds nothing here.
  const values = {
    'Registration Number': 'PR-77',
    Name: 'Asha Kumar',
    'Registration Date': yesterday(),
    'Date of Birth': '2015-04-02',
    'Aadhar Number': '123412341234',
    'Mobile No.': '9876543210',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label.replace('.', '\\.')} \\(required\\)`));
    fill(input, value);
  }
  await user.selectOptions(screen.getByLabelText(/^Sex \(required\)/), 'female');
  await user.selectOptions(screen.getByLabelText(/^Class \(required\)/), 'primary1');
}

describe('registration wizard', () => {
  it('step 1 shows the required fields in red, marked "(required)" in text', async () => {
    setup();
    await formHeading();
    for (const label of [
      'Registration Number',
      'Registration Date',
      'Date of Birth',
      'Name',
      'Sex',
      'Aadhar Number',
      'Mobile No.',
      'Class',
      'Year',
    ]) {
      const input = screen.getByLabelText(`${label} (required)`);
      expect(input).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(/^Aadhar Number/)).toHaveAttribute('maxlength', '12');
    expect(screen.getByLabelText(/^Mobile No\./)).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText(/^Year/)).toHaveValue('1');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    [{ 'Registration Number': '' }, M.required],
    [{ 'Date of Birth': '' }, M.required],
    [{ 'Date of Birth': yesterday() }, M.dobNotBeforeToday],
    [{ 'Registration Date': instituteDate(new Date()) }, M.regDateNotBeforeToday],
    [{ 'Registration Date': '2015-04-01' }, M.regBeforeDob],
    [{ 'Aadhar Number': '1234abcd1234' }, M.aadhaar],
    [{ 'Mobile No.': '98765' }, M.mobile],
  ])('Next with %j toasts %s and stays on step 1', async (overrides, message) => {
    const { user } = setup();
    await formHeading();
    await fillStep1(user, overrides);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 2/ })).toBeInTheDocument();
  });

  it('registers through both steps: confirm, toast, password once, reset, student list', async () => {
    const { user, calls } = setup({
      'POST /api/admin/registerStudent': {
        status: 201,
        body: {
          msg: 'PR-77 registered successfully',
          regNo: 'PR-77',
          temporaryPassword: 'Kp7mZq2Rtx9w',
        },
      },
    });
    await formHeading();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 2, name: /Step 2 of 2/ });
    for (const tab of [
      'Information',
      'Presenting Complaints',
      'History',
      'Family History',
      'Development History',
    ]) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    fill(screen.getByLabelText('Informant'), 'Mother');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    fill(screen.getByLabelText('Birth cry'), 'Delayed');
    // A field of the original client's form, shown from the same field lists.
    fill(screen.getByLabelText('Significant accidents / injury'), 'Fall at 5 months');
    await user.click(screen.getByRole('tab', { name: 'Presenting Complaints' }));
    fill(screen.getByLabelText('Eats self: Onset'), 'At 3 years');

    // Back keeps what was entered.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Kumar');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const confirm = await screen.findByRole('dialog', { name: M.confirm });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/admin/registerStudent')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: M.confirm })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('PR-77 registered successfully')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(dialog).getByText('Kp7mZq2Rtx9w')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/api/admin/registerStudent')!.body as {
      formData: { details: Record<string, Record<string, unknown>>; stdCred: unknown };
    };
    expect(sent.formData.stdCred).toEqual({ section: 'primary1', year: '1' });
    expect(sent.formData.details.info).toMatchObject({
      regNo: 'PR-77',
      sex: 'female',
      aadharNo: '123412341234',
      information: 'Mother',
    });
    expect(sent.formData.details.history).toMatchObject({
      birthCry: 'Delayed',
      significantAccidentsInjury: 'Fall at 5 months',
    });
    expect(sent.formData.details.presentingComplaints).toMatchObject({ eatsSelf: 'At 3 years' });
    // The draft is gone once submitted.
    expect(window.sessionStorage.length).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Student Details' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('a failure toasts "Error: " and the message, and keeps the input', async () => {
    const { user } = setup({
      'POST /api/admin/registerStudent': {
        status: 409,
        body: errorBody(duplicateRegNoMessage('PR-77')),
      },
    });
    await formHeading();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: M.confirm })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText(`Error: ${duplicateRegNoMessage('PR-77')}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Registration Number/)).toHaveValue('PR-77');
  });

  it('keeps a draft in this tab across a reload, until discarded', async () => {
    const first = setup();
    await formHeading();
    fill(screen.getByLabelText(/^Name/), 'Ravi');
    fill(screen.getByLabelText(/^Aadhar Number/), '9999');
    first.unmount();
    expect(window.localStorage.getItem('pragati.registrationDraft.clerk')).toBeNull();

    const second = setup();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi');
    expect(screen.getByLabelText(/^Aadhar Number/)).toHaveValue('9999');

    await second.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(window.sessionStorage.getItem('pragati.registrationDraft.clerk')).toBeNull();
  });
});
