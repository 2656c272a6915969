import {
  CONSENT_MESSAGES,
  duplicateRegNoMessage,
  FIRST_CONSENT_NOTICES,
  instituteDate,
  previousDay,
  REGISTRATION_MESSAGES as M,
} from '@pragati/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { consentNotRecordedMessage } from './use-registration-consent';

afterEach(() => window.sessionStorage.clear());
// A long form in jsdom, in StrictMode, on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const yesterday = () => previousDay(instituteDate(new Date()));

const EXISTS = 'GET /api/admin/students/PR-77/exists';
const notice = (language: 'en' | 'hi', version: number) => ({
  ...FIRST_CONSENT_NOTICES[language],
  language,
  version,
  createdBy: 'pragati',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const NOTICES = { en: notice('en', 2), hi: notice('hi', 1) };

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  signInAs('admin', 'clerk');
  const api = mockApi({
    'GET /api/session': sessionReply('admin', 'clerk'),
    'GET /api/admin/viewstudents': { body: { data: [] } },
    [EXISTS]: { body: { exists: false } },
    'GET /api/admin/consent-notice': { body: NOTICES },
    ...routes,
  });
  const view = renderApp('/admin/addstudents');
  return { ...api, ...view };
}

/** The first render waits for the lazily loaded screen. */
const formHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Student Details Form' }, { timeout: 10_000 });

type User = ReturnType<typeof renderApp>['user'];

/** Step 3, the optional disability profile (issue 30), skipped by its button. */
async function skipDisabilityStep(user: User) {
  await screen.findByRole('heading', { level: 2, name: /Step 3 of 4: Disability profile/ });
  await user.click(screen.getByRole('button', { name: 'Skip this step (record it later)' }));
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace('.', '\\.')} \\(required\\)`));

/** The spec's toast (a Mantine notification), beside any field showing the same words. */
const expectToast = (message: string) =>
  waitFor(() =>
    expect(
      screen.getAllByText(message).some((el) => el.closest('.mantine-Notification-root')),
    ).toBe(true),
  );

/** The field is marked: aria-invalid, the message as its description, until fixed. */
function expectFieldError(label: string, message: string) {
  const input = field(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  return input;
}

function expectNoFieldError(label: string) {
  expect(field(label)).not.toHaveAttribute('aria-invalid', 'true');
}

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
  for (const [label, value] of Object.entries(values)) fill(field(label), value);
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
    ['Registration Number', '', M.required, 'Registration Number is required.'],
    ['Date of Birth', '', M.required, 'Date of Birth is required.'],
    ['Date of Birth', yesterday(), M.dobNotBeforeToday, M.dobNotBeforeToday],
    [
      'Registration Date',
      instituteDate(new Date()),
      M.regDateNotBeforeToday,
      M.regDateNotBeforeToday,
    ],
    ['Registration Date', '2015-04-01', M.regBeforeDob, M.regBeforeDob],
    ['Aadhar Number', '1234abcd1234', M.aadhaar, M.aadhaar],
    ['Mobile No.', '98765', M.mobile, M.mobile],
  ])(
    'Next with %s %j: the toast %s, the field marked and focused, step 1 stays',
    async (label, value, toastMessage, fieldMessage) => {
      const { user, calls } = setup();
      await formHeading();
      await fillStep1(user, { [label]: value });
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await expectToast(toastMessage);
      const input = expectFieldError(label, fieldMessage);
      await waitFor(() => expect(input).toHaveFocus());
      expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 4/ })).toBeInTheDocument();
      // Nothing is asked of the server until step 1 is valid.
      expect(calls.some((c) => c.path.endsWith('/exists'))).toBe(false);
    },
  );

  it('every broken field is marked, focus on the first; each error stays until its field is fixed', async () => {
    const { user } = setup();
    await formHeading();
    await fillStep1(user, { Name: '', 'Mobile No.': '98765' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectToast(M.required);
    const name = expectFieldError('Name', 'Name is required.');
    expectFieldError('Mobile No.', M.mobile);
    await waitFor(() => expect(name).toHaveFocus());

    // Still wrong: the error stays (now the rule the value breaks).
    fill(field('Mobile No.'), '98765x');
    expectFieldError('Mobile No.', M.mobile);
    fill(field('Mobile No.'), '9876543210');
    expectNoFieldError('Mobile No.');
    expectFieldError('Name', 'Name is required.');
    fill(name, 'Asha Kumar');
    expectNoFieldError('Name');
    // Fields never marked stay quiet while typed in.
    fill(field('Aadhar Number'), '12');
    expectNoFieldError('Aadhar Number');
  });

  it('a registration number already taken is found when step 1 is left', async () => {
    const taken = duplicateRegNoMessage('PR-77');
    const { user, calls } = setup({ [EXISTS]: { body: { exists: true, message: taken } } });
    await formHeading();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectToast(taken);
    const regNo = expectFieldError('Registration Number', taken);
    await waitFor(() => expect(regNo).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 4/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/students/PR-77/exists')).toHaveLength(1);

    // Another number clears the error; back to the taken one, it shows again.
    fill(regNo, 'PR-78');
    expectNoFieldError('Registration Number');
    fill(regNo, 'PR-77');
    expectFieldError('Registration Number', taken);

    fill(regNo, 'PR-78');
    mockApi({
      'GET /api/session': sessionReply('admin', 'clerk'),
      'GET /api/admin/students/PR-78/exists': { body: { exists: false } },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Step 2 of 4/ }),
    ).toBeInTheDocument();
  });

  it('when the check cannot be made, the wizard goes on (the registration checks again)', async () => {
    const { user } = setup({ [EXISTS]: { status: 500, body: errorBody('Internal Server Error') } });
    await formHeading();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Step 2 of 4/ }),
    ).toBeInTheDocument();
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

    await screen.findByRole('heading', { level: 2, name: /Step 2 of 4/ });
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
    // Step 3, the disability profile (issue 30), left empty: Next passes it, nothing is sent.
    await screen.findByRole('heading', { level: 2, name: /Step 3 of 4: Disability profile/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Step 4, the guardian and consent, left empty: the student's consent will be pending.
    await screen.findByRole('heading', { level: 2, name: /Step 4 of 4: Guardian and consent/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
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
    // Asked once, when step 1 was left (Back and Next again asks again: it may be taken now).
    expect(calls.filter((c) => `${c.method} ${c.path}` === EXISTS).length).toBeGreaterThan(0);
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
    // The spec's call carries no consent, and none follows for an empty step 3.
    expect(sent.formData).not.toHaveProperty('consent');
    expect(calls.some((c) => c.path.endsWith('/consent'))).toBe(false);
    expect(calls.some((c) => c.path.endsWith('/disability-profile'))).toBe(false);
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

  it('a failure toasts "Error: " and the message; a taken number goes back to its field', async () => {
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
    await skipDisabilityStep(user);
    await screen.findByRole('heading', { level: 2, name: /Step 4 of 4/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: M.confirm })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await expectToast(`Error: ${duplicateRegNoMessage('PR-77')}`);
    // Registered by another admin meanwhile: step 1, the field marked and focused, input kept.
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 4/ })).toBeInTheDocument();
    const regNo = expectFieldError('Registration Number', duplicateRegNoMessage('PR-77'));
    await waitFor(() => expect(regNo).toHaveFocus());
    expect(regNo).toHaveValue('PR-77');
    expect(field('Name')).toHaveValue('Asha Kumar');
  });

  it('a failure about no field only toasts, on step 2', async () => {
    const { user } = setup({
      'POST /api/admin/registerStudent': { status: 400, body: errorBody('Text is too long.') },
    });
    await formHeading();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await skipDisabilityStep(user);
    await screen.findByRole('heading', { level: 2, name: /Step 4 of 4/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: M.confirm })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await expectToast('Error: Text is too long.');
    expect(screen.getByRole('heading', { level: 2, name: /Step 4 of 4/ })).toBeInTheDocument();
  });

  async function toConsentStep(user: User) {
    await formHeading();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await skipDisabilityStep(user);
    await screen.findByRole('heading', { level: 2, name: /Step 4 of 4: Guardian and consent/ });
    expect(await screen.findByText(/Notice shown: English, version 2/)).toBeInTheDocument();
  }

  async function fillConsent(user: User, mobile = '9123456780') {
    fill(screen.getByLabelText("Guardian's name"), 'Sunita Devi');
    fill(screen.getByLabelText(/^Relation to the student/), 'Mother');
    fill(screen.getByLabelText("Guardian's mobile number"), mobile);
    fill(screen.getByLabelText("Guardian's address"), 'Lucknow');
    await user.click(screen.getByRole('radio', { name: 'हिन्दी (Hindi)' }));
    expect(screen.getByText(/Notice shown: हिन्दी \(Hindi\), version 1/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Signed form' }));
    await user.click(screen.getByRole('checkbox', { name: /Assessment and programme planning/ }));
  }

  it("step 3 filled in: registered by the spec's call, then the consent recorded", async () => {
    const { user, calls } = setup({
      'POST /api/admin/registerStudent': {
        status: 201,
        body: { msg: 'PR-77 registered successfully', regNo: 'PR-77', temporaryPassword: 'x1' },
      },
      'POST /api/admin/students/PR-77/consent': {
        body: {
          msg: CONSENT_MESSAGES.recorded('PR-77'),
          consent: {
            guardianName: 'Sunita Devi',
            relation: 'Mother',
            mobile: '9123456780',
            address: 'Lucknow',
            noticeLanguage: 'hi',
            noticeVersion: 1,
            verifiedBy: 'signed_form',
            consentDate: instituteDate(new Date()),
            purposes: ['assessment'],
            recordedBy: 'clerk',
            recordedAt: '2026-01-01T00:00:00.000Z',
          },
        },
      },
    });
    await toConsentStep(user);
    await fillConsent(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: M.confirm })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await expectToast(CONSENT_MESSAGES.recorded('PR-77'));
    const sent = calls.find((c) => c.path === '/api/admin/students/PR-77/consent')!.body;
    expect(sent).toEqual({
      guardianName: 'Sunita Devi',
      relation: 'Mother',
      mobile: '9123456780',
      address: 'Lucknow',
      noticeLanguage: 'hi',
      noticeVersion: 1,
      verifiedBy: 'signed_form',
      consentDate: instituteDate(new Date()),
      purposes: ['assessment'],
    });
  });

  it('step 3 half filled: its field marked, nothing sent; a failed consent call says so', async () => {
    const { user, calls } = setup({
      'POST /api/admin/registerStudent': {
        status: 201,
        body: { msg: 'PR-77 registered successfully', regNo: 'PR-77', temporaryPassword: 'x1' },
      },
      'POST /api/admin/students/PR-77/consent': { status: 500, body: errorBody('Server down') },
    });
    await toConsentStep(user);
    await fillConsent(user, '123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectToast(CONSENT_MESSAGES.mobile);
    expect(screen.getByLabelText("Guardian's mobile number")).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.path === '/api/admin/registerStudent')).toBe(false);

    fill(screen.getByLabelText("Guardian's mobile number"), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: M.confirm })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('PR-77 registered successfully')).toBeInTheDocument();
    await expectToast(consentNotRecordedMessage('Server down'));
  });

  it('keeps a draft in this tab across a reload, until discarded (after a confirmation)', async () => {
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

    // Cancel keeps everything.
    await second.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await second.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi');
    expect(window.sessionStorage.getItem('pragati.registrationDraft.clerk')).not.toBeNull();

    await second.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await second.user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(window.sessionStorage.getItem('pragati.registrationDraft.clerk')).toBeNull();
  });
});
