import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run as addUser } from '../src/cli/add-user.js';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { bootstrapAdmin } from '../src/modules/users/service.js';
import { createTestDatabase } from './helpers/database.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-data-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('bootstrap admin', () => {
  it('on an empty database creates admin with a generated password that must be changed, once', async () => {
    const database = await createTestDatabase();
    try {
      const first = await bootstrapAdmin(database.db, undefined);
      expect(first).toMatchObject({
        created: true,
        userId: 'admin',
        generatedPassword: expect.any(String),
      });
      const generated = (first as { generatedPassword: string }).generatedPassword;
      expect(generated.length).toBeGreaterThanOrEqual(10);
      const [row] = await database.db.select().from(users).where(eq(users.userId, 'admin'));
      expect(row?.role).toBe('admin');
      expect(row?.mustChangePassword).toBe(true);
      expect(row?.passwordHash).not.toContain(generated);
      expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(row!.passwordHash, generated)).toBe(true);

      expect(await bootstrapAdmin(database.db, undefined)).toEqual({ created: false });
    } finally {
      await database.close();
    }
  });

  it('uses ADMIN_PASSWORD when given, without forcing a change', async () => {
    const database = await createTestDatabase();
    try {
      const result = await bootstrapAdmin(database.db, 'chosen-by-operator');
      expect(result).toEqual({ created: true, userId: 'admin' });
      const [row] = await database.db.select().from(users).where(eq(users.userId, 'admin'));
      expect(row?.mustChangePassword).toBe(false);
      expect(await verifyPassword(row!.passwordHash, 'chosen-by-operator')).toBe(true);
      const audited = await database.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'user.create'`,
      );
      expect((audited as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('embedded database', () => {
  it('keeps its data in DATA_DIR across restarts', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await bootstrapAdmin(first.db, 'persisted-pass');
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);

    const second = await openDatabase({ dataDir });
    try {
      expect(await bootstrapAdmin(second.db, undefined)).toEqual({ created: false });
      const rows = await second.db.select().from(users);
      expect(rows.map((r) => r.userId)).toEqual(['admin']);
    } finally {
      await second.close();
    }
  });
});

describe('command-line tool', () => {
  let log: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    log = vi.spyOn(console, 'log').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds a principal with a temporary password and an admin with a chosen one', async () => {
    const dataDir = tempDir();
    expect(
      await addUser(['--id', 'principal1', '--role', 'principal'], { DATA_DIR: dataDir }),
    ).toBe(0);
    const printed = log.mock.calls.map((c: unknown[]) => String(c[0])).join('\n');
    expect(printed).toContain('Created principal account principal1.');
    const temporary = /Temporary password: (\S+)/.exec(printed)?.[1];
    expect(temporary).toBeDefined();

    expect(
      await addUser(['--id', 'office', '--role', 'admin', '--password', 'office-pass'], {
        DATA_DIR: dataDir,
      }),
    ).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(users);
      const principal = rows.find((r) => r.userId === 'principal1');
      expect(principal).toMatchObject({ role: 'principal', mustChangePassword: true });
      expect(await verifyPassword(principal!.passwordHash, temporary!)).toBe(true);
      expect(rows.find((r) => r.userId === 'office')).toMatchObject({
        role: 'admin',
        mustChangePassword: false,
      });
    } finally {
      await database.close();
    }
  });

  it.each([
    [['--id', 'x', '--role', 'teacher'], 2],
    [['--role', 'admin'], 2],
    [['--id', 'x', '--role', 'admin', '--password', '123'], 2],
    [['--bogus'], 2],
  ])('refuses %j with exit code %i', async (args, code) => {
    expect(await addUser(args, { DATA_DIR: tempDir() })).toBe(code);
    expect(error).toHaveBeenCalled();
  });

  it('refuses a duplicate id', async () => {
    const dataDir = tempDir();
    expect(await addUser(['--id', 'dup', '--role', 'admin'], { DATA_DIR: dataDir })).toBe(0);
    expect(await addUser(['--id', 'DUP', '--role', 'principal'], { DATA_DIR: dataDir })).toBe(1);
    expect(error.mock.calls.flat().join(' ')).toContain('already in use');
  });
});
