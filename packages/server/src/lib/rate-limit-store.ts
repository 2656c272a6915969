import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * A store for @fastify/rate-limit that keeps its fixed-window counters in the database, so the
 * limit holds across several API processes and restarts (decisions §1). One upsert a request.
 */
export function createDatabaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const windowMs = Math.max(1, Math.floor(timeWindow));
      db.execute(
        sql`insert into rate_limits as r (key, window_start, count) values (${key}, now(), 1)
            on conflict (key) do update set
              count = case when r.window_start > now() - make_interval(secs => ${windowMs / 1000}) then r.count + 1 else 1 end,
              window_start = case when r.window_start > now() - make_interval(secs => ${windowMs / 1000}) then r.window_start else now() end
            returning count, extract(epoch from (window_start + make_interval(secs => ${windowMs / 1000}) - now())) * 1000 as ttl`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { count: number; ttl: string | number }[] })
            .rows[0];
          callback(null, {
            current: Number(row?.count ?? 1),
            ttl: Math.max(0, Math.round(Number(row?.ttl ?? windowMs))),
          });
        },
        (error: Error) => callback(error),
      );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}
