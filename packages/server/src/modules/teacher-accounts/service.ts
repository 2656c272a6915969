import { SERVER_MESSAGES } from '@pragati/domain';
import {
  checkTeacherFields,
  type ClassTeacherResponse,
  type EditPendingTeacherRequest,
  type EditPendingTeacherResponse,
  type ClassCode,
  FACP_CLASS_CODES,
  joinProblems,
  PROGRAMME_MESSAGES,
  type PendingTeacherListResponse,
  TEACHER_MESSAGES,
  TEACHER_NOT_ASSIGNED,
  type Teacher,
  type TeacherFields,
  type TeacherListResponse,
  type TeacherUpdateRequest,
  validClassCodes,
  pendingDeletedMessage,
  sameLoginId,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import { type Actor, audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { generateTemporaryPassword, hashTemporaryPassword } from '../../lib/passwords.js';
import { enabledClasses } from '../programme-structure/repository.js';
import { findUserByLoginId } from '../users/repository.js';
import { isUniqueViolation, registerTeacher } from './registration.js';
import {
  deletePendingTeacher,
  deleteTeacherAccount,
  findClassHolders,
  findClassTeacherName,
  findEmailOwner,
  findPendingTeacher,
  findTeacher,
  findTeacherByTeacherId,
  listPendingTeachers,
  listTeachers,
  otherPendingWithTeacherId,
  pendingKeyExists,
  setTeacherClasses,
  toPendingTeacher,
  toTeacher,
  updatePendingTeacher,
  updateTeacherFields,
} from './repository.js';
import { contentKey, teacherIdKey } from './upload-rules.js';

const RACE_MESSAGE = SERVER_MESSAGES.teacherRace;

export async function viewTeachers(db: Db): Promise<TeacherListResponse> {
  return { data: (await listTeachers(db)).map(toTeacher) };
}

/**
 * Admin edit of a teacher (spec: Edit/Save). The login id (teacherId) stays; class changes are
 * made in one transaction, and a class another teacher holds is a 409 that changes nothing.
 */
export async function updateTeacher(
  db: Db,
  actor: Actor,
  id: string,
  body: TeacherUpdateRequest,
): Promise<Teacher> {
  const existing = await findTeacher(db, id);
  if (!existing) throw notFound(TEACHER_MESSAGES.notFound);
  const sentId = body.teacherId?.trim();
  if (sentId && !sameLoginId(sentId, existing.teacherId)) {
    throw badRequest(TEACHER_MESSAGES.teacherIdFixed);
  }
  const allowed = await enabledClasses(db);
  const { fields, problems } = checkTeacherFields(
    { ...body, teacherId: existing.teacherId },
    allowed,
  );
  if (problems.length) throw badRequest(joinProblems(problems));

  await db.transaction(async (tx) => {
    const emailOwner = await findEmailOwner(tx, fields.email, existing.id);
    if (emailOwner) throw conflict(TEACHER_MESSAGES.emailTaken(fields.email, emailOwner));
    await updateTeacherFields(tx, existing.id, fields);
    const taken = await setTeacherClasses(
      tx,
      existing.id,
      validClassCodes(fields.classId, allowed),
    );
    if (taken.length) {
      const holders = await findClassHolders(tx, taken);
      throw conflict(
        joinProblems(
          taken.map((code) =>
            TEACHER_MESSAGES.classTaken(code, holders.get(code)?.teacherId ?? '?'),
          ),
        ),
      );
    }
    await audit(tx, {
      actor,
      action: 'teacher.update',
      target: existing.teacherId,
      outcome: 'success',
      detail: {
        changed: changedFields(existing, fields),
        classId: fields.classId,
      },
    });
  });
  const updated = await findTeacher(db, existing.id);
  return toTeacher(updated!);
}

function changedFields(
  before: { name: string; email: string; mobile: string; classIds: string[] },
  after: TeacherFields,
): string[] {
  const changed: string[] = [];
  if (before.name !== after.teacherName) changed.push('teacherName');
  if (before.email !== after.email) changed.push('email');
  if (before.mobile !== after.teacherMNo) changed.push('teacherMNo');
  if (before.classIds.join(',') !== [...after.classId].sort().join(',')) changed.push('classId');
  return changed;
}

/** Deletes a teacher and their account; their classes become unassigned, students stay. */
export async function deleteTeacher(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const existing = await findTeacher(tx, id);
    if (!existing) throw notFound(TEACHER_MESSAGES.notFound);
    await deleteTeacherAccount(tx, existing.userAccountId);
    await audit(tx, {
      actor,
      action: 'teacher.delete',
      target: existing.teacherId,
      outcome: 'success',
      detail: { classId: existing.classIds },
    });
  });
  return { msg: TEACHER_MESSAGES.deleted, message: TEACHER_MESSAGES.deleted };
}

