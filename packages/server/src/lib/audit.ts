import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export type Actor = { userId: string; role: string } | null;

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
