import { ROLE_GUARD_MESSAGES } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../src/lib/audit.js';
import { BACKUP_ACTION } from '../src/modules/backup/service.js';
import { unsetContactSettings } from '../src/modules/setup/service.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { bankFile, bankRows, fixtureBank, importRequest } from './helpers/question-bank.js';
import { teacherWithClasses } from './helpers/students.js';

/*
 * Issue 26 item 15: the first admin's checklist, derived from what the server holds; the
 * contacts item names the settings still empty.
 */

let ctx: TestContext;
let admin: { headers: Record<string, string>; user: { userId: string; password: string } };
beforeAll(async () => {
  // Two of the five contact settings given, as a half-configured installation.
  ctx = await createTestApp({
    env: {
      INSTITUTE_PHONE: '0522 400 100',
      INSTITUTE_GRIEVANCE_OFFICER: 'Mrs Rao; ; 0522 400 101',
    },
  });
  // The bootstrap account, as bootstrapAdmin makes it with ADMIN_PASSWORD set.
  admin = await signedIn(ctx, 'admin', { userId: 'admin', password: 'bootstrap-admin-pass' });
});
afterAll(async () => {
  await ctx.close();
});

const checklist = async (headers = admin.headers) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/setup-checklist',
    headers,
  });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    (response.json().items as { key: string; done: boolean; unset?: string[] }[]).map((i) => [
      i.key,
      i,
    ]),
  );
};

describe('GET /admin/setup-checklist', () => {
  it('401 signed out; 403 for principal, teacher and student', async () => {
    const out = await ctx.app.inject({ method: 'GET', url: '/api/admin/setup-checklist' });
    expect(out.statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const { headers } = await signedIn(ctx, role);
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/setup-checklist',
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
    }
  });

  it('a new installation: every item to do, the empty contact settings named', async () => {
    const items = await checklist();
    expect(Object.keys(items)).toEqual([
      'contacts',
      'adminPassword',
      'questionBank',
      'backup',
      'teachers',
    ]);
    expect(items.contacts).toEqual({
      key: 'contacts',
      done: false,
      unset: ['INSTITUTE_ADDRESS', 'INSTITUTE_EMAIL', 'INSTITUTE_HELPLINE'],
    });
    for (const key of ['adminPassword', 'questionBank', 'backup', 'teachers']) {
      expect(items[key]!.done, key).toBe(false);
    }
  });

  it('the sample bank is still to be replaced; an imported bank is done', async () => {
    // The first read of the bank loads the sample.
    await ctx.app.inject({ method: 'GET', url: '/api/admin/questions', headers: admin.headers });
    expect((await checklist()).questionBank!.done).toBe(false);
    const imported = await importRequest(
      ctx,
      admin.headers,
      await bankFile(bankRows(fixtureBank())),
    );
    expect(imported.statusCode).toBe(200);
    expect((await checklist()).questionBank!.done).toBe(true);
  });

  it('each other item turns done from what the server holds', async () => {
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/changepassword',
      headers: admin.headers,
      payload: {
        userId: 'admin',
        currentPassword: 'bootstrap-admin-pass',
        newPassword: 'a-new-admin-pass-1',
      },
    });
    expect(changed.statusCode).toBe(200);
    await audit(ctx.database.db, {
      actor: { userId: 'admin', role: 'admin' },
      action: BACKUP_ACTION,
      target: 'database',
      outcome: 'success',
    });
    await teacherWithClasses(ctx, ['primary1_1']);
    const fresh = await signedIn(ctx, 'admin');
    const items = await checklist(fresh.headers);
    expect(items.adminPassword!.done).toBe(true);
    expect(items.backup!.done).toBe(true);
    expect(items.teachers!.done).toBe(true);
    expect(items.contacts!.done).toBe(false);
  });

  it('contacts: done once every setting is given', () => {
    const branding = {
      name: 'Institute',
      tagline: '',
      address: 'Lucknow',
      phone: '1',
      email: 'a@b.in',
      helpline: '2',
      grievanceName: '',
      grievanceEmail: 'g@b.in',
      grievancePhone: '',
      logoUrl: '/logo.svg',
      apiBase: '/api',
      languages: ['en', 'hi'] as ('en' | 'hi')[],
    };
    expect(unsetContactSettings(branding)).toEqual([]);
    expect(unsetContactSettings({ ...branding, grievanceEmail: ' ', helpline: '' })).toEqual([
      'INSTITUTE_HELPLINE',
      'INSTITUTE_GRIEVANCE_OFFICER',
    ]);
  });
});