export async function classTeacher(db: Db, classId: string): Promise<ClassTeacherResponse> {
  const allowed = await enabledClasses(db);
  if (!allowed.includes(classId)) throw badRequest(PROGRAMME_MESSAGES.unknownClass(allowed));
  return {
    teacher: (await findClassTeacherName(db, classId as ClassCode)) ?? TEACHER_NOT_ASSIGNED,
  };
}

export async function viewPendingTeachers(db: Db): Promise<PendingTeacherListResponse> {
  const rows = await listPendingTeachers(db);
  return { count: rows.length, data: rows.map(toPendingTeacher) };
}

export async function removePendingTeacher(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const record = await findPendingTeacher(tx, id);
    if (!record) throw notFound(TEACHER_MESSAGES.pendingNotFound);
    await deletePendingTeacher(tx, record.id);
    await audit(tx, {
      actor,
      action: 'teacher.pending.delete',
      target: record.teacherId || null,
      outcome: 'success',
    });
    const msg = pendingDeletedMessage(record.teacherId);
    return { msg, message: msg };
  });
}

/** The checks of an upload that need the database, for one edited pending row. */
async function databaseProblems(db: Executor, fields: TeacherFields, pendingId: string) {
  const problems: string[] = [];
  const id = fields.teacherId;
  if (id) {
    if (await findTeacherByTeacherId(db, id))
      problems.push(TEACHER_MESSAGES.teacherIdRegistered(id));
    else if (await findUserByLoginId(db, id)) problems.push(TEACHER_MESSAGES.teacherIdAccount(id));
    else if (await otherPendingWithTeacherId(db, id, pendingId))
      problems.push(TEACHER_MESSAGES.teacherIdPending(id));
  }
  const emailOwner = fields.email ? await findEmailOwner(db, fields.email) : undefined;
  if (emailOwner) problems.push(TEACHER_MESSAGES.emailTaken(fields.email, emailOwner));
  const holders = await findClassHolders(db, validClassCodes(fields.classId, FACP_CLASS_CODES));
  for (const [code, holder] of holders) {
    problems.push(TEACHER_MESSAGES.classTaken(code, holder.teacherId));
  }
  return problems;
}

/**
 * Saves an edited pending row (spec: pending edit and save). Checked again like an upload row:
 * still invalid, it is saved with its new reasons; valid, it becomes a teacher with a temporary
 * password, returned once.
 */
export async function editPendingTeacher(
  db: Db,
  actor: Actor,
  body: EditPendingTeacherRequest,
): Promise<EditPendingTeacherResponse> {
  const record = await findPendingTeacher(db, body._id);
  if (!record) throw notFound(TEACHER_MESSAGES.pendingNotFound);
  const { fields, problems } = checkTeacherFields(body, await enabledClasses(db));
  const allProblems = [...problems, ...(await databaseProblems(db, fields, record.id))];

  if (allProblems.length) {
    const msg = joinProblems(allProblems);
    const uploadKey = await chooseUploadKey(db, fields, record);
    await db.transaction(async (tx) => {
      await updatePendingTeacher(tx, record.id, { uploadKey, fields, msg });
      await audit(tx, {
        actor,
        action: 'teacher.pending.update',
        target: fields.teacherId || null,
        outcome: 'success',
      });
    });
    return { msg: TEACHER_MESSAGES.pendingStillInvalid(msg) };
  }

  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashTemporaryPassword(temporaryPassword);
  try {
    await registerTeacher(db, {
      fields,
      passwordHash,
      actor,
      source: 'pending',
      pendingId: record.id,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RACE_MESSAGE);
    throw error;
  }
  return {
    msg: TEACHER_MESSAGES.pendingRegistered(fields.teacherId),
    credentials: [{ userId: fields.teacherId, temporaryPassword }],
  };
}

/** After an edit the row is named by its (new) TeacherId where no other pending row holds it. */
async function chooseUploadKey(
  db: Executor,
  fields: TeacherFields,
  record: { id: string; uploadKey: string },
) {
  const candidates = [
    fields.teacherId ? teacherIdKey(fields.teacherId) : null,
    contentKey(fields, 0),
  ];
  for (const key of candidates) {
    if (!key) continue;
    if (key === record.uploadKey || !(await pendingKeyExists(db, key, record.id))) return key;
  }
  return record.uploadKey;
}
