import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** The audit log's entries about one student (by regNo), newest first. */
export async function findEntriesAbout(db: Executor, regNo: string, max: number) {
  return db
    .select({
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorRole: auditLog.actorRole,
      action: auditLog.action,
      outcome: auditLog.outcome,
    })
    .from(auditLog)
    .where(eq(auditLog.target, regNo))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(max);
}
