import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as backupCommand } from '../src/cli/backup.js';
import { run as restoreCommand } from '../src/cli/restore.js';
import { auditLog } from '../src/db/schema/index.js';
import { acquireDataDirLock } from '../src/lib/data-dir-lock.js';
import { openArchive } from '../src/modules/backup/archive.js';
import { runPgTool } from '../src/modules/backup/pg-tools.js';
import { createTestApp, signedIn, type TestContext } from './helpers/app.js';
import { capture, installedPlace, type Place, placeEnv } from './helpers/commands.js';
import { seedBank } from './helpers/progress-factories.js';
import { emptyRestoreTarget } from './helpers/restore-target.js';
import { register } from './helpers/students.js';

/**
 * `npm run backup` and `npm run restore` as an operator runs them (issue 11 part 4), on the
 * database kind the tests run on: the archive file, the refusals and the restored copy.
 */
const PASSPHRASE = 'a passphrase for the commands';
const aadhaarKey = randomBytes(32);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-commands-'));
const keyFile = path.join(work, 'kept-apart.key');
fs.writeFileSync(keyFile, aadhaarKey.toString('base64') + '\n', { mode: 0o600 });

let source: Place;
let student: { regNo: string; aadhaar: string; password: string };
let admin: { userId: string; password: string };

const envOf = (place: Place, extra: Record<string, string> = {}) =>
  placeEnv(place, { BACKUP_PASSPHRASE: PASSPHRASE, ...extra });

beforeAll(async () => {
  source = await installedPlace(aadhaarKey, async (ctx) => {
    await seedBank(ctx, 'preprimary');
    const signed = await signedIn(ctx, 'admin');
    admin = signed.user;
    const { response, info } = await register(ctx, signed.headers);
    expect(response.statusCode, response.body).toBe(201);
    student = {
      regNo: info.regNo,
      aadhaar: info.aadharNo,
      password: response.json().temporaryPassword,
    };
  });
}, 120_000);
afterAll(async () => {
  await source.cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

// PGlite folders, scrypt at full cost and pg_dump on a shared two-core machine take their time.
describe('npm run backup, then npm run restore elsewhere', { timeout: 180_000 }, () => {
  const archiveFile = path.join(work, 'pragati.backup');

  it('writes one private, encrypted archive file', async () => {
    const { code, output } = await capture(() =>
      backupCommand(['--out', archiveFile], envOf(source)),
    );
    expect(code, output).toBe(0);
    expect(output).toMatch(/^Backup written to .*pragati\.backup/);
    expect(output).toContain('a restore needs all three');
    expect(fs.statSync(archiveFile).mode & 0o777).toBe(0o600);
    const archive = fs.readFileSync(archiveFile);
    expect(archive.subarray(0, 8).toString('latin1')).toBe('PRAGBKUP');
    expect(archive.includes(Buffer.from(student.regNo))).toBe(false);
    const { header } = await openArchive(archive, PASSPHRASE);
    expect(header.payload).toBe(
      source.target.kind === 'postgres' ? 'pg-dump-custom' : 'pglite-datadir-tar-gzip',
    );
    // No partial file is left beside it, and an existing file is never overwritten.
    expect(fs.readdirSync(work).sort()).toEqual(['kept-apart.key', 'pragati.backup']);
    const again = await capture(() => backupCommand(['--out', archiveFile], envOf(source)));
    expect(again.code).toBe(2);
    expect(again.output).toContain('already exists');
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'refuses while another command holds the embedded folder, naming it',
    async () => {
      const lock = acquireDataDirLock(source.target.dataDir, 'npm run user:add');
      try {
        const out = path.join(work, 'refused.backup');
        const { code, output } = await capture(() => backupCommand(['--out', out], envOf(source)));
        expect(code).toBe(1);
        expect(output).toContain(`the command "npm run user:add" (PID ${process.pid})`);
        expect(fs.existsSync(out)).toBe(false);
      } finally {
        lock.release();
      }
    },
  );

  it('a wrong passphrase restores nothing and leaves no folder behind', async () => {
    const place = await emptyRestoreTarget();
    try {
      const target = path.join(place.target.dataDir, 'new-folder');
      const { code, output } = await capture(() =>
        restoreCommand(
          [archiveFile, '--key-file', keyFile],
          envOf(place, { DATA_DIR: target, BACKUP_PASSPHRASE: 'not the right passphrase' }),
        ),
      );
      expect(code).toBe(1);
      expect(output).toMatch(/^Restore failed: Wrong passphrase/);
      expect(fs.existsSync(target)).toBe(false);
      expect(await place.isEmpty()).toBe(true);
    } finally {
      await place.cleanup();
    }
  });

  it('restores into an empty place: private files, the key kept, logins and the reveal work', async () => {
    const place = await emptyRestoreTarget();
    try {
      const { code, output } = await capture(() =>
        restoreCommand([archiveFile, '--key-file', keyFile], envOf(place)),
      );
      expect(code, output).toBe(0);
      expect(output).toContain('migrated to this version');
      const dataDir = place.target.dataDir;
      expect(fs.readFileSync(path.join(dataDir, 'aadhaar.key'), 'utf8').trim()).toBe(
        aadhaarKey.toString('base64'),
      );
      // Nothing readable by others, no lock left behind.
      const wide: string[] = [];
      const visit = (entry: string) => {
        const stat = fs.statSync(entry);
        if (stat.mode & 0o077) wide.push(entry);
        if (stat.isDirectory()) for (const n of fs.readdirSync(entry)) visit(path.join(entry, n));
      };
      visit(dataDir);
      expect(wide).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, 'pragati.lock'))).toBe(false);

      const restored = await place.open(aadhaarKey);
      const login = (id: string, password: string) =>
        restored.app.inject({ method: 'POST', url: '/api/login', payload: { id, password } });
      const adminLogin = await login(admin.userId, admin.password);
      expect(adminLogin.statusCode, adminLogin.body).toBe(200);
      expect((await login(student.regNo, student.password)).statusCode).toBe(200);
      const reveal = await restored.app.inject({
        method: 'POST',
        url: `/api/admin/students/${encodeURIComponent(student.regNo)}/aadhaar`,
        headers: { authorization: `Bearer ${adminLogin.json().token}` },
      });
      expect(reveal.statusCode, reveal.body).toBe(200);
      expect(reveal.body).toContain(student.aadhaar);
      await restored.close();
    } finally {
      await place.cleanup();
    }
  });
});

