import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANDING, setBranding } from '../../../lib/branding';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

// The student portal is a lazy chunk: its first load may take a while on a busy machine.
const LAZY = { timeout: 10_000 };
afterEach(() => setBranding(DEFAULT_BRANDING));

describe('My data', () => {
  it('downloads the file from GET /student/my-data and names the grievance officer', async () => {
    setBranding({
      ...DEFAULT_BRANDING,
      grievanceName: 'Meena Rao',
      grievancePhone: '020-1234-9999',
    });
    const { calls } = mockApi({
      'GET /api/session': sessionReply('student', 'REG-1'),
      'GET /api/student/my-data': { body: { details: {} } },
    });
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    signInAs('student', 'REG-1');
    const { user } = renderApp('/student/my-data');

    await screen.findByRole('heading', { level: 1, name: 'My data' }, LAZY);
    expect(screen.getByRole('group', { name: 'Grievance officer' })).toHaveTextContent('Meena Rao');
    expect(screen.getByText(/tell the office or:$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your file has been downloaded.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/student/my-data')).toBe(true);
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('without a grievance officer, the complaint sentence ends at the office (issue 26 item 15)', async () => {
    mockApi({ 'GET /api/session': sessionReply('student', 'REG-1') });
    signInAs('student', 'REG-1');
    renderApp('/student/my-data');
    await screen.findByRole('heading', { level: 1, name: 'My data' }, LAZY);
    expect(
      screen.getByText(
        "If something is wrong or you have a complaint, tell the institute's office: they will answer it or tell you whom to ask.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/tell the office or:/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Grievance officer' })).toBeNull();
  });

  it('says what went wrong and offers to try again', async () => {
    mockApi({
      'GET /api/session': sessionReply('student', 'REG-1'),
      'GET /api/student/my-data': { status: 404, body: errorBody('Student not found.') },
    });
    signInAs('student', 'REG-1');
    const { user } = renderApp('/student/my-data');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be downloaded: Student not found. Please try again.',
    );
  });
});
