import type { PGlite } from '@electric-sql/pglite';
import { currentInstitute } from './institute-scope.js';

/** Tables whose writes the database announces on CHANGES_CHANNEL (migrations 0007, 0008, 0012, consent, 0028, 0029, 0032). */
export const WATCHED_TABLES = [
  'users',
  'sessions',
  'students',
  'term_reports',
  'year_reports',
  'teachers',
  'class_assignments',
  'pending_teachers',
  'student_consents',
  'attendance_marks',
  'caseload_students',
  'caseload_classes',
  'programme_goals',
  'disability_conditions',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];
export const CHANGES_CHANNEL = 'pragati_changes';

/**
 * Whether a process may trust what it read earlier without asking the database again.
 *
 * The embedded database belongs to this one process, and it announces every committed write to
 * a watched table before the write's promise resolves (PGlite runs the listener at commit; a
 * rolled-back write announces nothing). So `epoch` is a counter that has moved whenever a read
 * could have changed: a copy taken at the same epoch is exact.
 *
 * A PostgreSQL server may be written by other processes (decisions §1), so there `epoch` is null:
 * ask the database every time.
 */
export type ChangeWatch = {
  epoch(tables: readonly WatchedTable[]): number | null;
};

/** An announcement's table, and its institute where the writer was scoped to one (0032). */
export function announced(payload: string): { table: string; institute: number | null } {
  const at = payload.indexOf(':');
  if (at < 0) return { table: payload, institute: null };
  const institute = Number(payload.slice(at + 1));
  return {
    table: payload.slice(0, at),
    institute: Number.isInteger(institute) ? institute : null,
  };
}

export const askEveryTime: ChangeWatch = { epoch: () => null };

export async function watchEmbeddedChanges(client: PGlite): Promise<ChangeWatch> {
  const writes = new Map<string, number>();
  await client.listen(CHANGES_CHANNEL, (payload) => {
    const { table } = announced(payload);
    writes.set(table, (writes.get(table) ?? 0) + 1);
  });
  return {
    // Counters only grow, so their sum moves with any of them.
    epoch: (tables) => tables.reduce((sum, table) => sum + (writes.get(table) ?? 0), 0),
  };
}

/**
 * Values read from the database, kept while the watched tables are unchanged (embedded database
 * only; with a server database every call reads). The epoch is taken before the read, so a
 * write that lands during the read makes the kept value stale at once.
 */
export function createWatchedCache<K, V>(
  watch: ChangeWatch,
  tables: readonly WatchedTable[],
  maxEntries: number,
) {
  const entries = new Map<string, V>();
  let entriesEpoch: number | null = null;
  return async function cached(cacheKey: K, read: () => Promise<V | undefined>) {
    // Per institute, as every read is (decisions §20).
    const key = `${currentInstitute()}|${String(cacheKey)}`;
    const epoch = watch.epoch(tables);
    if (epoch === null) return read();
    if (epoch !== entriesEpoch) {
      entries.clear();
      entriesEpoch = epoch;
    }
    const kept = entries.get(key);
    if (kept !== undefined) return kept;
    const value = await read();
    if (value !== undefined && watch.epoch(tables) === epoch) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    }
    return value;
  };
}
