import { instituteDate } from '@pragati/domain';
import { eq } from 'drizzle-orm';
import { goalProbes, programmeGoals, students } from '../../src/db/schema/index.js';
import type { TestContext } from './app.js';

/** A goal straight in the tables (no evaluated term needed) and a probe on it by the teacher. */
export async function seedGoalWithProbe(ctx: TestContext, regNo: string, teacherId: string) {
  const db = ctx.database.db;
  const [student] = await db.select().from(students).where(eq(students.regNo, regNo));
  const [goal] = await db
    .insert(programmeGoals)
    .values({
      studentId: student!.id,
      section: 'preprimary',
      year: '1',
      term: 'Entry',
      category: 'personal',
      itemId: 1,
      question: 'Fuzz goal item',
      target: 'Yes',
      createdBy: teacherId,
    })
    .returning();
  const [probe] = await db
    .insert(goalProbes)
    .values({
      goalId: goal!.id,
      studentId: student!.id,
      date: instituteDate(new Date()),
      level: 'verbal-prompt',
      recordedBy: teacherId,
    })
    .returning();
  return { goalId: String(goal!.id), probeId: String(probe!.id) };
}
