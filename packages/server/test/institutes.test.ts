import { LOGIN_MESSAGES } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withInstitute } from '../src/db/institute-scope.js';
import { institutes } from '../src/db/schema/index.js';
import { createTestApp, createUser, type TestContext, type TestUser } from './helpers/app.js';
import { addInstitute } from './helpers/institutes.js';
import { register } from './helpers/students.js';

/**
 * Issue 28 part 2: which institute a request belongs to. Two institutes on one PostgreSQL
 * database, each on its own host, with the same login id and the same registration number; and
 * a shared address where the login names the institute by its code. (The embedded database is
 * always one institute: its superuser meets no row policy.)
 */
const HOST_A = 'a.example.test';
const HOST_B = 'b.example.test';
const SHARED = 'network.example.test';
const SAME_ID = 'office-admin';
const SAME_REG = 'REG-SAME-1';

let ctx: TestContext;
let north: number;
const admins: Record<'a' | 'b', TestUser> = {} as never;

async function sheetRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

const login = (host: string, body: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', headers: { host }, payload: body });

async function headersAt(host: string, user: TestUser, institute?: string) {
  const body = { id: user.userId, password: user.password, ...(institute ? { institute } : {}) };
  const response = await login(host, body);
  expect(response.statusCode, response.body).toBe(200);
  return { host, authorization: `Bearer ${response.json().token as string}` };
}

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('institutes on one database', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    // Before the first request: the app reads the institutes when it first needs them.
    north = await addInstitute(ctx, {
      code: 'north',
      name: 'North',
      host: HOST_B,
      ownHost: HOST_A,
    });
    await ctx.database.db.insert(institutes).values({
      code: 'east',
      name: 'East',
      suspendedAt: new Date(),
    });
    admins.a = await createUser(ctx, { userId: SAME_ID, role: 'admin' });
    admins.b = await withInstitute(north, () =>
      createUser(ctx, { userId: SAME_ID, role: 'admin' }),
    );
    for (const [host, user, name] of [
      [HOST_A, admins.a, 'Asha of A'],
      [HOST_B, admins.b, 'Bina of B'],
    ] as const) {
      const headers = await headersAt(host, user);
      const { response } = await register(ctx, headers, { info: { regNo: SAME_REG, name } });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  it('the same login id signs in to each institute with its own password only', async () => {
    const wrong = await login(HOST_B, { id: SAME_ID, password: admins.a.password });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe(LOGIN_MESSAGES.invalid);
  });

  it('each admin finds only their own student by list, search, export and id', async () => {
    for (const [host, user, own, other] of [
      [HOST_A, admins.a, 'Asha of A', 'Bina of B'],
      [HOST_B, admins.b, 'Bina of B', 'Asha of A'],
    ] as const) {
      const headers = await headersAt(host, user);
      const list = await get('/api/admin/viewstudents?status=all', headers);
      expect(list.statusCode).toBe(200);
      const names = (list.json().data as { name: string }[]).map((s) => s.name);
      expect(names).toEqual([own]);

      const exported = await get(`/api/admin/students/export?regNo=${SAME_REG}`, headers);
      expect(exported.statusCode).toBe(200);
      const cells = (await sheetRows(exported.rawPayload)).slice(1).flat();
      expect(cells).toContain(own);
      expect(cells).not.toContain(other);

      const byId = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/viewStudentDetails',
        headers: { ...headers, regNo: SAME_REG },
      });
      expect(byId.statusCode).toBe(200);
      expect(byId.body).toContain(own);
      expect(byId.body).not.toContain(other);
    }
  });

  it("refuses a token of one institute at another's host (401)", async () => {
    const ofA = await headersAt(HOST_A, admins.a);
    const atB = await get('/api/admin/viewstudents', { ...ofA, host: HOST_B });
    expect(atB.statusCode).toBe(401);
    expect(atB.json().msg).toBe(LOGIN_MESSAGES.sessionExpired);
  });

  it('on a shared address, the login names the institute by its code', async () => {
    const without = await login(SHARED, { id: SAME_ID, password: admins.b.password });
    expect(without.statusCode).toBe(400);
    expect(without.json().msg).toBe(LOGIN_MESSAGES.instituteRequired);
    const unknown = await login(SHARED, {
      id: SAME_ID,
      password: admins.b.password,
      institute: 'nowhere',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe(LOGIN_MESSAGES.instituteUnknown);

    const headers = await headersAt(SHARED, admins.b, 'NORTH');
    const list = await get('/api/admin/viewstudents', headers);
    expect(list.statusCode).toBe(200);
    expect((list.json().data as { name: string }[]).map((s) => s.name)).toEqual(['Bina of B']);
    // The token's institute holds at the shared address, and only there and at its own host.
    expect((await get('/api/admin/viewstudents', { ...headers, host: HOST_B })).statusCode).toBe(
      200,
    );
    expect((await get('/api/admin/viewstudents', { ...headers, host: HOST_A })).statusCode).toBe(
      401,
    );
  });

  it('GET /api/institute tells the login screen whether to ask for the code', async () => {
    for (const [host, asksCode] of [
      [SHARED, true],
      [HOST_A, false],
      [HOST_B, false],
    ] as const) {
      const response = await get('/api/institute', { host });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ asksCode });
    }
  });

  it('a suspended institute refuses sign-in', async () => {
    const [east] = await ctx.database.db
      .select({ id: institutes.id })
      .from(institutes)
      .where(eq(institutes.code, 'east'));
    const user = await withInstitute(east!.id, () => createUser(ctx, { role: 'admin' }));
    const response = await login(SHARED, {
      ...{ id: user.userId, password: user.password },
      institute: 'east',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(LOGIN_MESSAGES.instituteSuspended);
  });
});
