/**
 * System work that must reach every institute (issue 28, decisions §20): the start's Aadhaar key
 * check, the key rotation. There is no "see everything" scope: such work visits the institutes
 * one by one, each in its own scope, so the row-level policies hold for it as for a request, and
 * a row it reaches is always one of the institute it names (ARCHITECTURE.md, "System work").
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { withInstitute } from './institute-scope.js';
import { institutes } from './schema/index.js';

/** Every institute's id (a global table: no row policy), lowest first. */
export async function instituteIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: institutes.id }).from(institutes).orderBy(institutes.id);
  return rows.map((row) => row.id);
}

/** Runs `work` once per institute, each run in that institute's scope (its own connections). */
export async function forEachInstitute<T>(
  db: Executor,
  work: (institute: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const id of await instituteIds(db)) {
    results.push(await withInstitute(id, () => work(id)));
  }
  return results;
}

/**
 * Inside one transaction, moves it to the institute `id` until it ends (or the next call): for
 * work that must change every institute at once, all or nothing (the key rotation). The setting
 * is the transaction's own (`set_config(..., true)`), so the connection goes back to the pool
 * with the scope it had.
 */
export async function enterInstitute(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`select set_config('pragati.institute_id', ${String(id)}, true)`);
}
