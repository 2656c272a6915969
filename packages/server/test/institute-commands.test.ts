import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as backupCommand } from '../src/cli/backup.js';
import { run as restoreCommand } from '../src/cli/restore.js';
import { openDatabase } from '../src/db/client.js';
import { readArchiveHeader } from '../src/modules/backup/archive.js';
import { signedIn } from './helpers/app.js';
import { capture, installedPlace, type Place, placeEnv } from './helpers/commands.js';
import { register } from './helpers/students.js';

/**
 * `npm run backup -- --institute CODE` and `npm run restore -- --as-new-institute CODE` as an
 * operator runs them (issue 28 part 5). The restore needs PostgreSQL (a network deployment).
 */
const PASSPHRASE = 'a passphrase for one institute';
const aadhaarKey = randomBytes(32);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-institute-commands-'));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let place: Place;

const envOf = (extra: Record<string, string> = {}) =>
  placeEnv(place, { BACKUP_PASSPHRASE: PASSPHRASE, ...extra });

beforeAll(async () => {
  place = await installedPlace(aadhaarKey, async (ctx) => {
    const admin = await signedIn(ctx, 'admin');
    expect((await register(ctx, admin.headers)).response.statusCode).toBe(201);
  });
}, 120_000);
afterAll(async () => {
  await place.cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the institute commands', { timeout: 180_000 }, () => {
  const file = path.join(work, 'main.backup');

  it('backs up one institute into an archive that says which', async () => {
    const unknown = await capture(() =>
      backupCommand(['--institute', 'nowhere', '--out', path.join(work, 'x.backup')], envOf()),
    );
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No institute has the code nowhere');
    const made = await capture(() =>
      backupCommand(['--institute', 'MAIN', '--out', file], envOf()),
    );
    expect(made.code, made.output).toBe(0);
    const { header } = readArchiveHeader(fs.readFileSync(file));
    expect(header).toMatchObject({
      payload: 'institute-rows-json-gzip',
      institute: { code: 'main' },
    });
  });

  it('asks for --name with --as-new-institute, and refuses the embedded database', async () => {
    const usage = await capture(() => restoreCommand(['--as-new-institute', 'x', file], envOf()));
    expect(usage.code).toBe(2);
    const embedded = await capture(() =>
      restoreCommand(['--as-new-institute', 'x', '--name', 'X', file], {
        ...envOf(),
        DATABASE_URL: '',
        DATA_DIR: path.join(work, 'embedded'),
      }),
    );
    expect(embedded.code).toBe(1);
    expect(embedded.output).toContain('A restore as a new institute needs a network deployment');
  });

  it.runIf(onPostgres)('restores it as a new institute of the same deployment', async () => {
    const args = ['--as-new-institute', 'branch', '--name', 'Branch School'];
    const restored = await capture(() =>
      restoreCommand([...args, '--host', 'Branch.example.test', file], envOf()),
    );
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('as the new institute branch');
    expect(restored.output).toContain('1 students');
    const again = await capture(() => restoreCommand([...args, file], envOf()));
    expect(again.code).toBe(1);
    expect(again.output).toContain('An institute with the code branch exists already');

    if (place.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const database = await openDatabase({ databaseUrl: place.target.url, poolSize: 1 });
    try {
      const result = await database.db.execute(sql`select i.code, h.host from institutes i
        left join institute_hosts h on h.institute_id = i.id order by i.id`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { code: 'main', host: null },
        { code: 'branch', host: 'branch.example.test' },
      ]);
    } finally {
      await database.close();
    }
  });
});
