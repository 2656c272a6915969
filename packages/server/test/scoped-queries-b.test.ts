import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type InstituteSettings, instituteDate } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { withInstitute } from '../src/db/institute-scope.js';
import { attendanceMarks, attendanceRegisters, students } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { exportInstitute } from '../src/modules/backup/institute-backup.js';
import { classMarks, findRegister, registerMarks } from '../src/modules/attendance/repository.js';
import { insertItems, insertVersion } from '../src/modules/question-bank/repository.js';
import { insertUser } from '../src/modules/users/repository.js';
import { createTestDatabase } from './helpers/database.js';
import { addInstitute } from './helpers/institutes.js';
import { seedBank } from './helpers/progress-factories.js';
import { register } from './helpers/students.js';

/*
 * Issue 28, decisions §20: "scoped queries, and forced row-level security as the second wall",
 * for the routes of the second half of the modules (scoped-queries.test.ts has the first). The
 * app runs as the tables' OWNER, which the row policies let through, so each query's own
 * institute condition (src/db/institute-scope.ts) is the only wall. Institute 1 ("Firstholm")
 * and institute 2 ("Secondale") hold the same login id; institute 2's admin calls the routes,
 * which must answer only institute 2's rows.
 */

const ONE = { host: 'firstholm.scoped-b.test', label: 'Firstholm' };
const TWO = { host: 'secondale.scoped-b.test', label: 'Secondale' };
const SHARED_ADMIN = 'shared.admin';
const passwordOf = (label: string) => `${label.toLowerCase()}-pass-1`;
const adminOf = (label: string) => `${label.toLowerCase()}.admin`;

let appRoleDatabase: Database;
let ownerDatabase: Database;
let app: App;
let second: number;
const auth: Record<string, Record<string, string>> = {};
const setupProblems: string[] = [];
const today = instituteDate(new Date());

/** Today's register of preprimary_1 with the pupil absent, kept as the institute's own rows. */
async function keepRegister(label: string, institute: number) {
  await withInstitute(institute, async () => {
    const db = ownerDatabase.db;
    const [pupil] = await db
      .select({ id: students.id, section: students.currSection, year: students.currYear })
      .from(students)
      .where(eq(students.name, `${label} Pupil`));
    const [register] = await db
      .insert(attendanceRegisters)
      .values({ classId: 'preprimary_1', date: today, savedBy: 'test' })
      .returning({ id: attendanceRegisters.id });
    await db.insert(attendanceMarks).values({
      registerId: register!.id,
      studentId: pupil!.id,
      date: today,
      section: pupil!.section,
      year: pupil!.year,
      term: 'Entry',
      present: false,
      reason: 'ill',
    });
  });
}

const inject = (
  at: { host: string },
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { host: at.host, ...auth[at.host] },
    ...(payload ? { payload } : {}),
  });

const settingsOf = (label: string): InstituteSettings => ({
  name: `${label} School`,
  tagline: 'Every child learns',
  address: `1 ${label} Road`,
  phone: '+91 120 123 4567',
  email: 'office@school.example',
  helpline: '1800 000 111',
  grievanceName: `${label} Officer`,
  grievanceEmail: 'officer@school.example',
  grievancePhone: '9812345678',
  logoUrl: '/logo.svg',
  languages: ['en'],
  retentionYears: 7,
});

