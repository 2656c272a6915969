import {
  BULK_CONSENT_MESSAGES,
  CONSENT_MESSAGES,
  FIRST_CONSENT_NOTICES,
  instituteDate,
} from '@pragati/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });
const LAZY = { timeout: 10_000 };

const notice = (language: 'en' | 'hi', version: number) => ({
  ...FIRST_CONSENT_NOTICES[language],
  language,
  version,
  createdBy: 'pragati',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const row = (regNo: string, name: string, classId: string, over = {}) => ({
  _id: regNo,
  regNo,
  name,
  currYear: classId.slice(-1),
  currTerm: 'Entry',
  classId,
  status: 'active',
  consent: 'pending',
  ...over,
});
const STUDENTS = [
  row('B-1', 'Asha Kumari', 'primary1_1'),
  row('B-2', 'Ravi Verma', 'primary1_1'),
  row('B-3', 'Meena Das', 'preprimary_2'),
  row('B-4', 'Done Already', 'primary1_1', { consent: 'recorded' }),
  row('B-5', 'Gone Away', 'primary1_1', { status: 'left' }),
];

function setup(more = {}) {
  signInAs('admin', 'admin-1');
  const api = mockApi({
    'GET /api/session': sessionReply('admin', 'admin-1'),
    'GET /api/admin/viewstudents': { body: { data: STUDENTS } },
    'GET /api/admin/consent-notice': { body: { en: notice('en', 3), hi: notice('hi', 1) } },
    ...more,
  });
  return { ...api, ...renderApp('/admin/consents') };
}

const form = (name: RegExp) => within(screen.getByRole('group', { name }));
function fillGuardian(group: ReturnType<typeof form>, guardian: string, mobile: string) {
  fireEvent.change(group.getByLabelText("Guardian's name"), { target: { value: guardian } });
  fireEvent.change(group.getByLabelText(/^Relation to the student/), {
    target: { value: 'Mother' },
  });
  fireEvent.change(group.getByLabelText("Guardian's mobile number"), {
    target: { value: mobile },
  });
  fireEvent.change(group.getByLabelText("Guardian's address"), { target: { value: 'Lucknow' } });
}

describe('Record consents (many students at once)', () => {
  it('lists active students with consent pending, by class', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Record consents' }, LAZY);
    expect(await screen.findByRole('group', { name: /Asha Kumari \(B-1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 students with consent pending' })).toBeVisible();
    expect(screen.queryByRole('group', { name: /Done Already/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /Gone Away/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Class'), 'preprimary_2');
    expect(screen.getByRole('heading', { name: '1 student with consent pending' })).toBeVisible();
    expect(screen.queryByRole('group', { name: /Asha Kumari/ })).toBeNull();
  });

  it('checks each form and the shared fields before sending; then sends them once', async () => {
    const { user, calls } = setup({
      'POST /api/admin/consents': {
        body: { msg: BULK_CONSENT_MESSAGES.recorded(2), recorded: ['B-1', 'B-2'] },
      },
    });
    await screen.findByRole('group', { name: /Asha Kumari/ }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Record consents' }));
    expect(await screen.findByText(BULK_CONSENT_MESSAGES.none)).toBeInTheDocument();

    await user.click(form(/Asha Kumari/).getByRole('checkbox', { name: 'Signed form in hand' }));
    await user.click(form(/Ravi Verma/).getByRole('checkbox', { name: 'Signed form in hand' }));
    fillGuardian(form(/Asha Kumari/), 'Sunita Devi', '9123456780');
    fillGuardian(form(/Ravi Verma/), 'Kamla Verma', '12345');
    await user.click(screen.getByRole('button', { name: 'Record consent for 2 students' }));
    // Each message beside its own field: the shared purposes and Ravi's guardian's mobile.
    expect(
      await form(/Shared by every form/).findByText(CONSENT_MESSAGES.purposes),
    ).toBeInTheDocument();
    expect(form(/Ravi Verma/).getByText(CONSENT_MESSAGES.mobile)).toBeInTheDocument();
    expect(form(/Asha Kumari/).queryByText(CONSENT_MESSAGES.mobile)).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(form(/Ravi Verma/).getByLabelText("Guardian's mobile number"), {
      target: { value: '9123456781' },
    });
    await user.click(screen.getByRole('checkbox', { name: /Assessment and programme/ }));
    await user.click(screen.getByRole('button', { name: 'Record consent for 2 students' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/consents')?.body).toEqual({
        noticeLanguage: 'en',
        noticeVersion: 3,
        verifiedBy: 'signed_form',
        consentDate: instituteDate(new Date()),
        purposes: ['assessment'],
        students: [
          {
            regNo: 'B-1',
            guardianName: 'Sunita Devi',
            relation: 'Mother',
            mobile: '9123456780',
            address: 'Lucknow',
          },
          {
            regNo: 'B-2',
            guardianName: 'Kamla Verma',
            relation: 'Mother',
            mobile: '9123456781',
            address: 'Lucknow',
          },
        ],
      }),
    );
    expect(await screen.findByText(BULK_CONSENT_MESSAGES.recorded(2))).toBeInTheDocument();
  });

  it("says so when the server refuses the list, in the server's words", async () => {
    const { user } = setup({
      'POST /api/admin/consents': {
        status: 400,
        body: {
          msg: BULK_CONSENT_MESSAGES.alreadyRecorded('B-3'),
          message: BULK_CONSENT_MESSAGES.alreadyRecorded('B-3'),
        },
      },
    });
    await screen.findByRole('group', { name: /Meena Das/ }, LAZY);
    await user.click(form(/Meena Das/).getByRole('checkbox', { name: 'Signed form in hand' }));
    fillGuardian(form(/Meena Das/), 'Rina Das', '9000000001');
    await user.click(screen.getByRole('checkbox', { name: /Statutory records/ }));
    await user.click(screen.getByRole('button', { name: 'Record consent for 1 student' }));
    expect(
      await screen.findByText(BULK_CONSENT_MESSAGES.alreadyRecorded('B-3'), { exact: false }),
    ).toBeInTheDocument();
  });
});
