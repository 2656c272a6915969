import {
  attendanceRateWindow,
  instituteDate,
  LOGIN_MESSAGES,
  NETWORK_MESSAGES,
  previousDay,
  ROLE_GUARD_MESSAGES,
} from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { register, teacherWithClasses } from './helpers/students.js';

/**
 * Issue 28 part 4: the network office's routes on both databases. Only the `network` role calls
 * them (401 signed out, 403 for every other role); a network session is refused by every route
 * of an institute; the overview names no child; every view is audited.
 */
let ctx: TestContext;
const headers: Record<string, Record<string, string>> = {};
const NAMES = ['Asha Kumar', 'Ravi Verma'];
const regNos: string[] = [];

const ROUTES = [
  { method: 'GET', url: '/api/network/institutes' },
  {
    method: 'POST',
    url: '/api/network/institutes',
    payload: { code: 'north', name: 'North', hosts: [], admin: { userId: 'north-admin' } },
  },
  { method: 'POST', url: '/api/network/institutes/main/suspend' },
  { method: 'POST', url: '/api/network/institutes/main/resume' },
  { method: 'GET', url: '/api/network/overview' },
  { method: 'GET', url: '/api/network/overview/export' },
  { method: 'GET', url: '/api/network/audit' },
] as const;

const send = (route: (typeof ROUTES)[number], h: Record<string, string> = {}) =>
  ctx.app.inject({
    method: route.method,
    url: route.url,
    headers: h,
    ...('payload' in route ? { payload: route.payload } : {}),
  });

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'principal', 'teacher', 'student', 'network'] as const) {
    headers[role] = (await signedIn(ctx, role)).headers;
  }
  for (const name of NAMES) {
    const { response, info } = await register(ctx, headers.admin!, { info: { name } });
    expect(response.statusCode, response.body).toBe(201);
    regNos.push(info.regNo);
  }
});
afterAll(() => ctx.close());

describe('network routes: who may call them', () => {
  it.each(ROUTES)('$method $url: 401 signed out', async (route) => {
    const response = await send(route);
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe(LOGIN_MESSAGES.sessionExpired);
  });

  it.each(ROUTES)('$method $url: 403 for every institute role', async (route) => {
    for (const role of ['admin', 'principal', 'teacher', 'student']) {
      const response = await send(route, headers[role]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().msg).toBe(ROLE_GUARD_MESSAGES.network);
    }
  });

  it("a network session is refused (403) by every route of an institute's roles", async () => {
    const served: string[] = [];
    for (const route of ctx.app.routeTable) {
      const policy = route.policy!;
      if (policy.kind !== 'roles' || policy.roles.includes('network')) continue;
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === 'regNo' ? encodeURIComponent(regNos[0]!) : '1',
      );
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...headers.network, id: regNos[0]!, regno: regNos[0]! },
      });
      if (response.statusCode !== 403) served.push(`${route.method} ${route.url}`);
      else if (NAMES.some((name) => response.body.includes(name))) served.push(route.url);
    }
    expect(served).toEqual([]);
  });

  it('the route policies admit the network role on the network routes only', () => {
    for (const route of ctx.app.routeTable) {
      const policy = route.policy!;
      const admits = policy.kind === 'roles' && policy.roles.includes('network');
      expect(admits, route.url).toBe(route.url.startsWith('/api/network/'));
    }
  });
});

