import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { withInstitute } from '../src/db/institute-scope.js';
import { createAadhaarCipher } from '../src/lib/aadhaar-cipher.js';
import { openArchive } from '../src/modules/backup/archive.js';
import { unpackRows, writeInstituteBackup } from '../src/modules/backup/institute-backup.js';
import {
  InstituteRestoreError,
  restoreAsNewInstitute,
} from '../src/modules/backup/institute-restore.js';
import {
  AADHAAR_COLUMNS,
  DOCUMENT_COLUMNS,
  carried,
  instituteTables,
  NOT_CARRIED,
} from '../src/modules/backup/institute-tables.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { createTeacher, seedBank } from './helpers/progress-factories.js';
import { specialistWith } from './helpers/specialists.js';
import { register } from './helpers/students.js';
import { teacherFlows } from './helpers/teacher-flows.js';

/**
 * Issue 28 part 5: one institute's backup carries every institute table, and restores as a new
 * institute of the same deployment with new keys, references following and the numbers readable.
 * Both databases; the scope checks through the API on PostgreSQL only (the embedded database is
 * always one institute).
 */
const PASSPHRASE = 'institute backup passphrase';
const FAST = { N: 2 ** 10, r: 8, p: 1 };
const aadhaarKey = randomBytes(32);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let aadhaar: string;
let archive: Buffer;
let copy: number;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

async function backupOf(institute: { id: number; code: string; name: string }) {
  const { chunks } = await writeInstituteBackup(ctx.database, {
    institute,
    aadhaarKey,
    passphrase: PASSPHRASE,
    actor: { userId: 'test', role: 'system' },
    scrypt: FAST,
  });
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/** Rows of the table that belong to the institute, read as that institute. */
const countOf = (table: string, institute: number) =>
  withInstitute(institute, async () => {
    const result = await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where institute_id = ${institute}`,
    );
    return Number(rowsOf(result)[0]!.n);
  });

beforeAll(async () => {
  ctx = await createTestApp({ aadhaarKey });
  await seedBank(ctx, 'preprimary');
  admin = await signedIn(ctx, 'admin');
  const teacher = await createTeacher(ctx, ['preprimary_1']);
  const { response, info } = await register(ctx, admin.headers);
  expect(response.statusCode, response.body).toBe(201);
  aadhaar = info.aadharNo;
  await teacherFlows(ctx).answerCategory(
    teacher.headers,
    { regNo: info.regNo, section: 'preprimary', year: '1', term: 'Entry' },
    'personal',
    (i) => ['Yes', 'NE', 'NA'][i]!,
  );
  // A specialist with the student and a whole class on the caseload (issue 31 part 2).
  const spec = await specialistWith(ctx, 'speech');
  const caseload = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/specialists/${spec.user.userId}/caseload`,
    headers: admin.headers,
    payload: { regNos: [info.regNo], classIds: ['primary1_1'] },
  });
  expect(caseload.statusCode, caseload.body).toBe(200);
  archive = await backupOf({ id: 1, code: 'main', name: 'Main institute' });
});
afterAll(() => ctx.close());

