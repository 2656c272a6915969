import { LOGIN_MESSAGES, ROLE_GUARD_MESSAGES } from '@pragati/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';

/**
 * Issue 28: the network office's own audit entries. Its accounts belong to the home institute
 * (1), so their entries land in its log; they are the network's: GET /network/audit shows them to
 * the network office, the home admin's log (screen and export) never does. What the network does
 * to another institute is also written in that institute's log, where its admin sees it.
 */
let ctx: TestContext;
let network: Record<string, string>;
let admin: Record<string, string>;
let networkId: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
type Entry = { actorId: string | null; actorRole: string | null; action: string };
const entries = async (url: string, headers: Record<string, string>) => {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Entry[];
};

beforeAll(async () => {
  ctx = await createTestApp();
  const signedInNetwork = await signedIn(ctx, 'network');
  network = signedInNetwork.headers;
  networkId = signedInNetwork.user.userId;
  admin = (await signedIn(ctx, 'admin')).headers;
  expect((await get('/api/network/overview', network)).statusCode).toBe(200);
  expect((await get('/api/network/institutes', network)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('GET /network/audit', () => {
  it('401 signed out; 403 for every institute role', async () => {
    const out = await get('/api/network/audit');
    expect(out.statusCode).toBe(401);
    expect(out.json().msg).toBe(LOGIN_MESSAGES.sessionExpired);
    for (const role of ['admin', 'principal', 'teacher', 'student'] as const) {
      const response = await get('/api/network/audit', (await signedIn(ctx, role)).headers);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.network);
    }
  });

  it('400 with the message for a wrong filter, never a 5xx', async () => {
    for (const query of ['limit=0', 'outcome=maybe', 'from=2026-13-40', 'offset=-1']) {
      const response = await get(`/api/network/audit?${query}`, network);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().msg, query).toEqual(expect.any(String));
    }
  });

  it("shows the network office's entries only (its sign-in and views), and is audited itself", async () => {
    const seen = await entries('/api/network/audit?limit=200', network);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((e) => e.actorRole === 'network')).toBe(true);
    expect(seen.map((e) => e.action)).toEqual(
      expect.arrayContaining(['network.overview.view', 'network.institutes.view']),
    );
    expect(seen.some((e) => e.actorId === networkId && e.action === 'auth.login')).toBe(true);
    const again = await entries('/api/network/audit?action=network.audit', network);
    expect(again.map((e) => e.action)).toContain('network.audit.view');
    // The filters work as on the admin's log.
    const views = await entries('/api/network/audit?action=overview', network);
    expect(views.length).toBeGreaterThan(0);
    expect(views.every((e) => e.action.includes('overview'))).toBe(true);
  });

  it("the home institute's admin never sees them, on the screen or in the export", async () => {
    const seen = await entries('/api/admin/audit?limit=200', admin);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((e) => e.actorRole === 'network' || e.actorId === networkId)).toEqual([]);
    const byActor = await entries(`/api/admin/audit?actor=${networkId}`, admin);
    expect(byActor).toEqual([]);
    const exported = await get('/api/admin/audit/export', admin);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const text: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => text.push(JSON.stringify(row.values))));
    expect(text.join('\n')).not.toContain(networkId);
    // The admin's own entries are still there.
    expect(seen.some((e) => e.actorRole === 'admin')).toBe(true);
  });
});
