import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export type Actor = { userId: string; role: string } | null;

/** The actor of an audit entry: the signed-in account. */
export const actorOf = (session: { userId: string; role: string }): NonNullable<Actor> => ({
  userId: session.userId,
  role: session.role,
});

export type AuditEntry = {
  actor: Actor;
  action: string;
  target?: string | null;
  outcome: 'success' | 'failure' | 'denied';
  /** Never secrets: no passwords, hashes, tokens or Aadhaar numbers. */
  detail?: Record<string, unknown>;
};

/**
 * Writes one audit entry. Services call it on every write, inside the write's transaction when
 * there is one, so the entry and the change land together.
 */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.userId ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    target: entry.target ?? null,
    outcome: entry.outcome,
    detail: entry.detail ?? null,
  });
}

/**
 * A data-modifying statement with RETURNING and its audit entry, sent as one statement (a CTE):
 * the entry is written only when the statement returns a row, and both commit or neither, with
 * no transaction's extra round trips (issue 18: a checklist save is one write). Returns the
 * first row as the database names its columns.
 */
export async function auditedWrite<T>(
  db: Executor,
  write: SQLWrapper,
  entry: AuditEntry,
): Promise<T | undefined> {
  const detail = entry.detail ? sql`${JSON.stringify(entry.detail)}::jsonb` : sql`null`;
  const result = (await db.execute(sql`with written as (${write.getSQL()}),
    entry as (
      insert into ${auditLog} (actor_id, actor_role, action, target, outcome, detail)
      select ${entry.actor?.userId ?? null}, ${entry.actor?.role ?? null}, ${entry.action},
        ${entry.target ?? null}, ${entry.outcome}, ${detail}
      where exists (select 1 from written)
    )
    select * from written`)) as unknown as { rows: T[] };
  return result.rows[0];
}
