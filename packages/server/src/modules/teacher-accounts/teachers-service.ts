import type { EditPendingTeacherRequest, TeacherUpdateRequest } from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../lib/audit.js';
import type { SessionUser } from '../../lib/policy.js';
import { runSheetJob } from '../../lib/sheet-pool.js';
import { enabledClasses } from '../programme-structure/repository.js';
import {
  classTeacher,
  deleteTeacher,
  editPendingTeacher,
  removePendingTeacher,
  updateTeacher,
  viewPendingTeachers,
  viewTeachers,
} from './service.js';
import type { SheetRow } from './sheets.js';
import { registerTeacherUpload } from './upload-service.js';

/**
 * The teachers' calls (routes.ts), given the database once: the upload and its template
 * (upload-service.ts), the list, edits and the pending rows (service.ts).
 */
export function createTeacherAccountService(db: Db) {
  return {
    /** The upload template, its class column listing the classes enabled now. */
    template: async () => runSheetJob('teacherTemplate', await enabledClasses(db)),
    upload: (session: SessionUser, rows: readonly SheetRow[]) =>
      registerTeacherUpload(db, actorOf(session), rows),
    list: () => viewTeachers(db),
    classTeacher: (classId: string) => classTeacher(db, classId),
    update: (session: SessionUser, id: string, body: TeacherUpdateRequest) =>
      updateTeacher(db, actorOf(session), id, body),
    remove: (session: SessionUser, id: string) => deleteTeacher(db, actorOf(session), id),
    pending: () => viewPendingTeachers(db),
    removePending: (session: SessionUser, id: string) =>
      removePendingTeacher(db, actorOf(session), id),
    editPending: (session: SessionUser, body: EditPendingTeacherRequest) =>
      editPendingTeacher(db, actorOf(session), body),
  };
}
export type TeacherAccountService = ReturnType<typeof createTeacherAccountService>;
