import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INSTITUTE_SETTINGS_MESSAGES, type InstituteSettings } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { addInstitute, headersAt, userIn } from './helpers/institutes.js';

/**
 * Issue 28 part 3: the institute's details in the database, edited by its admin (audited), the
 * environment's until then; what shows the institute (branding, the web page, the retention)
 * follows them. On PostgreSQL, each institute's are its own.
 */
const ENV = {
  INSTITUTE_NAME: 'Env School',
  INSTITUTE_ADDRESS: '1 Env Road',
  INSTITUTE_GRIEVANCE_OFFICER: 'Env Officer; env@school.example; 9876543210',
  RETENTION_YEARS: '4',
};
const SAVED: InstituteSettings = {
  name: 'Saved School',
  tagline: 'Every child learns',
  address: '2 Saved Street, Noida',
  phone: '+91 120 123 4567',
  email: 'office@saved.example',
  helpline: '1800 000 111',
  grievanceName: 'Saved Officer',
  grievanceEmail: 'officer@saved.example',
  grievancePhone: '9812345678',
  logoUrl: '/logo.svg',
  languages: ['en'],
  retentionYears: 7,
};

let ctx: TestContext;
let admin: Record<string, string>;
let webDist: string;
const put = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/institute',
    headers,
    payload: payload as object,
  });
/** The configuration block the server inlines in the web page (web lib/branding.ts reads it). */
const pageConfig = (html: string) =>
  /<script type="application\/json" id="pragati-config">(.*?)<\/script>/.exec(html)![1]!;
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-settings-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head></html>');
  ctx = await createTestApp({ env: { ...ENV, WEB_DIST: webDist } });
  ({ headers: admin } = await signedIn(ctx, 'admin'));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET and PUT /admin/institute', () => {
  it('refuses without a session (401) and every role but admin (403)', async () => {
    expect((await get('/api/admin/institute')).statusCode).toBe(401);
    expect((await put({}, SAVED)).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const { headers } = await signedIn(ctx, role);
      expect((await get('/api/admin/institute', headers)).statusCode, role).toBe(403);
      expect((await put(headers, SAVED)).statusCode, role).toBe(403);
    }
  });

  it('the public settings (GET /branding) offer every language until the admin saves', async () => {
    const branding = await get('/api/branding');
    expect(branding.statusCode).toBe(200);
    expect(branding.json().languages).toEqual(['en', 'hi']);
    expect(JSON.parse(pageConfig((await get('/')).body)).languages).toEqual(['en', 'hi']);
  });

  it('answers the environment until the admin saves', async () => {
    const response = await get('/api/admin/institute', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fromEnvironment: true,
      settings: {
        name: 'Env School',
        address: '1 Env Road',
        grievanceName: 'Env Officer',
        grievanceEmail: 'env@school.example',
        languages: ['en', 'hi'],
        retentionYears: 4,
      },
    });
  });

  it.each([
    [{ ...SAVED, name: ' ' }, INSTITUTE_SETTINGS_MESSAGES.name],
    [{ ...SAVED, email: 'not-an-email' }, INSTITUTE_SETTINGS_MESSAGES.email('E-mail')],
    [{ ...SAVED, phone: 'call us' }, INSTITUTE_SETTINGS_MESSAGES.phone('Phone')],
    [{ ...SAVED, logoUrl: 'http://x.example/logo.png' }, INSTITUTE_SETTINGS_MESSAGES.logoUrl],
    [{ ...SAVED, languages: [] }, INSTITUTE_SETTINGS_MESSAGES.languages],
    [{ ...SAVED, languages: ['fr'] }, INSTITUTE_SETTINGS_MESSAGES.languages],
    [{ ...SAVED, retentionYears: 0 }, INSTITUTE_SETTINGS_MESSAGES.retentionYears],
    [{ ...SAVED, tagline: 'x'.repeat(201) }, INSTITUTE_SETTINGS_MESSAGES.tooLong('Tagline', 200)],
  ])('refuses a wrong detail with its message (400)', async (body, message) => {
    const response = await put(admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('saves, audits the changed fields (not their values), and everything follows', async () => {
    const response = await put(admin, SAVED);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ msg: INSTITUTE_SETTINGS_MESSAGES.saved, settings: SAVED });
    expect((await get('/api/admin/institute', admin)).json()).toEqual({
      settings: SAVED,
      fromEnvironment: false,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'institute.settings.update'));
    expect(entry?.detail).toEqual({ changed: expect.arrayContaining(['name', 'retentionYears']) });
    expect(JSON.stringify(entry)).not.toContain('Saved Officer');

    const branding = (await get('/api/branding')).json();
    expect(branding).toMatchObject({ name: 'Saved School', grievanceName: 'Saved Officer' });
    // The language menus offer only the institute's languages (SAVED: English only), on the
    // public settings and in the page's inlined configuration the app starts from.
    expect(branding.languages).toEqual(['en']);
    const page = await get('/');
    expect(JSON.parse(pageConfig(page.body)).languages).toEqual(['en']);
    expect(page.body).toContain('Saved School');
    expect(page.body).not.toContain('Env School');
    const due = await get('/api/admin/erasure-due', admin);
    expect(due.json().retentionYears).toBe(7);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two institutes', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestApp({ env: ENV });
    const north = await addInstitute(other, {
      code: 'north',
      host: 'b.set.test',
      ownHost: 'a.set.test',
    });
    const a = await headersAt(other, 'a.set.test', await userIn(other, 1, { role: 'admin' }));
    const b = await headersAt(other, 'b.set.test', await userIn(other, north, { role: 'admin' }));
    const saved = await other.app.inject({
      method: 'PUT',
      url: '/api/admin/institute',
      headers: b,
      payload: { ...SAVED, name: 'North School' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    Object.assign(heads, { a, b });
  });
  const heads: Record<'a' | 'b', Record<string, string>> = {} as never;
  afterAll(() => other?.close());

  it("each institute reads its own details; B's save leaves A on the environment's", async () => {
    const read = async (h: Record<string, string>) =>
      (await other.app.inject({ method: 'GET', url: '/api/admin/institute', headers: h })).json();
    expect((await read(heads.a)).settings.name).toBe('Env School');
    expect((await read(heads.b)).settings.name).toBe('North School');
    const brandingA = await other.app.inject({
      method: 'GET',
      url: '/api/branding',
      headers: { host: 'a.set.test' },
    });
    expect(brandingA.json().name).toBe('Env School');
    const brandingB = await other.app.inject({
      method: 'GET',
      url: '/api/branding',
      headers: { host: 'b.set.test' },
    });
    expect(brandingB.json().name).toBe('North School');
  });
});
