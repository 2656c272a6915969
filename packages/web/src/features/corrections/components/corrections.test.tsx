import { configure, screen, within } from '@testing-library/react';
import { CORRECTION_MESSAGES, REGISTRATION_MESSAGES } from '@pragati/domain';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

// The portals are lazy chunks: on a busy machine their first load takes over a second.
configure({ asyncUtilTimeout: 5000 });

const request = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  regNo: 'REG-1',
  field: 'name',
  fieldLabel: 'Name',
  proposedValue: 'Asha Kumari',
  reason: 'Spelling',
  status: 'open',
  createdAt: '2026-11-20T06:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  ...overrides,
});

describe('the student asks for a correction', { timeout: 20_000 }, () => {
  it('checks the value with the field rule, sends the request and lists each outcome', async () => {
    const { calls } = mockApi({
      'GET /api/session': sessionReply('student', 'REG-1'),
      'GET /api/student/corrections': {
        body: {
          data: [
            request({ id: 8, status: 'declined', declineReason: 'Bring the certificate.' }),
            request({ id: 7, status: 'accepted' }),
          ],
        },
      },
      'POST /api/student/corrections': {
        status: 201,
        body: {
          msg: CORRECTION_MESSAGES.sent,
          message: CORRECTION_MESSAGES.sent,
          request: request({
            id: 9,
            field: 'mobileNo',
            fieldLabel: 'Mobile No.',
            proposedValue: '9123456780',
          }),
        },
      },
    });
    signInAs('student', 'REG-1');
    const { user } = renderApp('/student/corrections');
    await screen.findByRole('heading', { level: 1, name: /Ask for a correction|Corrections/ });
    const table = await screen.findByRole('table', { name: /My correction requests/ });
    expect(within(table).getByText('Declined: Bring the certificate.')).toBeInTheDocument();
    expect(within(table).getByText('Accepted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('combobox', { name: /Field to correct/ })).toHaveFocus();
    expect(screen.getByText(CORRECTION_MESSAGES.field)).toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: /Field to correct/ }),
      'mobileNo',
    );
    await user.type(screen.getByRole('textbox', { name: /Correct value/ }), '98765');
    await user.type(
      screen.getByRole('textbox', { name: /Why is the value held wrong/ }),
      'New SIM',
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(REGISTRATION_MESSAGES.mobile)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Correct value/ })).toHaveFocus();

    await user.clear(screen.getByRole('textbox', { name: /Correct value/ }));
    await user.type(screen.getByRole('textbox', { name: /Correct value/ }), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findAllByText(CORRECTION_MESSAGES.sent)).not.toHaveLength(0);
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/student/corrections');
    expect(sent?.body).toEqual({
      field: 'mobileNo',
      proposedValue: '9123456780',
      reason: 'New SIM',
    });
  });
});

describe('the admin decides', { timeout: 20_000 }, () => {
  const adminRow = (overrides: Record<string, unknown> = {}) => ({
    ...request(),
    studentName: 'Asha Kumar',
    currentValue: 'Asha Kumar',
    ...overrides,
  });

  it('accepts after saying what changes, and declines only with a reason', async () => {
    const { calls } = mockApi({
      'GET /api/session': sessionReply('admin', 'admin1'),
      'GET /api/admin/corrections': {
        body: {
          data: [
            adminRow(),
            adminRow({
              id: 8,
              field: 'dob',
              fieldLabel: 'Date of Birth',
              currentValue: '2015-04-02',
              proposedValue: '2014-01-01',
            }),
          ],
          openCount: 2,
        },
      },
      'POST /api/admin/corrections/7/accept': {
        body: {
          msg: 'The correction of Name for REG-1 has been applied.',
          message: 'x',
          request: request({ status: 'accepted' }),
        },
      },
      'POST /api/admin/corrections/8/decline': (body) =>
        (body as { reason: string }).reason
          ? {
              body: {
                msg: CORRECTION_MESSAGES.declined,
                message: 'x',
                request: request({ id: 8, status: 'declined' }),
              },
            }
          : { status: 400, body: errorBody(CORRECTION_MESSAGES.declineReason) },
    });
    signInAs('admin', 'admin1');
    const { user } = renderApp('/admin/corrections');
    await screen.findByRole('table', { name: 'Open correction requests' });
    expect(screen.getByText('Open requests: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');

    await user.click(screen.getByRole('button', { name: 'Accept: Name of Asha Kumar' }));
    const accept = await screen.findByRole('dialog', { name: 'Accept correction' });
    expect(accept).toHaveTextContent('from “Asha Kumar” to “Asha Kumari”');
    await user.click(within(accept).getByRole('button', { name: 'Accept and apply' }));
    expect(
      await screen.findAllByText('The correction of Name for REG-1 has been applied.'),
    ).not.toHaveLength(0);
    expect(calls.some((c) => c.path === '/api/admin/corrections/7/accept')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Decline: Date of Birth of Asha Kumar' }));
    const decline = await screen.findByRole('dialog', { name: 'Decline correction' });
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(within(decline).getByText(CORRECTION_MESSAGES.declineReason)).toBeInTheDocument();
    await user.type(
      within(decline).getByRole('textbox', { name: /Reason for declining/ }),
      'Bring the certificate.',
    );
    await user.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findAllByText(CORRECTION_MESSAGES.declined)).not.toHaveLength(0);
    const declined = calls.find((c) => c.path === '/api/admin/corrections/8/decline');
    expect(declined?.body).toEqual({ reason: 'Bring the certificate.' });
  });

  it('shows the open count on the admin home, with the way to the requests', async () => {
    mockApi({
      'GET /api/session': sessionReply('admin', 'admin1'),
      'GET /api/admin/corrections/count': { body: { openCount: 1 } },
    });
    signInAs('admin', 'admin1');
    renderApp('/admin');
    const panel = await screen.findByRole('region', { name: 'Correction requests' });
    expect(await within(panel).findByText('1 open request from guardians.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Review requests' })).toHaveAttribute(
      'href',
      '/admin/corrections',
    );
  });
});
