import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client.js';
import { migrationsUpTo } from './helpers/pre-tenancy.js';

/*
 * An installation last migrated at 0020 or 0021 (before institutes) upgrades in place. The
 * migrator applies only entries newer than the database's last, and 0022's journal time is
 * older than 0020's and 0021's, so 0023 carries 0022's steps for them (issue 28: "a
 * single-institute backup from before this change restores as a new institute").
 */
describe('an installation from before institutes upgrades', () => {
  it.each(['0020_access_rule', '0021_disability_profile'])(
    'a database last migrated at %s takes every later migration',
    async (last) => {
      const folder = migrationsUpTo(last);
      const client = new PGlite();
      try {
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: folder });
        await client.query(
          `insert into question_bank_versions (section, category, version, source, created_by)
           values ('preprimary', 'personal', 1, 'sample', 'test')`,
        );
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
        const { rows } = await client.query<{ published: boolean; institute_id: number }>(
          'select published, institute_id from question_bank_versions',
        );
        expect(rows).toEqual([{ published: true, institute_id: 1 }]);
        // Every migration recorded, as a fresh database records them (backup headers count them).
        const journal = JSON.parse(
          fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
        ) as { entries: unknown[] };
        const applied = await client.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(applied.rows[0]!.n).toBe(journal.entries.length);
        // A draft is published once; a published version stays as it is (0022's trigger).
        await client.query(
          `insert into question_bank_versions (section, category, version, source, created_by, published)
           values ('preprimary', 'personal', 2, 'import', 'test', false)`,
        );
        await client.query('update question_bank_versions set published = true where version = 2');
        await expect(
          client.query("update question_bank_versions set note = 'x' where version = 1"),
        ).rejects.toThrow(/append-only/);
      } finally {
        await client.close();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
