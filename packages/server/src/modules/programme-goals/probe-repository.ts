import type { ProbeLevel } from '@pragati/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inInstitute } from '../../db/institute-scope.js';
import { goalProbes, programmeGoals, students } from '../../db/schema/index.js';

export type ProbeRow = typeof goalProbes.$inferSelect;

/** What a probe route needs of its goal: the student it belongs to, its state and when it was set. */
export type ProbeGoal = {
  id: number;
  studentId: number;
  regNo: string;
  status: string;
  target: string;
  createdAt: Date;
};

export async function findProbeGoal(db: Executor, goalId: number): Promise<ProbeGoal | undefined> {
  const [row] = await db
    .select({
      id: programmeGoals.id,
      studentId: programmeGoals.studentId,
      regNo: students.regNo,
      status: programmeGoals.status,
      target: programmeGoals.target,
      createdAt: programmeGoals.createdAt,
    })
    .from(programmeGoals)
    .innerJoin(students, eq(students.id, programmeGoals.studentId))
    .where(and(eq(programmeGoals.id, goalId), inInstitute(programmeGoals)))
    .limit(1);
  return row;
}

const order = [asc(goalProbes.date), asc(goalProbes.id)];

/** One goal's probes, by date. */
export async function findGoalProbes(db: Executor, goalId: number): Promise<ProbeRow[]> {
  return db
    .select()
    .from(goalProbes)
    .where(and(eq(goalProbes.goalId, goalId), inInstitute(goalProbes)))
    .orderBy(...order);
}

/** Every probe of a student's goals, by date (the goals read, the data download). */
export async function findStudentProbes(db: Executor, studentId: number): Promise<ProbeRow[]> {
  return db
    .select()
    .from(goalProbes)
    .where(and(eq(goalProbes.studentId, studentId), inInstitute(goalProbes)))
    .orderBy(...order);
}

export async function findProbe(db: Executor, goalId: number, probeId: number) {
  const [row] = await db
    .select()
    .from(goalProbes)
    .where(and(eq(goalProbes.id, probeId), eq(goalProbes.goalId, goalId), inInstitute(goalProbes)))
    .limit(1);
  return row;
}

export async function insertProbe(
  db: Executor,
  values: {
    goalId: number;
    studentId: number;
    date: string;
    level: ProbeLevel;
    recordedBy: string;
  },
): Promise<ProbeRow> {
  const [row] = await db.insert(goalProbes).values(values).returning();
  return row!;
}

export async function updateProbe(
  db: Executor,
  id: number,
  values: { date: string; level: ProbeLevel },
): Promise<ProbeRow> {
  const [row] = await db
    .update(goalProbes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(goalProbes.id, id), inInstitute(goalProbes)))
    .returning();
  return row!;
}

export async function deleteProbe(db: Executor, id: number) {
  await db.delete(goalProbes).where(and(eq(goalProbes.id, id), inInstitute(goalProbes)));
}
