import type { AuditEntryView } from '@pragati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, sessionReply, signInAs } from '../../../test/render-app';

/** Lazy screens load their chunk first; with every test file running at once that takes a while. */
const SLOW = { timeout: 10_000 };
const FILE = 'audit-log-2026-11-25.xlsx';

const entry = (id: number, overrides: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id,
  at: '2026-11-25T08:35:09.000Z',
  actorId: 'office-admin',
  actorRole: 'admin',
  action: 'student.aadhaar.reveal',
  target: `R-${id}`,
  outcome: 'success',
  detail: null,
  ...overrides,
});

type Reply = { status?: number; body: unknown };
let saved: string[] = [];
let urls: string[] = [];

beforeEach(() => {
  saved = [];
  urls = [];
  URL.createObjectURL = vi.fn(() => 'blob:audit');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The app at `path` with GET /api/admin/audit answering `page(search)` and the export
 * answering a file unless `exportReply` says otherwise. Every URL asked is kept in `urls`.
 */
function renderAudit(path: string, page: (search: URLSearchParams) => Reply, exportReply?: Reply) {
  const api = mockApi({ 'GET /api/session': sessionReply('admin', 'admin-1') });
  const jsonFetch = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (reply: Reply) =>
      new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.pathname === '/api/admin/audit') {
      urls.push(url.pathname + url.search);
      return json(page(url.searchParams));
    }
    if (url.pathname === '/api/admin/audit/export') {
      urls.push(url.pathname + url.search);
      if (exportReply) return json(exportReply);
      return new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { 'Content-Disposition': `attachment; filename="${FILE}"` },
      });
    }
    return jsonFetch(input, init);
  });
  signInAs('admin', 'admin-1');
  return renderApp(path);
}

const manyEntries = (search: URLSearchParams): Reply => {
  const limit = Number(search.get('limit'));
  const offset = Number(search.get('offset'));
  const total = 120;
  const data = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
    entry(total - offset - i),
  );
  return { body: { data, total } };
};

describe('audit log screen', { timeout: 20_000 }, () => {
  it('opens from the admin home with the focus on its heading and shows entries readably', async () => {
    const { user } = renderAudit('/admin', () => ({
      body: {
        total: 2,
        data: [
          entry(2),
          entry(1, {
            action: 'auth.login',
            target: '=cmd',
            outcome: 'failure',
            detail: { reason: 'wrong password' },
            actorId: null,
            actorRole: null,
          }),
        ],
      },
    }));
    const panel = await screen.findByRole('region', { name: 'Audit Log' }, SLOW);
    await user.click(within(panel).getByRole('link', { name: 'Open audit log' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Audit Log' }, SLOW);
    await waitFor(() => expect(heading).toHaveFocus());
    const table = await screen.findByRole('table', { name: /Audit log entries, newest first/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['When (IST)', 'Who', 'Action', 'Target', 'Outcome', 'Detail']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        '25 Nov 2026, 14:05:09',
        'office-adminadmin',
        'Aadhaar number revealedstudent.aadhaar.reveal',
        'R-2',
        'Succeeded',
        '',
      ],
      [
        '25 Nov 2026, 14:05:09',
        'System',
        'Sign-inauth.login',
        '=cmd',
        'Failed',
        'reason: wrong password',
      ],
    ]);
    expect(screen.getByText('Showing 1–2 of 2 entries')).toBeInTheDocument();
    // StrictMode mounts twice: the same call may go out twice, never another.
    expect([...new Set(urls)]).toEqual(['/api/admin/audit?limit=50&offset=0']);
  });

  it('applies the filters, pages and keeps both in the address', async () => {
    const { user } = renderAudit('/admin/audit', manyEntries);
    await screen.findByText('Showing 1–50 of 120 entries', undefined, SLOW);
    await user.selectOptions(screen.getByLabelText('Action'), 'Aadhaar number revealed');
    await user.type(screen.getByLabelText(/^From \(date\)/), '2026-11-01');
    await user.type(screen.getByLabelText(/^To \(date\)/), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('Showing 1–50 of 120 matching entries');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 51–100 of 120 matching entries');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(urls.at(-1)).toBe(
      '/api/admin/audit?action=student.aadhaar.reveal&from=2026-11-01&to=2026-11-25&limit=50&offset=50',
    );
    await user.selectOptions(screen.getByLabelText('Entries per page'), '25');
    await screen.findByText('Showing 1–25 of 120 matching entries');
  });

  it('reads its view from the address', async () => {
    renderAudit('/admin/audit?outcome=denied&target=R-7&page=2&size=25', manyEntries);
    await screen.findByText('Showing 26–50 of 120 matching entries', undefined, SLOW);
    expect([...new Set(urls)]).toEqual([
      '/api/admin/audit?target=R-7&outcome=denied&limit=25&offset=25',
    ]);
    expect(screen.getByLabelText('Outcome')).toHaveValue('denied');
    expect(screen.getByLabelText(/^Target/)).toHaveValue('R-7');
  });

  it('marks a range that ends before it starts, moves the focus there and asks nothing', async () => {
    const { user } = renderAudit('/admin/audit', manyEntries);
    await screen.findByText('Showing 1–50 of 120 entries', undefined, SLOW);
    const from = screen.getByLabelText(/^From \(date\)/);
    await user.type(from, '2026-11-02');
    await user.type(screen.getByLabelText(/^To \(date\)/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('From must be on or before To.')).toBeVisible();
    expect(from).toHaveFocus();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect([...new Set(urls)]).toEqual(['/api/admin/audit?limit=50&offset=0']);
  });

  it("shows the server's refusal of a filter from an edited address", async () => {
    renderAudit('/admin/audit?from=2026-02-30', () => ({
      status: 400,
      body: errorBody('From must be a date (YYYY-MM-DD) or a date and time.'),
    }));
    expect(
      await screen.findByText(
        'From must be a date (YYYY-MM-DD) or a date and time.',
        undefined,
        SLOW,
      ),
    ).toBeVisible();
  });

  it('exports what the filters match and says where it went', async () => {
    const { user } = renderAudit('/admin/audit?action=auth.login', manyEntries);
    await screen.findByText('Showing 1–50 of 120 matching entries', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Export (.xlsx)' }));
    expect(
      await screen.findByText(`The 120 entries the filters match were saved as ${FILE}.`),
    ).toBeVisible();
    expect(saved).toEqual([FILE]);
    expect(urls.at(-1)).toBe('/api/admin/audit/export?action=auth.login');
  });

  it('says why an export was refused', async () => {
    const message =
      'The filters match 20,001 entries; an export holds at most 20,000. Narrow the filters (for example a shorter date range) and export again.';
    const { user } = renderAudit('/admin/audit', manyEntries, {
      status: 400,
      body: errorBody(message),
    });
    await screen.findByText('Showing 1–50 of 120 entries', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Export (.xlsx)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toEqual([]);
  });
});
