import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { StartupError } from '../lib/startup-error.js';
import type { Db } from './client.js';

export class NewerDatabaseError extends StartupError {
  constructor(public readonly unknownMigrations: number) {
    super(
      `The database was last used by a newer version of Pragati: it holds ${unknownMigrations} ` +
        'schema change(s) this version does not know. Run that newer version again, or restore a ' +
        'backup made with this version (README.md, "Backup and restore").',
    );
    this.name = 'NewerDatabaseError';
  }
}

/**
 * Drizzle's migrator applies what is newer than the database's last entry and silently ignores
 * entries it does not know; an older Pragati on a newer database would then run on a schema it
 * was not written for. Refuse instead.
 */
export async function assertKnownMigrations(db: Db, migrationsDir: string): Promise<void> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const known = new Set(journal.entries.map((entry) => entry.when));
  const exists = await db.execute<{ found: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!rowsOf<{ found: string | null }>(exists)[0]?.found) return;
  const applied = rowsOf<{ created_at: string | number | null }>(
    await db.execute<{ created_at: string | number | null }>(
      sql`select created_at from drizzle.__drizzle_migrations`,
    ),
  );
  const unknown = applied.filter((row) => !known.has(Number(row.created_at))).length;
  if (unknown > 0) throw new NewerDatabaseError(unknown);
}

/** node-postgres answers { rows }, PGlite's drizzle driver the same; both shapes handled. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
