import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { embeddedDataFolder, openDatabase } from '../src/db/client.js';
import { openConfiguredDatabase } from '../src/db/open-configured.js';
import { explainOpenFailure } from '../src/db/open-faults.js';
import { StartupError } from '../src/lib/startup-error.js';
import { signedIn } from './helpers/app.js';
import { seedBank } from './helpers/progress-factories.js';
import { register } from './helpers/students.js';

/**
 * Start-up faults (issue 11 part 7): each becomes one message naming the folder or database and
 * the way out, with the original error kept only as the cause (printed at LOG_LEVEL=debug).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-faults-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const errno = (code: string, message = `${code}: failed`) =>
  Object.assign(new Error(message), { code });

describe('a database that cannot be opened', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a full disk', errno('ENOSPC'), /is full.*Free some space/],
    [
      'a full disk, said in text only',
      new Error('write failed: No space left on device'),
      /is full/,
    ],
    ['a read-only disk', errno('EROFS'), /is on a read-only disk \(EROFS\)/],
    ['a folder of another account', errno('EACCES'), /cannot be written by this user \(EACCES\)/],
    [
      'damaged files',
      new Error('RuntimeError: Aborted()'),
      /looks damaged.*restore your latest backup/,
    ],
  ];
  it.each(cases)('%s: one message naming the folder and the way out', (_name, error, expected) => {
    const explained = explainOpenFailure(error, { dataDir, databaseUrl: undefined });
    expect(explained).toBeInstanceOf(StartupError);
    expect(explained.message).toMatch(expected);
    expect(explained.message).toContain(dataDir);
    expect(explained.cause).toBe(error);
  });

  // Issue 26: a read-only disk also reports (almost) no free space; it was called full.
  it.each([
    ['the error says EROFS', errno('EROFS')],
    ['only the write check says so', new Error('RuntimeError: Aborted()')],
  ])('an empty folder on a read-only disk is read-only, not full (%s)', (_name, error) => {
    const readOnlyDisk = { freeBytes: () => 0, writeProblem: () => 'EROFS' };
    const explained = explainOpenFailure(error, { dataDir, databaseUrl: undefined }, readOnlyDisk);
    expect(explained.message).toMatch(/is on a read-only disk \(EROFS\)/);
    expect(explained.message).toMatch(/mount it read-write.*set DATA_DIR/);
    expect(explained.message).not.toMatch(/full|Free some space/);
    expect(explained.message).toContain(dataDir);
  });

  it('a PostgreSQL server that does not answer: the address without the password', () => {
    const explained = explainOpenFailure(new Error('connect ECONNREFUSED 127.0.0.1:5999'), {
      dataDir,
      databaseUrl: 'postgres://staff:secret-pass@127.0.0.1:5999/pragati',
    });
    expect(explained.message).toContain('127.0.0.1:5999/pragati');
    expect(explained.message).not.toContain('secret-pass');
  });

  it('a folder last used by a newer version is refused, not half-used', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', 4102444800000)`,
    );
    await first.close();
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /last used by a newer version of Pragati: it holds 1 schema change/,
    );
  }, 120_000);
});

/** A data folder with students and their Entry terms (long checklist lists, kept in TOAST). */
async function filledFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-damaged-'));
  const database = await openDatabase({ dataDir: dir });
  const config = loadConfig({ DATA_DIR: dir, WEB_DIST: path.join(dir, 'no-web') });
  const app = await buildApp({
    config,
    database,
    jwtSecret: randomBytes(32),
    aadhaarKey: randomBytes(32),
  });
  await app.ready();
  const ctx = { app, database, config, close: async () => undefined };
  const sizes = { personal: 40, social: 40, academic: 40, occupational: 40, recreational: 40 };
  await seedBank(ctx, 'preprimary', sizes);
  const admin = await signedIn(ctx, 'admin');
  for (let i = 0; i < 3; i++)
    expect((await register(ctx, admin.headers)).response.statusCode).toBe(201);
  const file = async (table: string, which: 'oid' | 'reltoastrelid') => {
    const result = await database.db.execute(
      sql`select pg_relation_filepath(${sql.raw(which)}) as file, pg_relation_size(${sql.raw(which)})::int as size
          from pg_class where relname = ${table} and relnamespace = 'public'::regnamespace`,
    );
    const row = (result as unknown as { rows: { file: string; size: number }[] }).rows[0]!;
    return { path: path.join(embeddedDataFolder(dir), row.file), size: row.size };
  };
  const files = {
    studentsHeap: await file('students', 'oid'),
    termReportsToast: await file('term_reports', 'reltoastrelid'),
  };
  await app.close();
  await database.close();
  return { dir, files };
}

describe('a damaged database stops the start with one clear message', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });
  const start = (dir: string) =>
    openConfiguredDatabase(
      { dataDir: dir, databaseUrl: undefined },
      { purpose: 'server', log: () => undefined },
    );

  it('damaged bytes in a table file: the table, the folder and the backup, no SQL', async () => {
    const { dir, files } = await filledFolder();
    folders.push(dir);
    const bytes = fs.readFileSync(files.studentsHeap.path);
    bytes.fill(0x5a, 0, 64); // the first page's header
    fs.writeFileSync(files.studentsHeap.path, bytes);
    const error = await start(dir).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect(error!.message).toMatch(
      /embedded database in .*pgdata is damaged: table students could not be read \(invalid page in block 0/,
    );
    expect(error!.message).toMatch(/restore your latest backup into a new, empty folder/);
    expect(error!.message).not.toMatch(/Failed query|select/i);
    // The folder is free again for the restore or another try.
    expect(fs.existsSync(path.join(dir, 'pragati.lock'))).toBe(false);
  }, 120_000);

  it('an emptied TOAST file of term_reports is found at start, not at the first read', async () => {
    const { dir, files } = await filledFolder();
    folders.push(dir);
    expect(files.termReportsToast.size).toBeGreaterThan(0);
    fs.truncateSync(files.termReportsToast.path, 0);
    await expect(start(dir)).rejects.toThrow(
      /is damaged: table term_reports could not be read \(could not read blocks? .*restore your latest backup/,
    );
  }, 120_000);

  it('an undamaged folder starts', async () => {
    const { dir } = await filledFolder();
    folders.push(dir);
    const opened = await start(dir);
    await opened.release();
  }, 120_000);
});
