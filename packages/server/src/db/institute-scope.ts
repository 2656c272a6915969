/**
 * Which institute a piece of work belongs to (issue 28, decisions §20), and how a PostgreSQL
 * connection learns it. Every table holding an institute's data has a forced row-level policy
 * reading the setting `pragati.institute_id` (migration 0021); the pool below sets it on every
 * connection it hands out, to the institute of the work running at that moment (an
 * AsyncLocalStorage: a request enters its institute in lib/institute-hooks.ts).
 * Work outside any request (commands, start-up checks, tests arranging rows) belongs to the
 * installation's own institute, 1. A request whose institute is not known runs with no
 * institute: the setting is '' and the policies let it read and write nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, is, sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The installation's own institute: every row of a single installation is its. */
export const OWN_INSTITUTE = 1;

/** Tables that hold no institute's data, so carry no institute_id (tenancy test's allow-list). */
export const GLOBAL_TABLES = [
  'institutes',
  'institute_hosts',
  'rate_limits',
  'app_settings',
  // The UDISE+ code lists by year: published reference data, the same for every institute.
  'disability_code_lists',
];

/** The institute of the running work: a number, or null for "none known". */
const storage = new AsyncLocalStorage<{ institute: number | null }>();

/** Runs `work` (and everything it starts) as work of the institute; null: of none. */
export function withInstitute<T>(institute: number | null, work: () => T): T {
  return storage.run({ institute }, work);
}

/** The institute of the running work (the installation's own outside any request). */
export function currentInstitute(): number | null {
  const scope = storage.getStore();
  return scope ? scope.institute : OWN_INSTITUTE;
}

const SETTING = 'pragati.institute_id';
/** What each connection's setting holds now, so a connection reused for the same institute (every
 * query of a single installation) costs no extra round trip. */
const settingOf = new WeakMap<pg.PoolClient, string>();

async function applyScope(client: pg.PoolClient, wanted: string, appRole: string | undefined) {
  if (settingOf.get(client) === wanted) return;
  if (appRole !== undefined && !settingOf.has(client)) {
    // A fresh connection takes the app's role first: one that owns no table and does not bypass
    // row-level security (README, "Many institutes on PostgreSQL").
    await client.query(`set role ${pg.escapeIdentifier(appRole)}`);
  }
  await client.query('select set_config($1, $2, false)', [SETTING, wanted]);
  settingOf.set(client, wanted);
}

/**
 * A pg.Pool whose connections carry the running work's institute before any query runs: drizzle's
 * queries and transactions and db/hot-read.ts all check out through connect(), which
 * pool.query() calls too. With `appRole`, each connection first becomes that role.
 */
export function createScopedPool(config: pg.PoolConfig, appRole?: string): pg.Pool {
  class ScopedPool extends pg.Pool {
    override connect(callback?: unknown): never {
      // Read now, in the caller's context: the callback runs in the pool's.
      const institute = currentInstitute();
      const wanted = institute === null ? '' : String(institute);
      const ready = (super.connect() as Promise<pg.PoolClient>).then(async (client) => {
        try {
          await applyScope(client, wanted, appRole);
          return client;
        } catch (error) {
          settingOf.delete(client);
          client.release(error instanceof Error ? error : true);
          throw error;
        }
      });
      if (typeof callback !== 'function') return ready as never;
      const done = callback as (error: unknown, client?: pg.PoolClient, release?: unknown) => void;
      ready.then(
        (client) => done(undefined, client, client.release),
        (error: unknown) => done(error),
      );
      return undefined as never;
    }
  }
  return new ScopedPool(config);
}

/**
 * The running work's institute as a condition on a table's `institute_id` (decisions §20:
 * "scoped queries, and forced row-level security as the second wall"). Every repository query on
 * an institute's table adds it, so a query is right even where the policies are bypassed (the
 * tables' owner, a superuser, the embedded database, which has no separate role). Work of no
 * known institute matches nothing, as the policies do.
 * Give the column, or the table: both render the same condition (the table form names
 * `table.institute_id`, for a schema that does not list the column).
 * Reads, updates and deletes all take it; inserts need not (the column's default is the running
 * work's institute, db/schema/institutes.ts). A join scopes its driving table at least: a table
 * reached through a foreign key from a row already scoped (a student's term reports by
 * `student_id`) belongs to the same institute, so it needs no condition of its own. Raw SQL
 * passes `currentInstitute()` as a parameter (`s.institute_id = $n`: null matches nothing).
 */
export function inInstitute(of: AnyPgColumn | PgTable): SQL {
  const institute = currentInstitute();
  if (institute === null) return sql`false`;
  return is(of, PgTable)
    ? sql`${of}.${sql.identifier('institute_id')} = ${institute}`
    : eq(of, institute);
}
