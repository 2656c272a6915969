import { ATTENDANCE_MESSAGES, isEnabledClassCode } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../lib/audit.js';
import { HttpError, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { classRoll, type RollStudent } from '../access/service.js';
import { readStructure } from '../programme-structure/repository.js';

/**
 * A class's roll through the access module: the class must be one of the institute's (the
 * programme structure), and a teacher's own; a refused read is audited under `action`.
 */
export async function rollFor(
  db: Db,
  session: SessionUser,
  classId: string,
  action: string | null,
): Promise<RollStudent[]> {
  try {
    if (session.role !== 'teacher' && !isEnabledClassCode(await readStructure(db), classId)) {
      throw notFound(ATTENDANCE_MESSAGES.classId);
    }
    return await classRoll(db, session, classId, ATTENDANCE_MESSAGES.notYourClass);
  } catch (error) {
    if (action && error instanceof HttpError && error.statusCode === 403) {
      await auditRead(db, {
        actor: actorOf(session),
        action,
        target: classId,
        outcome: 'denied',
        detail: { reason: error.message },
      });
    }
    throw error;
  }
}
