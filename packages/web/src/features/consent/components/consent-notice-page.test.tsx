import { CONSENT_MESSAGES, FIRST_CONSENT_NOTICES } from '@pragati/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const notice = (language: 'en' | 'hi', version: number) => ({
  ...FIRST_CONSENT_NOTICES[language],
  language,
  version,
  createdBy: 'pragati',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('consent notice screen', () => {
  it('edits one language and saves it as the next version', async () => {
    signInAs('admin', 'admin-1');
    const { calls } = mockApi({
      'GET /api/session': sessionReply('admin', 'admin-1'),
      'GET /api/admin/consent-notice': { body: { en: notice('en', 2), hi: notice('hi', 1) } },
      'POST /api/admin/consent-notice': {
        status: 201,
        body: { msg: CONSENT_MESSAGES.noticeSaved('hi', 2), notice: notice('hi', 2) },
      },
    });
    const { user } = renderApp('/admin/consent-notice');
    await screen.findByRole('heading', { level: 1, name: 'Consent Notice' }, { timeout: 10_000 });
    expect(await screen.findByText(/Current version: 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'हिन्दी (Hindi)' }));
    expect(await screen.findByText(/Current version: 1/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(FIRST_CONSENT_NOTICES.hi.title);

    fireEvent.change(screen.getByLabelText('Data groups (one per line)'), {
      target: { value: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    expect(await screen.findByText(CONSENT_MESSAGES.dataGroups)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Data groups (one per line)'), {
      target: { value: 'नाम\n\n  पता ' },
    });
    await user.click(screen.getByRole('button', { name: 'Save as version 2' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        language: 'hi',
        title: FIRST_CONSENT_NOTICES.hi.title,
        dataGroups: ['नाम', 'पता'],
      }),
    );
    expect(await screen.findByText(CONSENT_MESSAGES.noticeSaved('hi', 2))).toBeInTheDocument();
  });
});
