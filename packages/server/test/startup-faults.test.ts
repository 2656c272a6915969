import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { explainOpenFailure } from '../src/db/open-faults.js';
import { StartupError } from '../src/lib/startup-error.js';

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
  });
});
