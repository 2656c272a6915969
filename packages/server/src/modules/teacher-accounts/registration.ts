import { FACP_CLASS_CODES, type TeacherFields, validClassCodes } from '@pragati/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import {
  auditLog,
  classAssignments,
  pendingTeachers,
  teachers,
  users,
} from '../../db/schema/index.js';
import type { Actor } from '../../lib/audit.js';

/** PostgreSQL 23505 (unique violation), directly or as Drizzle's cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Writes one new teacher: the login account (login id = teacherId, temporary password), the
 * teacher, the class assignments, removal of the pending row it came from, and its audit entry.
 *
 * It is one statement, and PostgreSQL runs a statement as one transaction: all of it lands or
 * none. On the embedded database every statement costs about a millisecond, so this is what
 * lets an upload write 1,000 teachers, each in its own transaction, within its time budget
 * (a multi-statement transaction per row took four times as long). The audit row has the
 * columns lib/audit.ts writes. Unique indexes keep two writers from taking the same id, email
 * or class; the statement then fails whole (23505) and the caller makes the row pending.
 */
export async function registerTeacher(
  db: Executor,
  input: {
    fields: TeacherFields;
    passwordHash: string;
    actor: Actor;
    source: 'upload' | 'pending' | 'original-import';
    pendingId?: string;
    rowNumber?: number;
  },
): Promise<void> {
  const { fields, actor } = input;
  // The row was checked against the institute's enabled classes (upload-rules, service).
  const classIds = validClassCodes(fields.classId, FACP_CLASS_CODES);
  const detail = {
    source: input.source,
    classId: classIds,
    ...(input.rowNumber ? { row: input.rowNumber } : {}),
  };
  const removePending = input.pendingId
    ? sql`, removed as (delete from ${pendingTeachers} where ${pendingTeachers.id} = ${input.pendingId}
        and ${inInstitute(pendingTeachers)} returning 1)`
    : sql``;
  await db.execute(sql`
    with account as (
      insert into ${users} (user_id, role, password_hash, must_change_password)
      values (${fields.teacherId}, 'teacher', ${input.passwordHash}, true)
      returning ${users.id}
    ), teacher as (
      insert into ${teachers} (user_account_id, teacher_id, name, email, mobile)
      select id, ${fields.teacherId}, ${fields.teacherName}, ${fields.email}, ${fields.teacherMNo}
      from account
      returning ${teachers.id}
    ), classes as (
      insert into ${classAssignments} (class_id, teacher_id)
      select code, teacher.id from teacher, unnest(${sql.param(classIds)}::text[]) as code
      returning 1
    )${removePending}, logged as (
      insert into ${auditLog} (actor_id, actor_role, action, target, outcome, detail)
      values (${actor?.userId ?? null}, ${actor?.role ?? null}, 'teacher.create',
              ${fields.teacherId}, 'success', ${JSON.stringify(detail)}::jsonb)
      returning 1
    )
    select 1`);
}
