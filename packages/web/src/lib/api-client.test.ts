import { CONNECTION_MESSAGES, LOGIN_MESSAGES } from '@pragati/domain';
import { notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorBody, mockApi } from '../test/mock-api';
import { ApiError, apiFetch, ConnectionError, isRetryable } from './api-client';
import { DEFAULT_BRANDING, setBranding } from './branding';
import { registerNavigator } from './navigator';
import { readSession, saveSession } from './session';

const toastMessages = () => notificationsStore.getState().notifications.map((n) => n.message);

describe('apiFetch', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    navigate.mockReset();
    registerNavigator(navigate);
    saveSession({ userId: 'u-1', role: 'admin', mustChangePassword: false });
    window.localStorage.setItem('studentId', 's-1');
  });

  it('prefixes the API base, sends JSON with the cookie and validates the answer', async () => {
    setBranding({ ...DEFAULT_BRANDING, apiBase: '/pragati/api/' });
    const { calls } = mockApi({ 'POST /pragati/api/things': { body: { id: 7 } } });

    const result = await apiFetch('/things', {
      method: 'POST',
      body: { name: 'x' },
      headers: { regNo: 'R-1' },
      schema: z.object({ id: z.number() }),
    });

    expect(result).toEqual({ id: 7 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { name: 'x' },
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', regNo: 'R-1' },
    });
  });

  it('sends FormData as it is, leaving the multipart boundary to the browser', async () => {
    const { calls } = mockApi({ 'POST /api/upload': { body: { msg: 'ok' } } });
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'teachers.xlsx');

    await apiFetch('/upload', { method: 'POST', body: form });

    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('turns an error body into an ApiError', async () => {
    mockApi({
      'POST /api/things': {
        status: 400,
        body: errorBody('Name is required.', {
          code: 'INVALID',
          issues: [{ path: 'name', message: 'Name is required.' }],
        }),
      },
    });

    const error = await apiFetch('/things', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Name is required.',
      code: 'INVALID',
      issues: [{ path: 'name', message: 'Name is required.' }],
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects an answer that breaks the contract', async () => {
    mockApi({ 'GET /api/things': { body: { id: 'seven' } } });

    await expect(
      apiFetch('/things', { schema: z.object({ id: z.number() }) }),
    ).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('ends the session on a 401: clears storage, toasts once and goes to the login', async () => {
    mockApi({ 'GET /api/a': { status: 401, body: {} }, 'GET /api/b': { status: 401, body: {} } });

    await Promise.allSettled([apiFetch('/a'), apiFetch('/b')]);

    expect(readSession()).toBeNull();
    expect(window.localStorage.getItem('studentId')).toBeNull();
    expect(toastMessages()).toEqual([LOGIN_MESSAGES.sessionExpired]);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it("toasts the server's 401 message when it gives one", async () => {
    mockApi({ 'GET /api/a': { status: 401, body: errorBody('Your session has expired.') } });

    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 401 });

    expect(toastMessages()).toEqual(['Your session has expired.']);
  });

  it('leaves a 401 to the caller when no session is required (login)', async () => {
    mockApi({ 'POST /api/login': { status: 401, body: errorBody('Invalid Credentials') } });

    await expect(
      apiFetch('/login', { method: 'POST', body: {}, sessionRequired: false }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid Credentials' });

    expect(readSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual([]);
  });

  it('sends a user who must change the password to /first-login', async () => {
    mockApi({
      'GET /api/a': {
        status: 403,
        body: errorBody(LOGIN_MESSAGES.mustChangePassword, { code: 'MUST_CHANGE_PASSWORD' }),
      },
    });

    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 403 });

    expect(readSession()?.mustChangePassword).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/first-login', { replace: true });
  });

  it('leaves other 403s to the caller', async () => {
    mockApi({ 'GET /api/a': { status: 403, body: errorBody('Not a Admin') } });

    await expect(apiFetch('/a')).rejects.toMatchObject({ status: 403, message: 'Not a Admin' });

    expect(readSession()?.mustChangePassword).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('words a call that never reached the server, instead of "Failed to fetch"', async () => {
    mockApi({ 'GET /api/a': () => Promise.reject(new TypeError('Failed to fetch')) });

    const failure = apiFetch('/a');
    await expect(failure).rejects.toBeInstanceOf(ConnectionError);
    await expect(failure).rejects.toThrow(CONNECTION_MESSAGES.offline);
    await expect(failure).rejects.toSatisfy(isRetryable);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says the server had a problem on a 5xx without our body (a proxy's page)", async () => {
    mockApi({ 'GET /api/a': { status: 502, body: '<html>Bad gateway</html>' } });

    const failure = apiFetch('/a');
    await expect(failure).rejects.toMatchObject({
      status: 502,
      message: CONNECTION_MESSAGES.server,
    });
    await expect(failure).rejects.toSatisfy(isRetryable);
  });

  it("keeps the server's own message on a 500, and a 4xx is not worth retrying", async () => {
    mockApi({
      'GET /api/a': { status: 500, body: errorBody('Something went wrong on the server.') },
      'GET /api/b': { status: 400, body: errorBody('Name is required.') },
    });

    await expect(apiFetch('/a')).rejects.toMatchObject({
      message: 'Something went wrong on the server.',
    });
    await expect(apiFetch('/b')).rejects.not.toSatisfy(isRetryable);
  });

  it('lets a cancelled call stay a cancellation', async () => {
    mockApi({
      'GET /api/a': () => Promise.reject(new DOMException('The user aborted.', 'AbortError')),
    });

    await expect(apiFetch('/a')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