describe('what an institute backup holds', () => {
  it('every table with institute_id is carried or named in NOT_CARRIED', async () => {
    const all = await rowsOf(
      await ctx.database.db.execute(sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'institute_id'
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`),
    ).map((r) => r.name as string);
    const tables = await instituteTables(ctx.database.db);
    expect(tables.map((t) => t.name).sort()).toEqual(all);
    expect(all).toEqual(expect.arrayContaining(Object.keys(NOT_CARRIED)));
    expect(carried(tables).length).toBe(all.length - Object.keys(NOT_CARRIED).length);
  });

  it('every key column of a carried table is its own key or a reference that follows', async () => {
    const columns = rowsOf(
      await ctx.database.db.execute(sql`select c.relname as "table", a.attname as "column"
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and a.attname like '%id' and a.attname <> 'institute_id'
          and format_type(a.atttypid, a.atttypmod) in ('integer', 'bigint', 'uuid')`),
    ) as { table: string; column: string }[];
    const tables = carried(await instituteTables(ctx.database.db));
    const unplaced = columns.filter(({ table, column }) => {
      const t = tables.find((x) => x.name === table);
      if (!t) return false;
      return t.key?.column !== column && !t.references.some((r) => r.column === column);
    });
    expect(unplaced).toEqual([]);
  });

  it('every column holding an encrypted number is re-encrypted on restore', async () => {
    const ciphers = rowsOf(
      await ctx.database.db.execute(sql`select c.relname as "table", a.attname as "column"
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attname like '%cipher%' and not a.attisdropped
        order by 1, 2`),
    );
    expect(ciphers).toEqual(
      [...AADHAAR_COLUMNS, ...DOCUMENT_COLUMNS].sort((a, b) => a.table.localeCompare(b.table)),
    );
  });
});

describe('restore as a new institute of the same deployment', () => {
  it('writes every row under the new institute with new keys and followed references', async () => {
    const result = await restoreAsNewInstitute({
      archive,
      passphrase: PASSPHRASE,
      database: ctx.database,
      code: 'copy',
      name: 'The copy',
      deploymentKey: aadhaarKey,
      actor: { userId: 'test', role: 'system' },
    });
    copy = result.institute;
    expect(copy).toBeGreaterThan(1);
    for (const table of carried(await instituteTables(ctx.database.db))) {
      // Institute 1's log also holds the backup's own entry, written after its rows were read;
      // the copy's log holds the restore's entry besides the copied ones.
      const audit = table.name === 'audit_log' ? 1 : 0;
      expect(result.rows[table.name], table.name).toBe((await countOf(table.name, 1)) - audit);
      expect(await countOf(table.name, copy), table.name).toBe(result.rows[table.name]! + audit);
    }
    expect(result.rows.students).toBeGreaterThan(0);
    expect(result.rows.term_reports).toBeGreaterThan(0);
    expect(result.rows.caseload_classes).toBe(1);
    expect(result.rows.caseload_students).toBe(1);

    await withInstitute(copy, async () => {
      const [details] = rowsOf(
        await ctx.database.db.execute(sql`select d.aadhaar_cipher, d.student_id, s.id
          from student_details d join students s on s.id = d.student_id
          where d.institute_id = ${copy}`),
      );
      expect(createAadhaarCipher(aadhaarKey).decrypt(details!.aadhaar_cipher as string)).toBe(
        aadhaar,
      );
      // Each answer's bank item is one of the copy's own items.
      const [report] = rowsOf(
        await ctx.database.db.execute(sql`select items, bank_versions from term_reports
          where institute_id = ${copy}`),
      );
      const itemIds = (report!.items as Record<string, { itemId: number | null }[]>).personal!.map(
        (i) => i.itemId,
      );
      const own = rowsOf(
        await ctx.database.db.execute(
          sql`select id from question_items where institute_id = ${copy}`,
        ),
      ).map((r) => r.id);
      expect(itemIds.length).toBeGreaterThan(0);
      for (const id of itemIds) expect(own).toContain(id);
      // The class assignment names the copy's own specialist account.
      const [assigned] = rowsOf(
        await ctx.database.db.execute(sql`select c.class_id, u.institute_id as "userInstitute"
          from caseload_classes c join users u on u.id = c.specialist_account_id
          where c.institute_id = ${copy}`),
      );
      expect(assigned).toEqual({ class_id: 'primary1_1', userInstitute: copy });
    });
  });

  it('refuses a code in use, and another key without the source key, writing nothing', async () => {
    const base = {
      archive,
      passphrase: PASSPHRASE,
      database: ctx.database,
      name: 'Again',
      deploymentKey: aadhaarKey,
      actor: { userId: 'test', role: 'system' },
    };
    await expect(restoreAsNewInstitute({ ...base, code: 'COPY' })).rejects.toThrow(
      /^An institute with the code COPY exists already/,
    );
    await expect(
      restoreAsNewInstitute({ ...base, code: 'other', deploymentKey: randomBytes(32) }),
    ).rejects.toThrow(/encrypted with another key .* --source-key-file FILE/);
    await expect(
      restoreAsNewInstitute({
        ...base,
        code: 'other',
        deploymentKey: randomBytes(32),
        sourceKey: { key: randomBytes(32), from: 'wrong.key' },
      }),
    ).rejects.toThrow(/^The key from wrong.key .* is not the key of this backup/);
    await expect(restoreAsNewInstitute({ ...base, code: 'bad code!' })).rejects.toThrow(
      InstituteRestoreError,
    );
    const institutes = rowsOf(
      await ctx.database.db.execute(sql`select code from institutes order by id`),
    );
    expect(institutes.map((r) => r.code)).toEqual(['main', 'copy']);
  });
});

describe.runIf(onPostgres)('an institute sees only its own rows', () => {
  it("the copy's export and backup hold none of the other institute's rows", async () => {
    // A student of institute 1 registered after the backup.
    const only = await register(ctx, admin.headers, { info: { name: 'Only In Main' } });
    expect(only.response.statusCode).toBe(201);
    // A server started now knows both institutes; the address serves both, so the code is asked.
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      jwtSecret: randomBytes(32),
      aadhaarKey,
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { id: admin.user.userId, password: admin.user.password, institute: 'copy' },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const headers = { authorization: `Bearer ${signIn.json().token as string}` };
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/viewstudents?status=all',
        headers,
      });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('Only In Main');
      const exported = await app.inject({
        method: 'GET',
        url: '/api/admin/students/export',
        headers,
      });
      expect(exported.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
      const cells: string[] = [];
      workbook.worksheets[0]!.eachRow((row) => cells.push(JSON.stringify(row.values)));
      expect(cells.length).toBeGreaterThan(1);
      expect(cells.join('\n')).not.toContain('Only In Main');
    } finally {
      await app.close();
    }
    const ofCopy = await backupOf({ id: copy, code: 'copy', name: 'The copy' });
    const rows = await unpackRows((await openArchive(ofCopy, PASSPHRASE)).payload);
    expect(JSON.stringify(rows)).not.toContain('Only In Main');
    for (const [table, list] of Object.entries(rows.tables)) {
      for (const row of list) expect(row.institute_id, table).toBe(copy);
    }
  });
});
