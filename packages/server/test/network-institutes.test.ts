import { instituteDate, LOGIN_MESSAGES, NETWORK_MESSAGES } from '@pragati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext, type TestUser } from './helpers/app.js';
import { register, teacherWithClasses } from './helpers/students.js';

/**
 * Issue 28 part 4 on PostgreSQL (the embedded database serves one institute): the network office
 * creates an institute with its first admin, who signs in there and registers students the home
 * institute cannot see; suspension holds at once; the overview counts them without a name.
 */
const HOST = 'west.example.test';
let ctx: TestContext;
let network: Record<string, string>;
let homeAdmin: TestUser;
let homeHeaders: Record<string, string>;
let homeTeacher: Record<string, string>;
let westAdmin: { userId: string; password: string };
const NAMES = ['Meera West', 'Kabir West', 'Sita West', 'Arjun West', 'Lata West'];
const regNos: string[] = [];

const create = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/network/institutes', headers: network, payload });
const login = (body: Record<string, string>, host = HOST) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', headers: { host }, payload: body });

async function signInAtWest(): Promise<Record<string, string>> {
  const response = await login({ id: westAdmin.userId, password: westAdmin.password });
  expect(response.statusCode, response.body).toBe(200);
  return { host: HOST, authorization: `Bearer ${response.json().token as string}` };
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the network office on PostgreSQL', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    network = (await signedIn(ctx, 'network')).headers;
    const home = await signedIn(ctx, 'admin');
    homeAdmin = home.user;
    homeHeaders = home.headers;
    // Signed in while the home institute is the only one (no institute code asked).
    homeTeacher = (await teacherWithClasses(ctx, ['preprimary_1'])).headers;
    expect(
      (await register(ctx, home.headers, { info: { name: 'Home Child' } })).response.statusCode,
    ).toBe(201);
  });
  afterAll(() => ctx.close());

  it('creates an institute with its first admin; the temporary password is shown once', async () => {
    const response = await create({
      code: 'West',
      name: 'West School',
      hosts: [HOST],
      admin: { userId: 'west-admin' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.institute).toMatchObject({ code: 'west', hosts: [HOST], suspended: false });
    expect(body.message).toBe(NETWORK_MESSAGES.created('west'));
    expect(body.admin.temporaryPassword).toMatch(/.{8,}/);
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/institutes',
      headers: network,
    });
    expect(JSON.stringify(listed.json())).not.toContain(body.admin.temporaryPassword);

    // The first admin must replace the temporary password, then works at the institute's host.
    const first = await login({ id: 'west-admin', password: body.admin.temporaryPassword });
    expect(first.statusCode).toBe(200);
    expect(first.json().mustChangePassword).toBe(true);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/changepassword',
      headers: { host: HOST, authorization: `Bearer ${first.json().token as string}` },
      payload: {
        userId: 'west-admin',
        currentPassword: body.admin.temporaryPassword,
        newPassword: 'west-password-1',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    westAdmin = { userId: 'west-admin', password: 'west-password-1' };
  });

  it('seeds the new institute with the groups and a question bank, as institute 1 got', async () => {
    const headers = await signInAtWest();
    const groups = await ctx.app.inject({ method: 'GET', url: '/api/admin/groups', headers });
    expect(groups.statusCode).toBe(200);
    expect(groups.json().data).toHaveLength(7);
    const bank = await ctx.app.inject({ method: 'GET', url: '/api/admin/questions', headers });
    expect(bank.statusCode).toBe(200);
    expect(JSON.stringify(bank.json()).length).toBeGreaterThan(1000);
  });

  it("the new institute's students are its own: the home admin finds none of them", async () => {
    const headers = await signInAtWest();
    for (const name of NAMES) {
      const { response, info } = await register(ctx, headers, { info: { name } });
      expect(response.statusCode, response.body).toBe(201);
      regNos.push(info.regNo);
    }
    const home = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: homeAdmin.userId, password: homeAdmin.password, institute: 'main' },
    });
    expect(home.statusCode, home.body).toBe(200);
    const homeHeaders = { authorization: `Bearer ${home.json().token as string}` };
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewstudents?status=all',
      headers: homeHeaders,
    });
    expect(list.statusCode).toBe(200);
    for (const name of NAMES) expect(list.body).not.toContain(name);
    const byId = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/viewStudentDetails',
      headers: { ...homeHeaders, regNo: regNos[0]! },
    });
    expect(byId.statusCode).toBeGreaterThanOrEqual(400);
    expect(byId.body).not.toContain(NAMES[0]);
  });

  it('the overview shows the new counts, suppressed under 5, with no name or regNo', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/overview',
      headers: network,
    });
    expect(response.statusCode).toBe(200);
    for (const secret of [...NAMES, 'Home Child', ...regNos]) {
      expect(response.body).not.toContain(secret);
    }
    const body = response.json();
    const west = body.institutes.find((i: { code: string }) => i.code === 'west');
    const main = body.institutes.find((i: { code: string }) => i.code === 'main');
    expect(west.students).toBe(5);
    expect(west.byGroup).toEqual([{ group: 'preprimary', count: 5 }]);
    expect(west.byStatus).toEqual([{ status: 'active', count: 5 }]);
    expect(main.students).toBe('<5');
    expect(body.total.students).toBe(6);
  });

  it("each institute's attendance rate is its own register's: west, with no marks, shows none", async () => {
    const homeRegNos: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { response, info } = await register(ctx, homeHeaders, { info: { name: 'Home Child' } });
      expect(response.statusCode, response.body).toBe(201);
      homeRegNos.push(info.regNo);
    }
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/teacher/attendance/preprimary_1/${instituteDate(new Date())}`,
      headers: homeTeacher,
      payload: { absent: [{ regNo: homeRegNos[0] }], version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/overview',
      headers: network,
    });
    for (const secret of [...homeRegNos, ...regNos]) expect(response.body).not.toContain(secret);
    const body = response.json();
    const rateOf = (code: string) =>
      body.institutes.find((i: { code: string }) => i.code === code).attendanceRate;
    expect(rateOf('main')).toBe(80);
    expect(rateOf('west')).toBeNull();
    expect(body.total.attendanceRate).toBe(80);
  });

  it.each([
    [
      { code: 'main', name: 'Again', hosts: [], admin: { userId: 'a1' } },
      NETWORK_MESSAGES.codeTaken,
    ],
    [
      { code: 'WEST', name: 'Again', hosts: [], admin: { userId: 'a1' } },
      NETWORK_MESSAGES.codeTaken,
    ],
    [
      { code: 'south', name: 'S', hosts: ['bad host!'], admin: { userId: 'a1' } },
      NETWORK_MESSAGES.hostInvalid,
    ],
    [
      { code: 'south', name: 'S', hosts: [HOST], admin: { userId: 'a1' } },
      NETWORK_MESSAGES.hostTaken,
    ],
    [
      { code: 'south', name: 'S', hosts: ['a.test', 'A.test'], admin: { userId: 'a1' } },
      NETWORK_MESSAGES.hostRepeated,
    ],
    [
      { code: 'south', name: ' ', hosts: [], admin: { userId: 'a1' } },
      NETWORK_MESSAGES.nameRequired,
    ],
    [
      { code: 'south', name: 'S', hosts: [], admin: { userId: '' } },
      NETWORK_MESSAGES.adminIdRequired,
    ],
    [
      { code: 'south', name: 'S', hosts: [], admin: { userId: '-x y' } },
      NETWORK_MESSAGES.adminIdInvalid,
    ],
    [{ code: 's', name: 'S', hosts: [], admin: { userId: 'a1' } }, NETWORK_MESSAGES.codeInvalid],
  ])('refuses %j with the exact message (400)', async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('suspending ends its sessions and refuses sign-in at once; resuming lets them in', async () => {
    const headers = await signInAtWest();
    const suspended = await ctx.app.inject({
      method: 'POST',
      url: '/api/network/institutes/west/suspend',
      headers: network,
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      institute: { code: 'west', suspended: true },
      message: NETWORK_MESSAGES.suspended('west'),
    });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/admin/viewstudents', headers });
    expect(after.statusCode).toBe(401);
    const refused = await login({ id: westAdmin.userId, password: westAdmin.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(LOGIN_MESSAGES.instituteSuspended);

    const resumed = await ctx.app.inject({
      method: 'POST',
      url: '/api/network/institutes/west/resume',
      headers: network,
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().institute.suspended).toBe(false);
    await signInAtWest();
  });

  it('a network session is no session at another institute (401)', async () => {
    const atWest = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/overview',
      headers: { ...network, host: HOST },
    });
    expect(atWest.statusCode).toBe(401);
  });

  it("what the network did to west is in west's log for its admin; the home admin sees none of it", async () => {
    const actions = async (headers: Record<string, string>) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/audit?limit=200',
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { action: string; actorRole: string | null }[]).filter(
        (e) => e.actorRole === 'network',
      );
    };
    const west = await actions(await signInAtWest());
    expect(west.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'network.institute.create',
        'user.create',
        'network.institute.suspend',
        'network.institute.resume',
      ]),
    );
    // No view of the network's (the overview, the list of institutes) is west's business.
    expect(west.filter((e) => e.action.endsWith('.view'))).toEqual([]);
    expect(await actions(homeHeaders)).toEqual([]);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/audit',
      headers: network,
    });
    expect(own.json().data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['network.institute.create', 'network.institute.suspend']),
    );
  });
});
