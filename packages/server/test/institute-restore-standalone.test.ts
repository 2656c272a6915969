import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { withInstitute } from '../src/db/institute-scope.js';
import { readArchiveHeader } from '../src/modules/backup/archive.js';
import { exportInstitute } from '../src/modules/backup/institute-backup.js';
import { writeBackup } from '../src/modules/backup/service.js';
import { restoreAsNewInstitute } from '../src/modules/backup/institute-restore.js';
import { carried, instituteTables } from '../src/modules/backup/institute-tables.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { preTenancyArchive } from './helpers/pre-tenancy.js';
import { createTeacher, seedBank } from './helpers/progress-factories.js';
import { register } from './helpers/students.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/**
 * Issue 28, Done when: "A single-institute backup ... restores as a new institute of a network
 * deployment, and every history, login and Aadhaar reveal works there." A stand-alone embedded
 * installation (its own Aadhaar key) is backed up the usual way and restored as institute
 * `north` of a PostgreSQL deployment that already serves institute 1 with another key; the same
 * installation's backup as made before institutes existed restores as `west` (schema 0022) and
 * as `east` (schema 0020, before the disability tables: no institute_id column at all).
 */
const PASSPHRASE = 'stand-alone passphrase';
const standaloneKey = randomBytes(32);
const deploymentKey = randomBytes(32);
const SHARED = 'network.example.test';

type Inject = App['inject'];
let standalone: TestContext;
let deployment: TestContext;
let archive: Buffer;
let preTenancy: Buffer;
let beforeDisability: Buffer;
const seen: {
  admin?: { userId: string; password: string };
  teacherId?: string;
  students: { regNo: string; aadhaar: string; password: string }[];
  history?: unknown;
  mainAdmin?: { userId: string; password: string };
  record?: unknown;
} = { students: [] };

async function standaloneInstallation(): Promise<TestContext> {
  const database = await openDatabase({});
  const config = loadConfig({
    DATA_DIR: path.join('/tmp', 'pragati-test-unused'),
    WEB_DIST: path.join('/tmp', 'pragati-test-no-web'),
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: randomBytes(32),
    aadhaarKey: standaloneKey,
  });
  await app.ready();
  return { app, database, config, close: async () => (await app.close(), database.close()) };
}

const get = (inject: Inject, url: string, headers: Record<string, string>) =>
  inject({ method: 'GET', url, headers: { host: SHARED, ...headers } });

