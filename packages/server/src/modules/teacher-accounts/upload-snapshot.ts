import { enabledClassCodes } from '@pragati/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { classAssignments, pendingTeachers, teachers, users } from '../../db/schema/index.js';
import { readStructure } from '../programme-structure/repository.js';

/** Everything an upload checks its rows against, read once. */
export async function readUploadSnapshot(db: Executor) {
  const [teacherRows, accountRows, classRows, pendingRows, structure] = await Promise.all([
    db
      .select({
        teacherId: teachers.teacherId,
        email: teachers.email,
        neverSignedIn: sql<boolean>`(${users.lastLoginAt} is null and ${users.mustChangePassword})`,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userAccountId))
      .where(inInstitute(teachers)),
    db.select({ userId: users.userId }).from(users).where(inInstitute(users)),
    db
      .select({ classId: classAssignments.classId, teacherId: teachers.teacherId })
      .from(classAssignments)
      .innerJoin(teachers, eq(teachers.id, classAssignments.teacherId))
      .where(inInstitute(classAssignments)),
    db
      .select({
        id: pendingTeachers.id,
        uploadKey: pendingTeachers.uploadKey,
        teacherId: pendingTeachers.teacherId,
      })
      .from(pendingTeachers)
      .where(inInstitute(pendingTeachers)),
    readStructure(db),
  ]);
  const pendingByTeacherId = new Map<string, string[]>();
  for (const row of pendingRows) {
    const key = row.teacherId.toLowerCase();
    if (!key) continue;
    pendingByTeacherId.set(key, [...(pendingByTeacherId.get(key) ?? []), row.uploadKey]);
  }
  return {
    /** The institute's enabled class codes (issue 29): the only ClassId values a row may use. */
    classCodes: enabledClassCodes(structure),
    teacherIds: new Set(teacherRows.map((r) => r.teacherId.toLowerCase())),
    /**
     * lower(teacherId) of teachers whose account has never signed in: an upload cut off before
     * its answer left their temporary passwords unseen, so the sheet uploaded again issues new
     * ones (decisions §12).
     */
    neverSignedIn: new Set(
      teacherRows.filter((r) => r.neverSignedIn).map((r) => r.teacherId.toLowerCase()),
    ),
    emails: new Map(teacherRows.map((r) => [r.email.toLowerCase(), r.teacherId])),
    accountIds: new Set(accountRows.map((r) => r.userId.toLowerCase())),
    classHolders: new Map(classRows.map((r) => [r.classId, r.teacherId])),
    /** upload key → pending row id */
    pendingKeys: new Map(pendingRows.map((r) => [r.uploadKey, r.id])),
    /** lower(teacherId) → upload keys of the pending rows carrying it. */
    pendingByTeacherId,
  };
}
export type UploadSnapshot = Awaited<ReturnType<typeof readUploadSnapshot>>;