describe('npm run backup while a server holds the embedded folder', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let dataDir: string;
  let lock: ReturnType<typeof acquireDataDirLock>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-held-'));
    lock = acquireDataDirLock(dataDir, 'server');
    const address = ctx.app.server.address() as { port: number };
    lock.setServerAddress(address.port, '127.0.0.1');
  }, 60_000);
  afterAll(async () => {
    lock.release();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await ctx.close();
  });

  it("goes through the server as an admin: the archive arrives and the server's audit log has it", async () => {
    const { user } = await signedIn(ctx, 'admin');
    const out = path.join(work, 'through-server.backup');
    const { code, output } = await capture(() =>
      backupCommand(['--out', out], {
        DATA_DIR: dataDir,
        BACKUP_PASSPHRASE: PASSPHRASE,
        BACKUP_ADMIN_ID: user.userId,
        BACKUP_ADMIN_PASSWORD: user.password,
      }),
    );
    expect(code, output).toBe(0);
    expect(output).toContain(`The server (PID ${process.pid}) holds the database`);
    await openArchive(fs.readFileSync(out), PASSPHRASE);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'backup.create'));
    expect(entries).toMatchObject([{ actorId: user.userId, outcome: 'success' }]);
  });

  it('a wrong admin password writes no file and says why', async () => {
    const { user } = await signedIn(ctx, 'admin');
    const out = path.join(work, 'refused-by-server.backup');
    const { code, output } = await capture(() =>
      backupCommand(['--out', out], {
        DATA_DIR: dataDir,
        BACKUP_PASSPHRASE: PASSPHRASE,
        BACKUP_ADMIN_ID: user.userId,
        BACKUP_ADMIN_PASSWORD: 'not-the-password',
      }),
    );
    expect(code).toBe(1);
    expect(output).toMatch(/Backup failed: Sign-in refused/);
    expect(fs.readdirSync(work).some((n) => n.includes('refused-by-server'))).toBe(false);
  });
});

describe('pg_dump older than the server', () => {
  it('names the version to install', async () => {
    const fake = path.join(work, 'old-pg-dump');
    fs.writeFileSync(
      fake,
      '#!/bin/sh\necho "pg_dump: error: aborting because of server version mismatch" >&2\n' +
        'echo "pg_dump: detail: server version: 17.2; pg_dump version: 15.20" >&2\nexit 1\n',
      { mode: 0o700 },
    );
    const { output, done } = runPgTool('pg_dump', 'postgres://u@127.0.0.1/x', [], undefined, {
      ...process.env,
      PG_DUMP: fake,
    });
    output.resume();
    await expect(done).rejects.toThrow(
      'pg_dump 15.20 is older than the PostgreSQL server (17.2). Install the PostgreSQL client tools of version 17 or newer',
    );
  });
});
