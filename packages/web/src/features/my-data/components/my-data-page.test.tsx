import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANDING, setBranding } from '../../../lib/branding';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

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

    await screen.findByRole('heading', { level: 1, name: 'My data' });
    expect(screen.getByRole('group', { name: 'Grievance officer' })).toHaveTextContent('Meena Rao');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your file has been downloaded.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/student/my-data')).toBe(true);
    expect(createObjectURL).toHaveBeenCalled();
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
