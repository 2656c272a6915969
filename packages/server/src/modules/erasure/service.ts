import {
  ERASED_ID_PREFIX,
  ERASURE_MESSAGES,
  type EraseStudentRequest,
  type EraseStudentResponse,
  type ErasureDue,
  instituteDate,
  sameLoginId,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { confirmAdmin } from '../staff-accounts/confirm-admin.js';
import { lockStudentByRegNo } from '../student-records/repository.js';
import { clearErasedFromFiles } from './files.js';
import { eraseStudentRows, findErasureDue } from './repository.js';

/** An id that says nothing about the student and cannot be traced back to the regNo. */
const anonymousId = () => `${ERASED_ID_PREFIX}${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * Erasure (decisions §15, issue 19 part 5): irreversible, so confirmed twice (the admin's own
 * password, and the regNo typed again), refused for an active student, done in one transaction,
 * then the old values are taken out of the database files (./files.ts). The audit entry
 * names the regNo erased and never the anonymous id (which would link the two again).
 */
export function createErasureService(
  database: Pick<Database, 'db' | 'source' | 'owner'>,
  options: {
    /** The request's institute's retention (modules/institute-settings). */
    retentionYears: () => Promise<number>;
    now?: () => Date;
    /** Where a file step left to the operator is said (no personal data in it). */
    warn?: (message: string) => void;
  },
) {
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const warn = options.warn ?? ((message: string) => console.warn(message));
  return {
    async erase(
      session: SessionUser,
      regNo: string,
      body: EraseStudentRequest,
      address: string,
    ): Promise<EraseStudentResponse> {
      await confirmAdmin(db, session, body, address, { action: 'student.erase', target: regNo });
      if (!sameLoginId(body.confirmRegNo, regNo)) throw badRequest(ERASURE_MESSAGES.confirmRegNo);
      const erased = await db.transaction(async (tx) => {
        const student = await lockStudentByRegNo(tx, regNo);
        if (!student || student.regNo.startsWith(ERASED_ID_PREFIX))
          throw notFound(STUDENT_MESSAGES.notFound);
        if (student.status === 'active') throw conflict(ERASURE_MESSAGES.active);
        await eraseStudentRows(tx, student, anonymousId());
        await audit(tx, {
          actor: { userId: session.userId, role: session.role },
          action: 'student.erase',
          target: student.regNo,
          outcome: 'success',
          detail: { status: student.status },
        });
        return student.regNo;
      });
      // The tables' owner rewrites them: the app's role may not (README, "Many institutes").
      const files = await clearErasedFromFiles({
        db: database.owner ?? database.db,
        source: database.source,
      });
      if (!files.reached) {
        warn(
          `Erasure: the student's rows are erased, but the database server's files may still hold them: ${files.left.join('; ')}. See README, "Erasure on a PostgreSQL server".`,
        );
      }
      const msg = files.reached
        ? ERASURE_MESSAGES.done(erased)
        : ERASURE_MESSAGES.doneFilesLeft(erased);
      return { success: true, msg, message: msg };
    },

    /** Former students whose retention period (RETENTION_YEARS, default 3) has passed. */
    async due(session: SessionUser): Promise<ErasureDue> {
      // A list of former students' names: a read of the records, audited like the student list.
      await auditRead(db, {
        actor: { userId: session.userId, role: session.role },
        action: 'students.erasureDue',
        target: 'former students',
        outcome: 'success',
      });
      const today = instituteDate(now());
      const retentionYears = await options.retentionYears();
      const cutoff = `${Number(today.slice(0, 4)) - retentionYears}${today.slice(4)}`;
      return { retentionYears, data: await findErasureDue(db, cutoff) };
    },
  };
}
export type ErasureService = ReturnType<typeof createErasureService>;
