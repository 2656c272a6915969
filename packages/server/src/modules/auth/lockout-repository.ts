import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currentInstitute } from '../../db/institute-scope.js';

/*
 * Failed-login counters (decisions §2), one row per key in login_failures:
 *   `id:<id>`              the id from every address together,
 *   `addr:<address> id:<id>` the id from one client address (an address has no space).
 * Keys hold the login id as typed, lower-cased by the database (as the account lookup does), not
 * the account: an unknown id is counted exactly like a known one.
 */
const idKey = (loginId: string) => sql`'id:' || lower(${loginId}::text)`;
const pairKey = (loginId: string, address: string) =>
  sql`'addr:' || ${address}::text || ' id:' || lower(${loginId}::text)`;
/** Counters are the running work's institute's (an id is counted per institute, as it is unique). */
const ofInstitute = () => sql`institute_id = ${currentInstitute()}`;

export type LockoutRules = {
  perAddress: number;
  perId: number;
  windowMinutes: number;
  lockMinutes: number;
};

type Rows<T> = { rows: T[] };

/** Whether the id is refused from this address now: its own lock there, or the id's everywhere. */
export async function isLockedOut(db: Executor, loginId: string, address: string) {
  const result = (await db.execute(
    sql`select 1 as locked from login_failures
        where key in (${idKey(loginId)}, ${pairKey(loginId, address)}) and locked_until > now()
          and ${ofInstitute()}
        limit 1`,
  )) as unknown as Rows<{ locked: number }>;
  return result.rows.length > 0;
}

/**
 * Counts one failure on both counters in one statement (atomic, so concurrent attempts on
 * several processes count right). A counter whose window has passed starts again at 1; one that
 * reaches its limit within the window is locked for `lockMinutes`. Returns whether this failure
 * locked the id from every address (true once per lock: the count passes the limit only once).
 * Rows long expired (window and lock over) are pruned on the way, so the table stays bounded by
 * the failures of the last half hour.
 */
export async function countFailure(
  db: Executor,
  loginId: string,
  address: string,
  rules: LockoutRules,
): Promise<{ lockedEverywhere: boolean }> {
  const windowLength = sql`make_interval(mins => ${rules.windowMinutes}::int)`;
  const lockLength = sql`make_interval(mins => ${rules.lockMinutes}::int)`;
  // A lock starts within its window, so both are over once the window began this long ago.
  const stale = sql`make_interval(mins => ${rules.windowMinutes + rules.lockMinutes}::int)`;
  const restart = sql`f.window_start <= now() - ${windowLength}
    and (f.locked_until is null or f.locked_until <= now())`;
  const result = (await db.execute(sql`
    with attempt(key, max) as (
      values (${pairKey(loginId, address)}, ${rules.perAddress}::int),
             (${idKey(loginId)}, ${rules.perId}::int)
    ),
    pruned as (
      delete from login_failures
      where window_start < now() - ${stale} and key not in (select key from attempt)
        and ${ofInstitute()}
    )
    insert into login_failures as f (key, window_start, count, locked_until, institute_id)
    select key, now(), 1, null, ${currentInstitute()}::int from attempt
    on conflict (key, institute_id) do update set
      window_start = case when ${restart} then now() else f.window_start end,
      count = case when ${restart} then 1 else f.count + 1 end,
      locked_until = case
        when ${restart} then null
        when f.locked_until is null
          and f.count + 1 >= (select a.max from attempt a where a.key = f.key)
          then now() + ${lockLength}
        else f.locked_until end
    returning key like 'id:%' as "everywhere", count, locked_until is not null as locked`)) as unknown as Rows<{
    everywhere: boolean;
    count: number;
    locked: boolean;
  }>;
  const everywhere = result.rows.find((row) => row.everywhere);
  return { lockedEverywhere: !!everywhere?.locked && Number(everywhere.count) === rules.perId };
}

/** A successful sign-in forgets the failures of the id from this address. */
export async function clearAddressFailures(db: Executor, loginId: string, address: string) {
  await db.execute(
    sql`delete from login_failures where key = ${pairKey(loginId, address)} and ${ofInstitute()}`,
  );
}

/** Forgets every failure of the id, from every address (its password was changed or reset). */
export async function clearAllFailures(db: Executor, loginId: string) {
  await db.execute(
    sql`delete from login_failures
        where (key = ${idKey(loginId)}
           or (key like 'addr:%' and substr(key, strpos(key, ' ') + 1) = ${idKey(loginId)}))
          and ${ofInstitute()}`,
  );
}
