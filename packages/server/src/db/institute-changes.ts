import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { safeErrorLine } from '../lib/error-log.js';
import { announced, CHANGES_CHANNEL, type WatchedTable } from './change-watch.js';

/**
 * Which institutes' data changed, as this process has heard it (issue 33 part 3): every committed
 * write to a watched table is announced as 'table:institute' (migration 0032), so a process can
 * keep figures of each institute and read again only those of an institute written since.
 *
 * `heard()` resolves once every write committed before the call has been counted; false means
 * this process cannot tell (the listening connection is down): read everything. `epoch` is a sum
 * of counters that only grow, so it moves whenever a write of the institute (or one naming no
 * institute, or a lost connection) could have changed what was read.
 */
export type InstituteChangeWatch = {
  heard(): Promise<boolean>;
  epoch(institute: number, tables: readonly WatchedTable[]): number;
  close(): Promise<void>;
};

function createCounts() {
  const scoped = new Map<string, number>();
  const unscoped = new Map<string, number>();
  let resets = 0;
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  return {
    count(payload: string) {
      const { table, institute } = announced(payload);
      if (institute === null) bump(unscoped, table);
      else bump(scoped, `${table}:${institute}`);
    },
    /** What was heard before may have been missed: every epoch moves. */
    reset: () => void (resets += 1),
    epoch: (institute: number, tables: readonly WatchedTable[]) =>
      tables.reduce(
        (sum, table) =>
          sum + (scoped.get(`${table}:${institute}`) ?? 0) + (unscoped.get(table) ?? 0),
        resets,
      ),
  };
}

/**
 * The embedded database announces a write to its listeners before the write's promise resolves
 * (./change-watch.ts), so everything committed has been heard already.
 */
export async function watchEmbeddedInstitutes(client: PGlite): Promise<InstituteChangeWatch> {
  const counts = createCounts();
  const stop = await client.listen(CHANGES_CHANNEL, (payload) => counts.count(payload));
  return { heard: async () => true, epoch: counts.epoch, close: stop };
}

/**
 * A PostgreSQL server is written by every API process: each listens on one connection of its
 * own. A writer's commit signals the listening server process before the writer is told of the
 * commit, and the server sends the announcements it holds before answering the listener's next
 * query, so a `select 1` on the listening connection is a barrier: when it returns, every write
 * committed before it was sent has been counted. Connected lazily, again after a drop.
 */
export function watchServerInstitutes(connectionString: string): InstituteChangeWatch {
  const counts = createCounts();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client | undefined> | undefined;
  const drop = (broken: pg.Client) => {
    if (client !== broken) return;
    client = undefined;
    counts.reset();
    broken.end().catch(() => undefined);
  };
  const connect = async () => {
    const fresh = new pg.Client({ connectionString });
    fresh.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) counts.count(message.payload);
    });
    fresh.on('error', (error) => {
      console.error('PostgreSQL listening connection lost:', safeErrorLine(error));
      drop(fresh);
    });
    fresh.on('end', () => drop(fresh));
    try {
      await fresh.connect();
      await fresh.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      console.error('PostgreSQL listening connection failed:', safeErrorLine(error));
      fresh.end().catch(() => undefined);
      return undefined;
    }
    counts.reset(); // nothing heard before the listen: whatever was kept is old
    client = fresh;
    return fresh;
  };
  return {
    async heard() {
      if (!client) {
        connecting ??= connect().finally(() => (connecting = undefined));
        if (!(await connecting)) return false;
      }
      const listening = client;
      if (!listening) return false;
      try {
        await listening.query('select 1');
        return client === listening;
      } catch {
        drop(listening);
        return false;
      }
    },
    epoch: counts.epoch,
    async close() {
      const open = client ?? (await connecting);
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
