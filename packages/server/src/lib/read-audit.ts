import type { Db } from '../db/client.js';
import { hotRead } from '../db/hot-read.js';
import type { AuditEntry } from './audit.js';

/*
 * Reads of a child's record are audited (decisions §9): the history calls, the progress record,
 * the student lists, details. Some of them are the hottest paths of the app (the history call
 * answers a kept record without reading the database at all on the embedded database), so their
 * entry is written as cheaply as it can be without ever losing one:
 *
 * - the entry is committed before the response leaves: a crash can lose a response, never the
 *   record of a read that was answered;
 * - entries are written together (group commit): those of every request that reaches this point
 *   in the same turn of the event loop, and those arriving while an insert is in flight, go in
 *   the next single statement and commit, each request still waiting for its own entry. The
 *   embedded database runs a statement synchronously on this thread, so without waiting for the
 *   end of the turn (setImmediate, microseconds) every request would pay a whole insert of its
 *   own. One client pays one insert; fifty pay a few;
 * - the statement goes straight to the driver (a named prepared statement on a server), as
 *   hot-read.ts does, without Drizzle's query building.
 *
 * If the insert fails, every request of that batch fails (500): no read is served unrecorded.
 */

type Pending = { rows: string; resolve: () => void; reject: (error: unknown) => void };

const insertRows = hotRead<never>(
  'audit_read_rows',
  `insert into audit_log (actor_id, actor_role, action, target, outcome, detail)
   select actor_id, actor_role, action, target, outcome, detail
   from json_to_recordset($1::json) as x(actor_id text, actor_role text, action text,
     target text, outcome text, detail jsonb)`,
);

type Writer = { busy: boolean; queue: Pending[] };
const writers = new WeakMap<Db, Writer>();

function rowOf(entry: AuditEntry) {
  return JSON.stringify({
    actor_id: entry.actor?.userId ?? null,
    actor_role: entry.actor?.role ?? null,
    action: entry.action,
    target: entry.target ?? null,
    outcome: entry.outcome,
    detail: entry.detail ?? null,
  });
}

/** Entries per statement at most; more wait for the next one. */
const MAX_BATCH = 500;

/** Writes what has gathered by the end of this turn, then, if more came meanwhile, again. */
function schedule(db: Db, writer: Writer) {
  writer.busy = true;
  setImmediate(() => {
    const batch = writer.queue.splice(0, MAX_BATCH);
    insertRows(db, [`[${batch.map((p) => p.rows).join(',')}]`])
      .then(
        () => batch.forEach((p) => p.resolve()),
        (error: unknown) => batch.forEach((p) => p.reject(error)),
      )
      .finally(() => {
        if (writer.queue.length > 0) schedule(db, writer);
        else writer.busy = false;
      });
  });
}

/**
 * Writes the audit entry of a read and resolves once it is committed. Outside any transaction:
 * a read has nothing to commit with it.
 */
export function auditRead(db: Db, entry: AuditEntry): Promise<void> {
  let writer = writers.get(db);
  if (!writer) {
    writer = { busy: false, queue: [] };
    writers.set(db, writer);
  }
  const done = new Promise<void>((resolve, reject) => {
    writer.queue.push({ rows: rowOf(entry), resolve, reject });
  });
  if (!writer.busy) schedule(db, writer);
  return done;
}
