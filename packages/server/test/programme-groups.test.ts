import {
  DEFAULT_PROGRAMME_STRUCTURE,
  LOGIN_MESSAGES,
  PROGRAMME_MESSAGES,
  ROLE_GUARD_MESSAGES,
} from '@pragati/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createStudent } from './helpers/progress-factories.js';

/* Issue 29 part 1 (decisions §16): the FACP's groups as a table, read by staff, changed by the admin. */

let ctx: TestContext;
const auth: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'principal', 'teacher', 'student'] as const) {
    auth[role] = (await signedIn(ctx, role)).headers;
  }
});
afterAll(async () => {
  await ctx.close();
});

const list = (headers = auth.admin) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/groups', headers });
const put = (code: string, payload: unknown, headers = auth.admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/groups/${code}`,
    headers,
    payload: payload as object,
  });
const lastAudit = async () =>
  (
    (await ctx.database.db.execute(
      sql`select action, target, outcome, actor_id, detail from audit_log order by id desc limit 1`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows[0];

describe('GET /admin/groups', () => {
  it('lists the seven FACP groups in order, the spec three enabled, with their students', async () => {
    await createStudent(ctx, { section: 'primary1', year: '2' });
    const response = await list();
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Record<string, unknown>[];
    expect(data.map(({ students: _, ...g }) => g)).toEqual(DEFAULT_PROGRAMME_STRUCTURE);
    expect(data.find((g) => g.code === 'primary1')?.students).toBe(1);
    expect(data.find((g) => g.code === 'secondary')).toMatchObject({
      names: { en: 'Secondary', hi: 'सेकेंडरी' },
      enabled: false,
      next: 'prevocational1',
      yearEnd: 'transfer',
      students: 0,
    });
    expect(data.find((g) => g.code === 'care')?.yearEnd).toBe('review');
  });

  it.each(['principal', 'teacher'] as const)('the %s may read it', async (role) => {
    expect((await list(auth[role])).statusCode).toBe(200);
  });

  it('is 401 signed out and 403 for a student', async () => {
    const out = await list({});
    expect(out.statusCode).toBe(401);
    expect(out.json().msg).toBe(LOGIN_MESSAGES.sessionExpired);
    const student = await list(auth.student);
    expect(student.statusCode).toBe(403);
  });
});

describe('PUT /admin/groups/:code', () => {
  it('enables, renames and sets the years of a group, audited', async () => {
    const response = await put('secondary', {
      enabled: true,
      names: { hi: 'माध्यमिक' },
      years: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: PROGRAMME_MESSAGES.updated,
      group: expect.objectContaining({
        code: 'secondary',
        enabled: true,
        years: 2,
        names: { en: 'Secondary', hi: 'माध्यमिक' },
        students: 0,
      }),
    });
    expect(await lastAudit()).toMatchObject({
      action: 'programme.group.update',
      target: 'secondary',
      outcome: 'success',
      detail: {
        before: { enabled: false, years: 3 },
        after: { enabled: true, years: 2, names: { en: 'Secondary', hi: 'माध्यमिक' } },
      },
    });
    const secondary = (await list())
      .json()
      .data.find((g: { code: string }) => g.code === 'secondary');
    expect(secondary).toMatchObject({ enabled: true, years: 2 });
  });

  it('disables a group without students', async () => {
    const response = await put('secondary', { enabled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().group.enabled).toBe(false);
  });

  it('a group with students cannot be disabled nor shortened below their year: 409', async () => {
    await createStudent(ctx, { section: 'primary2', year: '3' });
    const disable = await put('primary2', { enabled: false });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().msg).toBe(PROGRAMME_MESSAGES.hasStudents('Primary-II'));
    const shorten = await put('primary2', { years: 2 });
    expect(shorten.statusCode).toBe(409);
    expect(shorten.json().msg).toBe(PROGRAMME_MESSAGES.yearsBelowStudents('Primary-II', 3));
    const group = (await list()).json().data.find((g: { code: string }) => g.code === 'primary2');
    expect(group).toMatchObject({ enabled: true, years: 3 });
  });

  it('an unknown group is 404', async () => {
    const response = await put('tertiary', { enabled: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe(PROGRAMME_MESSAGES.unknownGroup);
  });

  it.each([
    ['an empty body', {}, PROGRAMME_MESSAGES.nothingToChange],
    ['years 4', { years: 4 }, PROGRAMME_MESSAGES.years],
    ['years 0', { years: 0 }, PROGRAMME_MESSAGES.years],
    ['years 1.5', { years: 1.5 }, PROGRAMME_MESSAGES.years],
    ['an empty name', { names: { en: '  ' } }, PROGRAMME_MESSAGES.name],
    ['a long name', { names: { hi: 'x'.repeat(61) } }, PROGRAMME_MESSAGES.name],
  ])('%s is 400 with the message', async (_name, payload, message) => {
    const response = await put('secondary', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('a bad code is 400', async () => {
    const response = await put('Secondary_1', { enabled: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(PROGRAMME_MESSAGES.unknownGroup);
  });

  it('is 401 signed out and 403 for the principal, the teacher and a student', async () => {
    expect((await put('secondary', { enabled: true }, {})).statusCode).toBe(401);
    for (const role of ['principal', 'teacher', 'student'] as const) {
      const response = await put('secondary', { enabled: true }, auth[role]);
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.admin);
    }
  });
});
