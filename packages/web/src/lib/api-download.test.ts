import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../test/mock-api';
import { ApiError, apiDownload } from './api-client';
import { registerNavigator } from './navigator';
import { readSession, saveSession } from './session';
import { saveFile } from './save-file';

describe('apiDownload', () => {
  it('returns the body as a Blob with the file name the server gives', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('PK-bytes', {
          headers: { 'Content-Disposition': 'attachment; filename="question-bank.xlsx"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const file = await apiDownload('/admin/questions/export');

    expect(await file.blob.text()).toBe('PK-bytes');
    expect(file.filename).toBe('question-bank.xlsx');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/questions/export',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('posts a JSON body when given one', async () => {
    const { calls } = mockApi({ 'POST /api/admin/credentials-sheet': { body: 'PK' } });

    await apiDownload('/admin/credentials-sheet', { body: { credentials: [] } });

    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { credentials: [] },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('turns an error body into an ApiError and ends a lapsed session', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    saveSession({ userId: 'a-1', role: 'admin', mustChangePassword: false });
    mockApi({ 'GET /api/admin/questions/export': { status: 401, body: errorBody('Gone') } });

    const failure = await apiDownload('/admin/questions/export').catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(readSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});

describe('saveFile', () => {
  it('clicks a temporary download link and removes it', () => {
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      saveFile(new Blob(['x']), 'bank.xlsx');

      expect(click).toHaveBeenCalledOnce();
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toBe('bank.xlsx');
      expect(link.href).toBe('blob:file');
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      Object.assign(URL, original);
    }
  });
});
