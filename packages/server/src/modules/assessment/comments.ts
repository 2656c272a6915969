import {
  type Category,
  isTermComplete,
  PROGRESS_MESSAGES,
  type TermCommentRequest,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { updateTermReportAt } from '../term-records/repository.js';
import { assertCurrentYear, studentFor } from '../access/service.js';
import { actorOf, termReportOrThrow } from './access.js';

/** The term comment and the five checklist comments of a term report. */
export function createComments(db: Db) {
  return {
    async comment(session: SessionUser, body: TermCommentRequest) {
      const student = await studentFor(db, session, body.id);
      assertCurrentYear(student, body.section, body.year);
      return db.transaction(async (tx) => {
        const report = await termReportOrThrow(tx, student, body.section, body.year, body.term);
        // The whole term report's revision, as for checklist saves; without one (the spec's
        // client) the comment is saved over whatever is there.
        if (body.revision !== undefined && body.revision !== report.revision)
          throw conflict(PROGRESS_MESSAGES.staleComment);
        if (body.type === 'termComment') {
          if (!isTermComplete(report.evaluated)) throw badRequest(PROGRESS_MESSAGES.termIncomplete);
        } else {
          const category = body.type.replace(/Comment$/, '') as Category;
          if (!report.evaluated[category]) throw badRequest(PROGRESS_MESSAGES.notEvaluated);
        }
        const updated = await updateTermReportAt(tx, report.id, report.revision, {
          comments: { ...report.comments, [body.type]: body.comments },
        });
        if (!updated) throw conflict(PROGRESS_MESSAGES.staleComment);
        await audit(tx, {
          actor: actorOf(session),
          action: 'checklist.comment',
          target: student.regNo,
          outcome: 'success',
          detail: { section: body.section, year: body.year, term: body.term, type: body.type },
        });
        return {
          msg:
            body.type === 'termComment'
              ? PROGRESS_MESSAGES.termEvaluated
              : PROGRESS_MESSAGES.checklistSubmitted,
          revision: updated.revision,
        };
      });
    },
  };
}
