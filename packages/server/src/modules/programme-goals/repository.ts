import type { TermRef } from '@pragati/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { programmeGoals } from '../../db/schema/index.js';

export type GoalRow = typeof programmeGoals.$inferSelect;

/** Every goal of a student, oldest first. */
export async function findGoals(db: Executor, studentId: number): Promise<GoalRow[]> {
  return db
    .select()
    .from(programmeGoals)
    .where(and(eq(programmeGoals.studentId, studentId), inInstitute(programmeGoals)))
    .orderBy(asc(programmeGoals.id));
}

export async function insertGoal(
  db: Executor,
  values: Pick<
    GoalRow,
    | 'studentId'
    | 'section'
    | 'year'
    | 'term'
    | 'category'
    | 'itemId'
    | 'question'
    | 'target'
    | 'notes'
    | 'createdBy'
  >,
): Promise<number> {
  const [row] = await db.insert(programmeGoals).values(values).returning({ id: programmeGoals.id });
  return row!.id;
}

export async function updateGoal(
  db: Executor,
  id: number,
  values: Partial<
    Pick<
      GoalRow,
      | 'target'
      | 'notes'
      | 'status'
      | 'dropReason'
      | 'droppedSection'
      | 'droppedYear'
      | 'droppedTerm'
      | 'metSection'
      | 'metYear'
      | 'metTerm'
    >
  >,
) {
  await db
    .update(programmeGoals)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(programmeGoals.id, id), inInstitute(programmeGoals)));
}

export async function deleteGoal(db: Executor, id: number) {
  await db
    .delete(programmeGoals)
    .where(and(eq(programmeGoals.id, id), inInstitute(programmeGoals)));
}

/** The goals of one area that an Evaluate of this term may settle: open, or met in this term. */
export async function findSettleable(
  db: Executor,
  studentId: number,
  category: string,
  at: TermRef,
): Promise<GoalRow[]> {
  return db
    .select()
    .from(programmeGoals)
    .where(
      and(
        eq(programmeGoals.studentId, studentId),
        eq(programmeGoals.category, category),
        sql`(${programmeGoals.status} = 'open' or (${programmeGoals.status} = 'met'
          and ${programmeGoals.metSection} = ${at.section} and ${programmeGoals.metYear} = ${at.year}
          and ${programmeGoals.metTerm} = ${at.term}))`,
        inInstitute(programmeGoals),
      ),
    )
    .orderBy(asc(programmeGoals.id));
}