/** The institute's admin (same login id everywhere, its own password), its bank and rows. */
async function arrange(at: { host: string; label: string }, institute: number) {
  await withInstitute(institute, async () => {
    // The shared id for the login's own test; the routes' calls sign in with the institute's own
    // id, so each route is judged by itself.
    for (const userId of [SHARED_ADMIN, adminOf(at.label)]) {
      await insertUser(ownerDatabase.db, {
        userId,
        role: 'admin',
        passwordHash: await hashPassword(passwordOf(at.label)),
        mustChangePassword: false,
      });
    }
    await seedBank({ database: ownerDatabase } as never, 'preprimary');
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host: at.host },
    payload: { id: adminOf(at.label), password: passwordOf(at.label) },
  });
  expect(login.statusCode, `${at.label} login: ${login.body}`).toBe(200);
  auth[at.host] = { authorization: `Bearer ${login.json().token as string}` };
  const registered = await register(
    { app } as never,
    { host: at.host, ...auth[at.host] },
    {
      info: { name: `${at.label} Pupil` },
    },
  );
  expect(registered.response.statusCode, registered.response.body).toBe(201);
  const steps: [string, string, object][] = [
    ['PUT', '/admin/institute', settingsOf(at.label)],
    ['PUT', '/admin/groups/secondary', { names: { en: `${at.label} Group`, hi: 'माध्यमिक' } }],
    [
      'POST',
      '/admin/users',
      { userId: `${at.label.toLowerCase()}.ot`, role: 'specialist', kind: 'occupational' },
    ],
  ];
  for (const [method, url, body] of steps) {
    // Recorded, not thrown: a write that forgets the institute fails here, and the reads below
    // are still judged one by one.
    const r = await inject(at, method as 'PUT', url, body);
    if (r.statusCode >= 300) setupProblems.push(`${at.label} ${method} ${url} → ${r.statusCode}`);
  }
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('queries name their institute, part b (app as the tables owner)', () => {
  beforeAll(async () => {
    appRoleDatabase = await createTestDatabase();
    const context = { database: appRoleDatabase } as never;
    second = await addInstitute(context, { code: 'secondale', host: TWO.host, ownHost: ONE.host });
    if (appRoleDatabase.source.kind !== 'postgres') throw new Error('PostgreSQL only');
    // The same database as its login role, which owns the tables: no row policy binds it.
    ownerDatabase = await openDatabase({ databaseUrl: appRoleDatabase.source.url, poolSize: 3 });
    app = await buildApp({
      config: loadConfig({
        DATA_DIR: path.join('/tmp', 'pragati-test-unused'),
        WEB_DIST: path.join('/tmp', 'pragati-test-no-web'),
      }),
      database: ownerDatabase,
      jwtSecret: randomBytes(32),
      aadhaarKey: randomBytes(32),
      loginRateLimit: { max: 1_000_000, timeWindow: 60_000 },
    });
    await app.ready();
    await arrange(ONE, 1);
    // A later version of a list in institute 1 only, with a question only it asks.
    await withInstitute(1, async () => {
      const [itemId] = await insertItems(ownerDatabase.db, 'preprimary', 'personal', 1);
      await insertVersion(ownerDatabase.db, {
        section: 'preprimary',
        category: 'personal',
        version: 2,
        source: 'import',
        note: null,
        createdBy: 'test',
        entries: [{ itemId: itemId!, question: 'Firstholm question', questionHi: null }],
      });
    });
    await arrange(TWO, second);
    await keepRegister(ONE.label, 1);
    await keepRegister(TWO.label, second);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await ownerDatabase?.close();
    await appRoleDatabase?.close();
  });

  it("each institute's admin writes its own settings, group names and specialist", () => {
    expect(setupProblems).toEqual([]);
  });

  it('a login id both institutes hold signs in only with its own institute’s password', async () => {
    const at = (host: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host },
        payload: { id: SHARED_ADMIN, password },
      });
    expect((await at(TWO.host, passwordOf(TWO.label))).statusCode).toBe(200);
    expect((await at(TWO.host, passwordOf(ONE.label))).statusCode).toBe(401);
    expect((await at(ONE.host, passwordOf(TWO.label))).statusCode).toBe(401);
  });

  it.each([
    ['/admin/institute', `${TWO.label} Officer`],
    ['/admin/groups', `${TWO.label} Group`],
    ['/admin/specialists', 'secondale.ot'],
    ['/admin/disability-reminders', `${TWO.label} Pupil`],
    ['/admin/questions', 'preprimary'],
    ['/admin/questions/preprimary/personal/versions', 'preprimary'],
    ['/me/preferences', ''],
  ])("GET %s answers only the caller's institute", async (url, own) => {
    const response = await inject(TWO, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(own);
    expect(response.body.toLowerCase()).not.toContain(ONE.label.toLowerCase());
  });

  // The register and month routes also show the class roll, which the access module reads
  // (scoped-queries.test.ts's half): the attendance rows themselves are checked here.
  it("the register's and the month's marks are the institute's own", async () => {
    const marks = await withInstitute(second, async () => {
      const db = ownerDatabase.db;
      const register = await findRegister(db, 'preprimary_1', today);
      return {
        month: await classMarks(db, 'preprimary_1', today, today),
        register: await registerMarks(db, register!.id),
      };
    });
    expect(marks.month.map((m) => m.name)).toEqual([`${TWO.label} Pupil`]);
    expect(marks.register).toHaveLength(1);
  });

  it('the programme structure lists the seven groups once', async () => {
    const response = await inject(TWO, 'GET', '/admin/groups');
    expect(response.json().data ?? response.json()).toHaveLength(7);
  });

  it('a specialist of the same login id in another institute is not found here', async () => {
    const other = await inject(TWO, 'GET', '/admin/specialists/firstholm.ot/caseload');
    expect(other.statusCode).toBe(404);
    const own = await inject(TWO, 'GET', '/admin/specialists/secondale.ot/caseload');
    expect(own.statusCode, own.body).toBe(200);
  });

  it("a backup of one institute holds only that institute's rows", async () => {
    const rows = await exportInstitute(ownerDatabase, second);
    const text = JSON.stringify(rows);
    expect(text).toContain(`${TWO.label} Pupil`);
    expect(text).not.toContain(ONE.label);
    for (const [table, list] of Object.entries(rows.tables)) {
      for (const row of list) expect(row.institute_id, table).toBe(second);
    }
  });
});

describe.runIf(!onPostgres)('queries name their institute, part b', () => {
  it.skip('needs PostgreSQL: the embedded database has one role, so no owner to bypass the policies', () => {});
});
