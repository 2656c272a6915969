import type {
  DeleteStudentRequest,
  ReopenStudentRequest,
  RestoreStudentRequest,
  UndoTransferRequest,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../lib/policy.js';
import { reopenStudent } from './reopen.js';
import { restoreStudent } from './restore.js';
import { undoTransfer } from './undo-transfer.js';
import { withdrawStudent } from './withdraw.js';

/**
 * The admin's changes of a student's status (decisions §7, issue 14), one file per change, given
 * the database once (routes.ts).
 */
export function createStudentStatusService(db: Db) {
  return {
    withdraw: (session: SessionUser, body: DeleteStudentRequest, address: string) =>
      withdrawStudent(db, session, body, address),
    restore: (session: SessionUser, regNo: string, body: RestoreStudentRequest, address: string) =>
      restoreStudent(db, session, regNo, body, address),
    reopen: (session: SessionUser, regNo: string, body: ReopenStudentRequest) =>
      reopenStudent(db, session, regNo, body),
    undoTransfer: (
      session: SessionUser,
      regNo: string,
      body: UndoTransferRequest,
      address: string,
    ) => undoTransfer(db, session, regNo, body, address),
  };
}
export type StudentStatusService = ReturnType<typeof createStudentStatusService>;
