/**
 * The teacher of Primary-I-3, shared by the journeys that need the FACP bank's 57-item Primary-I
 * lists (checklist autosave, teacher on a phone, programme goals): every class already has its
 * journey, and a class has one teacher. Whichever seed runs first creates the teacher; the others
 * find it. Each journey keeps its own students.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client.js';
import { classAssignments, teachers } from '../../packages/server/src/db/schema/index.js';
import { findUserByLoginId } from '../../packages/server/src/modules/users/repository.js';
import { createAccount } from '../../packages/server/src/modules/users/service.js';
import { AUTOSAVE } from './autosave-users.js';

export const CLASS_TEACHER = AUTOSAVE.teacher;

export async function ensureClassTeacher(db: Db, seed: string): Promise<void> {
  const t = CLASS_TEACHER;
  if (!(await findUserByLoginId(db, t.userId)))
    await createAccount(db, { ...t, actor: { userId: 'e2e-seed', role: 'system' } });
  const account = await findUserByLoginId(db, t.userId);
  if (!account) throw new Error(`${seed}: the teacher account was not created`);
  const [existing] = await db.select().from(teachers).where(eq(teachers.userAccountId, account.id));
  const [teacher] = existing
    ? [existing]
    : await db
        .insert(teachers)
        .values({
          userAccountId: account.id,
          teacherId: t.userId,
          name: t.name,
          email: `${t.userId}@pragati.example`,
          mobile: '9876500015',
        })
        .returning();
  await db
    .insert(classAssignments)
    .values({ classId: t.classId, teacherId: teacher!.id })
    .onConflictDoNothing();
  const held = await db
    .select({ classId: classAssignments.classId })
    .from(classAssignments)
    .where(
      and(eq(classAssignments.teacherId, teacher!.id), eq(classAssignments.classId, t.classId)),
    );
  if (held.length !== 1)
    throw new Error(
      `${seed}: class ${t.classId} belongs to another teacher; it is kept for ${t.userId}.`,
    );
}