describe('network routes: what they answer', () => {
  it('lists the institutes, audited', async () => {
    const response = await send(ROUTES[0], headers.network);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ code: 'main', suspended: false, hosts: [] }),
    ]);
  });

  it('the overview names no child and shows counts under 5 as "<5"', async () => {
    const response = await send(ROUTES[4], headers.network);
    expect(response.statusCode).toBe(200);
    for (const secret of [...NAMES, ...regNos]) expect(response.body).not.toContain(secret);
    const body = response.json();
    expect(body.institutes).toHaveLength(1);
    expect(body.institutes[0].students).toBe('<5');
    expect(body.total.students).toBe('<5');
    expect(body.total.byGroup).toEqual([{ group: 'preprimary', count: '<5' }]);
    expect(body.total.attendanceRate).toBeNull();
  });

  it('exports the overview as CSV, de-identified and audited', async () => {
    const response = await send(ROUTES[5], headers.network);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain('Institute,Figure,Group,Term,Area,Value');
    expect(response.body).toContain('main,students,,,,<5');
    for (const secret of [...NAMES, ...regNos]) expect(response.body).not.toContain(secret);
  });

  it('writes an audit entry for every view', async () => {
    const audit = await ctx.database.db.execute(
      "select action from audit_log where action like 'network.%' order by id",
    );
    const actions = (audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'network.institutes.view',
        'network.overview.view',
        'network.overview.export',
      ]),
    );
  });

  it("refuses to suspend the network office's own institute (409) and an unknown code (404)", async () => {
    const own = await send(ROUTES[2], headers.network);
    expect(own.statusCode).toBe(409);
    expect(own.json().msg).toBe(NETWORK_MESSAGES.homeInstitute);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/network/institutes/nowhere/suspend',
      headers: headers.network,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(NETWORK_MESSAGES.notFound);
    const resumed = await send(ROUTES[3], headers.network);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().institute.suspended).toBe(false);
  });

  it('refuses a bad code with the exact message (400)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/network/institutes',
      headers: headers.network,
      payload: { code: 'Bad Code!', name: 'X', hosts: [], admin: { userId: 'a' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(NETWORK_MESSAGES.codeInvalid);
  });

  it("an institute's admin cannot reset a network account's password", async () => {
    const network = await signedIn(ctx, 'network');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/checkUserForReset',
      headers: headers.admin,
      payload: { userId: network.user.userId },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the attendance rate: present marks over all marks of the last 30 days', () => {
  const today = instituteDate(new Date());
  const yesterday = previousDay(today);
  // The day before the window: its marks count for nothing.
  const before = previousDay(attendanceRateWindow(today).from);
  const MORE = ['Nila Das', 'Om Prakash', 'Tara Singh'];
  let teacher: Record<string, string>;
  const save = async (date: string, absent: string[], version = 0) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/teacher/attendance/preprimary_1/${date}`,
      headers: teacher,
      payload: { absent: absent.map((regNo) => ({ regNo })), version },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const rates = async () => {
    const response = await send(ROUTES[4], headers.network);
    expect(response.statusCode).toBe(200);
    for (const secret of [...NAMES, ...MORE, ...regNos])
      expect(response.body).not.toContain(secret);
    const body = response.json();
    return [body.institutes[0].attendanceRate, body.total.attendanceRate];
  };

  it('is null with no marks, and with fewer than 5 students marked', async () => {
    expect(await rates()).toEqual([null, null]);
    teacher = (await teacherWithClasses(ctx, ['preprimary_1'])).headers;
    await save(today, [regNos[0]!]);
    expect(await rates()).toEqual([null, null]);
  });

  it('counts the marks of the window only, and names no child in the export', async () => {
    for (const name of MORE) {
      const { response, info } = await register(ctx, headers.admin!, { info: { name } });
      expect(response.statusCode, response.body).toBe(201);
      regNos.push(info.regNo);
    }
    await save(before, [...regNos]);
    await save(yesterday, [regNos[0]!, regNos[1]!]);
    await save(today, [regNos[0]!], 1);
    // Yesterday 3 of 5 present, today 4 of 5: 7 of 10.
    expect(await rates()).toEqual([70, 70]);
    const csv = await send(ROUTES[5], headers.network);
    expect(csv.body).toContain('main,attendance rate,,,,70');
    for (const secret of [...NAMES, ...MORE, ...regNos]) expect(csv.body).not.toContain(secret);
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)('on the embedded database', () => {
  it('adds no institute: it has no row policy to keep two apart (409)', async () => {
    const response = await send(ROUTES[1], headers.network);
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(NETWORK_MESSAGES.postgresOnly);
  });
});
