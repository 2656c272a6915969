import { CONSENT_MESSAGES, FIRST_CONSENT_NOTICES, instituteDate } from '@pragati/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';
import { detailsRecord } from './test-records';

vi.setConfig({ testTimeout: 30_000 });
const LAZY = { timeout: 10_000 };

const notice = (language: 'en' | 'hi', version: number) => ({
  ...FIRST_CONSENT_NOTICES[language],
  language,
  version,
  createdBy: 'pragati',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const NOTICES = { en: notice('en', 1), hi: notice('hi', 1) };
const RECORDED = {
  guardianName: 'Sunita Devi',
  relation: 'Mother',
  mobile: '9123456780',
  address: 'Lucknow',
  noticeLanguage: 'hi' as const,
  noticeVersion: 1,
  verifiedBy: 'in_person' as const,
  consentDate: '2026-06-01',
  purposes: ['assessment' as const, 'statutoryRecords' as const],
  recordedBy: 'admin-1',
  recordedAt: '2026-06-01T10:00:00.000Z',
};

function setup(role: 'admin' | 'principal', record = detailsRecord(), more = {}) {
  signInAs(role, `${role}-1`);
  const api = mockApi({
    'GET /api/session': sessionReply(role, `${role}-1`),
    [`GET /api/${role}/viewStudentDetails`]: { body: record },
    'GET /api/admin/consent-notice': { body: NOTICES },
    ...more,
  });
  return { ...api, ...renderApp(`/${role}/viewstudents/details/PR-1`) };
}

const consentRegion = () => screen.getByRole('region', { name: 'Consent' });

describe('the details consent section', () => {
  it('pending: the marker in words, no Print, the admin records the consent', async () => {
    const pending = detailsRecord({ consent: 'pending', consentRecord: null });
    const { user, calls } = setup('admin', pending, {
      'POST /api/admin/students/PR-1/consent': {
        body: { msg: CONSENT_MESSAGES.recorded('PR-1'), consent: RECORDED },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Student Record' }, LAZY);
    const region = within(await screen.findByRole('region', { name: 'Consent' }));
    expect(region.getByText(CONSENT_MESSAGES.pending)).toBeVisible();
    // Decisions §15: the details are not printed until the consent is recorded.
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.getByText(CONSENT_MESSAGES.recordFirst)).toBeInTheDocument();

    await user.click(region.getByRole('button', { name: 'Record consent' }));
    const form = within(screen.getByRole('form', { name: "Record the guardian's consent" }));
    await user.click(form.getByRole('button', { name: 'Save consent' }));
    expect(
      await screen.findAllByText(CONSENT_MESSAGES.required("Guardian's name")),
    ).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(form.getByLabelText("Guardian's name"), { target: { value: 'Sunita Devi' } });
    fireEvent.change(form.getByLabelText(/^Relation to the student/), {
      target: { value: 'Mother' },
    });
    fireEvent.change(form.getByLabelText("Guardian's mobile number"), {
      target: { value: '9123456780' },
    });
    fireEvent.change(form.getByLabelText("Guardian's address"), { target: { value: 'Lucknow' } });
    await user.click(form.getByRole('radio', { name: 'In person' }));
    await user.click(form.getByRole('checkbox', { name: /Statutory records/ }));
    await user.click(form.getByRole('button', { name: 'Save consent' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/students/PR-1/consent')?.body).toEqual({
        guardianName: 'Sunita Devi',
        relation: 'Mother',
        mobile: '9123456780',
        address: 'Lucknow',
        noticeLanguage: 'en',
        noticeVersion: 1,
        verifiedBy: 'in_person',
        consentDate: instituteDate(new Date()),
        purposes: ['statutoryRecords'],
      }),
    );
    expect(await screen.findByText(CONSENT_MESSAGES.recorded('PR-1'))).toBeInTheDocument();
  });

  it('recorded: the record shown, Print back; the principal may print the form, not record', async () => {
    setup('principal', detailsRecord({ consent: 'recorded', consentRecord: RECORDED }));
    await screen.findByRole('heading', { level: 1, name: 'Student Record' }, LAZY);
    const record = within(await screen.findByTestId('consent-record'));
    expect(record.getByText('Sunita Devi (Mother), 9123456780')).toBeInTheDocument();
    expect(record.getByText('हिन्दी (Hindi), version 1')).toBeInTheDocument();
    expect(
      record.getByText('Assessment and programme planning; Statutory records'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(consentRegion()).queryByRole('button', { name: /consent$/ })).toBeNull();
    expect(
      await within(consentRegion()).findByRole('button', { name: 'Print consent form (English)' }),
    ).toBeEnabled();
  });

  it('the consent form prints the notice with the student name and signature lines', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = setup('admin', detailsRecord({ consent: 'pending', consentRecord: null }));
    await screen.findByRole('heading', { level: 1, name: 'Student Record' }, LAZY);
    const button = await screen.findByRole('button', {
      name: 'Print consent form (हिन्दी (Hindi))',
    });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(print).toHaveBeenCalled();
    const form = within(screen.getByTestId('consent-form-print'));
    expect(form.getByText(FIRST_CONSENT_NOTICES.hi.title)).toBeInTheDocument();
    expect(form.getByText(detailsRecord().name)).toBeInTheDocument();
    expect(form.getByText('माता-पिता या अभिभावक के हस्ताक्षर')).toBeInTheDocument();
    expect(document.body).toHaveClass('print-consent-form');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByTestId('consent-form-print')).toBeNull());
    print.mockRestore();
  });
});
