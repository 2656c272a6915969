import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
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
 * A PostgreSQL server may be written by other processes (decisions §1), so there `epoch` is null
 * (ask the database every time), except for the session tables (watchServerSessions).
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

export const SESSIONS_CHANNEL = 'pragati_sessions';
const SESSION_TABLES: readonly WatchedTable[] = ['users', 'sessions'];

/**
 * On a PostgreSQL server, the session tables only (migration 0033): every pool connection
 * LISTENs on SESSIONS_CHANNEL before its first query. The server delivers a connection's own
 * notifications before its statement (or COMMIT) returns, so a logout or password change made
 * by this process is known before its response is sent; another process's write is known when
 * its notification arrives, the moment it commits (milliseconds: the one window, see
 * ARCHITECTURE.md "Kept reads"). While no connection listens, nothing may be trusted (null);
 * a connection that starts or stops listening moves the epoch, as notifications may have been
 * missed in between.
 */
export function watchServerSessions() {
  let listening = 0;
  let moves = 0;
  const watch: ChangeWatch = {
    epoch: (tables) =>
      listening > 0 && tables.every((table) => SESSION_TABLES.includes(table)) ? moves : null,
  };
  /** For the pool's 'connect' event: queued before any query the pool hands the connection to. */
  function listen(client: pg.ClientBase) {
    let counted = false;
    const stop = () => {
      moves++;
      if (counted) listening--;
      counted = false;
    };
    client.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL) moves++;
    });
    client.once('end', stop);
    client.query(`listen ${SESSIONS_CHANNEL}`).then(
      () => {
        moves++;
        listening++;
        counted = true;
      },
      // Not listening: this connection counts for nothing; the pool discards it on its error.
      () => undefined,
    );
  }
  return { watch, listen };
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
