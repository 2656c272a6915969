import {
  DISABILITY_MESSAGES,
  FIRST_CONSENT_NOTICES,
  instituteDate,
  previousDay,
  REGISTRATION_MESSAGES,
  SEED_CODE_LISTS,
} from '@pragati/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

/*
 * Issue 30 part 1: the registration wizard's optional "Disability profile" step (composed by the
 * admin portal). Filled in, it is checked before the registration and saved by its own PUT after
 * the registration succeeded; a failed save says the student is registered and what to do.
 */
afterEach(() => window.sessionStorage.clear());
vi.setConfig({ testTimeout: 40_000 });

const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const notice = (language: 'en' | 'hi', version: number) => ({
  ...FIRST_CONSENT_NOTICES[language],
  language,
  version,
  createdBy: 'pragati',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const PUT = 'PUT /api/admin/students/PR-77/disability-profile';

function setup(put: Parameters<typeof mockApi>[0][string]) {
  signInAs('admin', 'clerk');
  const api = mockApi({
    'GET /api/session': sessionReply('admin', 'clerk'),
    'GET /api/admin/viewstudents': { body: { data: [] } },
    'GET /api/admin/students/PR-77/exists': { body: { exists: false } },
    'GET /api/admin/consent-notice': { body: { en: notice('en', 2), hi: notice('hi', 1) } },
    'GET /api/disability-code-lists': { body: { lists: SEED_CODE_LISTS } },
    'POST /api/admin/registerStudent': {
      status: 201,
      body: { msg: 'PR-77 registered successfully', regNo: 'PR-77', temporaryPassword: 'x1' },
    },
    [PUT]: put,
  });
  return { ...api, ...renderApp('/admin/addstudents') };
}

type User = ReturnType<typeof renderApp>['user'];

async function toDisabilityStep(user: User) {
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Student Details Form' },
    { timeout: 10_000 },
  );
  const values = {
    'Registration Number': 'PR-77',
    Name: 'Asha Kumar',
    'Registration Date': previousDay(instituteDate(new Date())),
    'Date of Birth': '2015-04-02',
    'Aadhar Number': '123412341234',
    'Mobile No.': '9876543210',
  };
  for (const [label, value] of Object.entries(values)) {
    fill(screen.getByLabelText(new RegExp(`^${label.replace('.', '\\.')} \\(required\\)`)), value);
  }
  await user.selectOptions(screen.getByLabelText(/^Sex \(required\)/), 'female');
  await user.selectOptions(screen.getByLabelText(/^Class \(required\)/), 'primary1');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', {
    level: 2,
    name: 'Step 3 of 4: Disability profile (optional)',
  });
  // The skip is offered in words, beside Next.
  expect(screen.getByRole('button', { name: 'Skip this step (record it later)' })).toBeVisible();
}

/** Condition 1 and a UDID, as the admin enters them on the step. */
async function fillProfile(percent: string) {
  fill(await screen.findByLabelText('Condition 1', {}, { timeout: 10_000 }), '9');
  fill(screen.getByLabelText('Certified percentage of condition 1'), percent);
  fill(screen.getByLabelText('UDID'), 'udid');
  fill(await screen.findByLabelText(/^Number/), 'UP0110920150001234');
}

async function registerFromConsentStep(user: User) {
  await screen.findByRole('heading', { level: 2, name: /Step 4 of 4: Guardian and consent/ });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const confirm = await screen.findByRole('dialog', { name: REGISTRATION_MESSAGES.confirm });
  await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
}

const toasted = (text: string) =>
  waitFor(
    () =>
      expect(screen.getAllByText(text).some((el) => el.closest('.mantine-Notification-root'))).toBe(
        true,
      ),
    { timeout: 10_000 },
  );

describe('the disability profile step of the registration', () => {
  it('checks what was entered before going on, and saves it once the student is registered', async () => {
    const { user, calls } = setup({
      body: { msg: DISABILITY_MESSAGES.saved('PR-77'), regNo: 'PR-77', profile: null },
    });
    await toDisabilityStep(user);
    await fillProfile('160');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await toasted(DISABILITY_MESSAGES.percent);
    // Still on the step, the field marked.
    expect(screen.getByRole('heading', { level: 2, name: /Step 3 of 4/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Certified percentage of condition 1')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    fill(screen.getByLabelText('Certified percentage of condition 1'), '60');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await registerFromConsentStep(user);

    await toasted(DISABILITY_MESSAGES.saved('PR-77'));
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    // The registration first, then the profile of the student it created.
    expect(paths.indexOf('POST /api/admin/registerStudent')).toBeLessThan(paths.indexOf(PUT));
    expect(calls.find((c) => `${c.method} ${c.path}` === PUT)!.body).toEqual({
      codeListYear: '2024-25',
      conditions: [{ code: 9, percent: 60, primary: true }],
      certificate: null,
      udid: { kind: 'udid', number: 'UP0110920150001234', expiresOn: null },
      aids: [],
    });
  });

  it('"Skip this step" drops what was entered: nothing is sent', async () => {
    const { user, calls } = setup({ body: {} });
    await toDisabilityStep(user);
    await fillProfile('60');
    await user.click(screen.getByRole('button', { name: 'Skip this step (record it later)' }));
    await registerFromConsentStep(user);
    await toasted('PR-77 registered successfully');
    expect(calls.some((c) => c.path.endsWith('/disability-profile'))).toBe(false);
  });

  it('a failed save says the student is registered and where to record the profile', async () => {
    const { user } = setup({ status: 500, body: errorBody('Server down') });
    await toDisabilityStep(user);
    await fillProfile('60');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await registerFromConsentStep(user);
    await toasted(
      "PR-77 has been registered, but the disability profile was not saved (Server down). Record it on the student's details.",
    );
  });
});
