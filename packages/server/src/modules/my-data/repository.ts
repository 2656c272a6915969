import { and, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { auditLog } from '../../db/schema/index.js';

/**
 * The audit log's entries about one student, newest first: those naming the student's regNo
 * since the student was registered (a regNo freed by an erasure and given again must not show
 * the earlier student's entries).
 */
export async function findEntriesAbout(
  db: Executor,
  student: { regNo: string; createdAt: Date },
  max: number,
) {
  return db
    .select({
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorRole: auditLog.actorRole,
      action: auditLog.action,
      outcome: auditLog.outcome,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.target, student.regNo),
        gte(auditLog.at, student.createdAt),
        inInstitute(auditLog),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(max);
}
