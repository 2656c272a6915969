import { BACKUP_MESSAGES } from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

/** Lazy screens load their chunk first; with every test file running at once that takes a while. */
const SLOW = { timeout: 10_000 };
const PASSPHRASE = 'our long backup sentence';
const FILE = 'pragati-2026-11-22-1503.backup';

let saved: { name: string; size: number }[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:backup');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, size: 0 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The backup screen with POST /api/admin/backup answering `reply` (a file unless it fails). */
function renderBackup(reply?: MockReply | (() => Promise<Response>)) {
  const api = mockApi({ 'GET /api/session': sessionReply('admin', 'admin-1') });
  const jsonFetch = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init = {}) => {
    if (String(input).endsWith('/api/admin/backup')) {
      api.calls.push({
        method: init.method ?? 'GET',
        path: '/api/admin/backup',
        body: JSON.parse(String(init.body)),
        credentials: init.credentials,
        headers: { ...(init.headers as Record<string, string>) },
      });
      if (typeof reply === 'function') return reply();
      if (reply) {
        return new Response(JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response(new Uint8Array([0x50, 0x52, 0x41, 0x47]), {
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${FILE}"`,
        },
      });
    }
    return jsonFetch(input, init);
  });
  signInAs('admin', 'admin-1');
  return { ...renderApp('/admin/backup'), ...api };
}

const backupCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/api/admin/backup');

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  values: { passphrase?: string; again?: string; password?: string },
) {
  await screen.findByRole('heading', { level: 1, name: 'Backup' }, SLOW);
  if (values.passphrase)
    await user.type(screen.getByLabelText(/^Passphrase\s*\*?$/), values.passphrase);
  if (values.again) await user.type(screen.getByLabelText(/^Passphrase again/), values.again);
  if (values.password) await user.type(screen.getByLabelText(/^Your password/), values.password);
  await user.click(screen.getByRole('button', { name: 'Make backup and download' }));
}

describe('backup screen', { timeout: 20_000 }, () => {
  it('opens with the focus on its heading, says what the file is and what to keep apart', async () => {
    renderBackup();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Backup' }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/cannot be restored without that passphrase/)).toBeVisible();
    expect(screen.getByText(/a restore needs the file, the passphrase and the key/)).toBeVisible();
    for (const name of [/^Passphrase\s*\*?$/, /^Passphrase again/, /^Your password/]) {
      expect(screen.getByLabelText(name)).toHaveAttribute('type', 'password');
    }
    expect(screen.getByRole('button', { name: 'Show passphrase' })).toBeVisible();
    // A way back, as the other admin screens have (issue 26 item 17).
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin');
  });

  it('the admin home links to it', async () => {
    mockApi({ 'GET /api/session': sessionReply('admin', 'admin-1') });
    signInAs('admin', 'admin-1');
    const { user } = renderApp('/admin');
    const panel = await screen.findByRole('region', { name: 'Backup' }, SLOW);
    await user.click(within(panel).getByRole('link', { name: 'Make a backup' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backup' }, SLOW)).toBeVisible();
  });

  it.each([
    [{ again: 'x', password: 'pw' }, BACKUP_MESSAGES.enterPassphrase, /^Passphrase\s*\*?$/],
    [
      { passphrase: 'too short', again: 'too short', password: 'pw' },
      BACKUP_MESSAGES.passphraseTooShort,
      /^Passphrase\s*\*?$/,
    ],
    [
      { passphrase: PASSPHRASE, again: `${PASSPHRASE}!`, password: 'pw' },
      BACKUP_MESSAGES.passphraseMismatch,
      /^Passphrase again/,
    ],
    [
      { passphrase: PASSPHRASE, again: PASSPHRASE },
      BACKUP_MESSAGES.enterPassword,
      /^Your password/,
    ],
  ])('checks the form before asking the server (%#)', async (values, message, field) => {
    const { user, calls } = renderBackup();
    await fillIn(user, values);
    expect(await screen.findByText(message)).toBeVisible();
    const input = screen.getByLabelText(field);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    expect(backupCalls(calls)).toHaveLength(0);
  });

  it('makes the backup, downloads it under its dated name and clears the form', async () => {
    const { user, calls } = renderBackup();
    await fillIn(user, { passphrase: PASSPHRASE, again: PASSPHRASE, password: 'my-password' });
    expect(await screen.findByText(BACKUP_MESSAGES.done(FILE))).toBeVisible();
    expect(saved.map((s) => s.name)).toEqual([FILE]);
    expect(backupCalls(calls)).toMatchObject([
      { method: 'POST', body: { password: 'my-password', passphrase: PASSPHRASE } },
    ]);
    expect(screen.getByLabelText(/^Passphrase\s*\*?$/)).toHaveValue('');
    expect(screen.getByLabelText(/^Your password/)).toHaveValue('');
  });

  it.each([
    [403, errorBody(BACKUP_MESSAGES.wrongPassword), BACKUP_MESSAGES.wrongPassword],
    [429, errorBody(BACKUP_MESSAGES.locked), BACKUP_MESSAGES.locked],
    [500, errorBody('Internal Server Error'), BACKUP_MESSAGES.failed],
  ])('a %i answer says what happened and downloads nothing', async (status, body, message) => {
    const { user } = renderBackup({ status, body });
    await fillIn(user, { passphrase: PASSPHRASE, again: PASSPHRASE, password: 'my-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toHaveLength(0);
    // A wrong password is retyped; the passphrases stay for the next try.
    expect(screen.getByLabelText(/^Your password/)).toHaveValue(
      status === 403 ? '' : 'my-password',
    );
    expect(screen.getByLabelText(/^Passphrase\s*\*?$/)).toHaveValue(PASSPHRASE);
    if (status === 403) expect(screen.getByLabelText(/^Your password/)).toHaveFocus();
  });

  it('a download that breaks off says the backup failed', async () => {
    const { user } = renderBackup(() => Promise.reject(new TypeError('network error')));
    await fillIn(user, { passphrase: PASSPHRASE, again: PASSPHRASE, password: 'my-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(BACKUP_MESSAGES.failed);
    expect(saved).toHaveLength(0);
  });
});