async function signIn(inject: Inject, id: string, password: string, institute?: string) {
  const response = await inject({
    method: 'POST',
    url: '/api/login',
    headers: { host: SHARED },
    payload: { id, password, ...(institute ? { institute } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token: string; mustChangePassword?: boolean };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Rows per institute table of institute 1, to show the restore left them alone. */
const institute1Counts = () =>
  withInstitute(1, async () => {
    const counts: Record<string, number> = {};
    for (const table of carried(await instituteTables(deployment.database.db))) {
      const result = await deployment.database.db.execute(
        sql`select count(*)::int as n from ${sql.raw(`"${table.name}"`)} where institute_id = 1`,
      );
      counts[table.name] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    }
    return counts;
  });

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a stand-alone backup joins a network',
  // Two databases built and migrated, scrypt at full cost, on a shared two-core machine.
  { timeout: 180_000 },
  () => {
    beforeAll(async () => {
      standalone = await standaloneInstallation();
      await seedBank(standalone, 'preprimary');
      const admin = await signedIn(standalone, 'admin');
      seen.admin = admin.user;
      const teacher = await createTeacher(standalone, ['preprimary_1']);
      seen.teacherId = teacher.teacherId;
      for (let i = 0; i < 2; i += 1) {
        const { response, info } = await register(standalone, admin.headers);
        expect(response.statusCode, response.body).toBe(201);
        seen.students.push({
          regNo: info.regNo,
          aadhaar: info.aadharNo,
          password: response.json().temporaryPassword,
        });
      }
      const first = seen.students[0]!.regNo;
      await teacherFlows(standalone).answerCategory(
        teacher.headers,
        { regNo: first, section: 'preprimary', year: '1', term: 'Entry' },
        'personal',
        (i) => ['Yes', 'NE', 'NA'][i]!,
      );
      const history = await get(
        standalone.app.inject.bind(standalone.app),
        '/api/admin/student/viewHistory',
        {
          ...admin.headers,
          id: first,
        },
      );
      expect(history.statusCode, history.body).toBe(200);
      seen.history = history.json();
      const record = await get(
        standalone.app.inject.bind(standalone.app),
        '/api/teacher/getStudentbyId',
        {
          ...teacher.headers,
          id: first,
        },
      );
      expect(record.statusCode).toBe(200);
      seen.record = record.json();
      const backup = await writeBackup(standalone.database, {
        aadhaarKey: standaloneKey,
        passphrase: PASSPHRASE,
        actor: { userId: 'test', role: 'system' },
      });
      const parts: Buffer[] = [];
      for await (const chunk of backup.chunks) parts.push(chunk);
      archive = Buffer.concat(parts);
      // The same installation as it was before institutes (schema 0022): the same rows and ids.
      const order = carried(await instituteTables(standalone.database.db)).map((t) => t.name);
      const rows = await exportInstitute(standalone.database, 1);
      preTenancy = await preTenancyArchive(rows, order, standaloneKey, PASSPHRASE);
      // And before the disability profile (schema 0020): no institute_id in any table.
      beforeDisability = await preTenancyArchive(
        rows,
        order,
        standaloneKey,
        PASSPHRASE,
        '0020_access_rule',
      );

      deployment = await createTestApp({ aadhaarKey: deploymentKey });
      const mainAdmin = await signedIn(deployment, 'admin', { userId: seen.admin.userId });
      seen.mainAdmin = mainAdmin.user;
      const main = await register(deployment, mainAdmin.headers, { info: { name: 'Main Only' } });
      expect(main.response.statusCode).toBe(201);
    }, 300_000);
    afterAll(async () => {
      await standalone?.close();
      await deployment?.close();
    });

    /** Restores the archive as a new institute, then signs in there and reads everything. */
    async function restoredWorks(backup: Buffer, code: string) {
      const before = await institute1Counts();
      const result = await restoreAsNewInstitute({
        archive: backup,
        passphrase: PASSPHRASE,
        database: deployment.database,
        code,
        name: `School ${code}`,
        deploymentKey,
        sourceKey: { key: standaloneKey, from: 'aadhaar.key of the stand-alone' },
        actor: { userId: 'test', role: 'system' },
      });
      expect(result.institute).toBeGreaterThan(1);
      expect(result.rows.students).toBe(2);
      expect(await institute1Counts()).toEqual(before);

      // A server started now (or within the directory's 30 s) knows every institute.
      const app = await buildApp({
        config: deployment.config,
        database: deployment.database,
        jwtSecret: randomBytes(32),
        aadhaarKey: deploymentKey,
      });
      const inject = app.inject.bind(app);
      try {
        const admin = bearer(
          (await signIn(inject, seen.admin!.userId, seen.admin!.password, code)).token,
        );
        const first = seen.students[0]!;
        const history = await get(inject, '/api/admin/student/viewHistory', {
          ...admin,
          id: first.regNo,
        });
        expect(history.statusCode, history.body).toBe(200);
        expect(history.json()).toEqual(seen.history);
        for (const student of seen.students) {
          const reveal = await inject({
            method: 'POST',
            url: `/api/admin/students/${encodeURIComponent(student.regNo)}/aadhaar`,
            headers: { host: SHARED, ...admin },
          });
          expect(reveal.statusCode, reveal.body).toBe(200);
          expect(JSON.stringify(reveal.json())).toContain(student.aadhaar);
          const login = await signIn(inject, student.regNo, student.password, code);
          expect(login.mustChangePassword).toBe(true);
        }
        const teacher = bearer(
          (await signIn(inject, seen.teacherId!, 'teacher-pass-1', code)).token,
        );
        const record = await get(inject, '/api/teacher/getStudentbyId', {
          ...teacher,
          id: first.regNo,
        });
        expect(record.statusCode, record.body).toBe(200);
        expect(record.json()).toEqual(seen.record);

        // Institute 1 still sees only its own student, and the new one none of it.
        const list = await get(inject, '/api/admin/viewstudents?status=all', admin);
        expect(list.body).not.toContain('Main Only');
        const mainAdmin = bearer(
          (await signIn(inject, seen.mainAdmin!.userId, seen.mainAdmin!.password, 'main')).token,
        );
        const mainList = await get(inject, '/api/admin/viewstudents?status=all', mainAdmin);
        expect((mainList.json().data as { name: string }[]).map((s) => s.name)).toEqual([
          'Main Only',
        ]);
      } finally {
        await app.close();
      }
    }

    it("today's whole backup restores as institute north: logins, history, reveal; institute 1 unchanged", async () => {
      await restoredWorks(archive, 'north');
    });

    it('a whole backup from before institutes existed restores as institute west', async () => {
      // Migrations 0000 … 0022: no institutes table, no institute_id.
      expect(readArchiveHeader(preTenancy).header.migrations).toBe(23);
      await restoredWorks(preTenancy, 'west');
    });

    it('a whole backup from before the disability profile (schema 0020) restores as institute east', async () => {
      // Migrations 0000 … 0020: no institute_id column anywhere.
      expect(readArchiveHeader(beforeDisability).header.migrations).toBe(21);
      await restoredWorks(beforeDisability, 'east');
    });
  },
);
