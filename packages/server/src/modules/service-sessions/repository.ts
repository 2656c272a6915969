/**
 * Service sessions' rows (issue 31 part 3): a session, its students and goals; sessions planned
 * per week per student and kind; a student's month of sessions.
 */
import type { SessionHow } from '@pragati/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { currentInstitute, inInstitute } from '../../db/institute-scope.js';
import {
  caseloadStudents,
  plannedSessions,
  programmeGoals,
  serviceSessionGoals,
  serviceSessions,
  serviceSessionStudents,
} from '../../db/schema/index.js';

/** The goals of these ids that belong to one of these students. */
export async function findGoalsOf(db: Executor, goalIds: number[], studentIds: number[]) {
  if (goalIds.length === 0) return [];
  return db
    .select({ id: programmeGoals.id })
    .from(programmeGoals)
    .where(
      and(
        inArray(programmeGoals.id, goalIds),
        inArray(programmeGoals.studentId, studentIds),
        inInstitute(programmeGoals.instituteId),
      ),
    );
}

export async function insertSession(
  db: Executor,
  values: {
    date: string;
    minutes: number;
    kind: string;
    note: string;
    recordedBy: string;
    recorderRole: string;
    studentIds: number[];
    goalIds: number[];
    how: SessionHow | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(serviceSessions)
    .values({
      date: values.date,
      minutes: values.minutes,
      kind: values.kind,
      note: values.note,
      recordedBy: values.recordedBy,
      recorderRole: values.recorderRole,
    })
    .returning({ id: serviceSessions.id });
  const sessionId = row!.id;
  await db.insert(serviceSessionStudents).values(
    values.studentIds.map((studentId) => ({
      sessionId,
      studentId,
      date: values.date,
      how: values.how,
    })),
  );
  if (values.goalIds.length > 0) {
    await db
      .insert(serviceSessionGoals)
      .values(values.goalIds.map((goalId) => ({ sessionId, goalId })));
  }
  return sessionId;
}

/** A student's sessions between two days, oldest first, with the goals of theirs worked on. */
export async function studentSessions(db: Executor, studentId: number, from: string, to: string) {
  return db
    .select({
      id: serviceSessions.id,
      date: serviceSessions.date,
      minutes: serviceSessions.minutes,
      kind: serviceSessions.kind,
      how: serviceSessionStudents.how,
      note: serviceSessions.note,
      recordedBy: serviceSessions.recordedBy,
      group: sql<boolean>`(select count(*) > 1 from service_session_students o where o.session_id = ${serviceSessions.id})`,
      goals: sql<{ id: number; question: string }[]>`coalesce((
        select json_agg(json_build_object('id', g.id, 'question', g.question) order by g.id)
        from service_session_goals sg join programme_goals g on g.id = sg.goal_id
        where sg.session_id = ${serviceSessions.id} and g.student_id = ${studentId}), '[]'::json)`,
    })
    .from(serviceSessionStudents)
    .innerJoin(serviceSessions, eq(serviceSessions.id, serviceSessionStudents.sessionId))
    .where(
      and(
        eq(serviceSessionStudents.studentId, studentId),
        inInstitute(serviceSessionStudents.instituteId),
        gte(serviceSessionStudents.date, from),
        lte(serviceSessionStudents.date, to),
      ),
    )
    .orderBy(asc(serviceSessions.date), asc(serviceSessions.id));
}

export async function studentPlans(db: Executor, studentId: number) {
  return db
    .select({ kind: plannedSessions.kind, perWeek: plannedSessions.perWeek })
    .from(plannedSessions)
    .where(and(eq(plannedSessions.studentId, studentId), inInstitute(plannedSessions.instituteId)));
}

export async function upsertPlan(
  db: Executor,
  studentId: number,
  kind: string,
  perWeek: number,
  updatedBy: string,
) {
  await db
    .insert(plannedSessions)
    .values({ studentId, kind, perWeek, updatedBy })
    .onConflictDoUpdate({
      target: [plannedSessions.studentId, plannedSessions.kind, plannedSessions.instituteId],
      set: { perWeek, updatedBy, updatedAt: sql`now()` },
    });
}

/**
 * Planned vs delivered for a caseload (issue 31 part 3): per student of `studentIds`, the
 * sessions of `kind` planned per week and those logged between two days (by anyone).
 */
export async function kindMonthOf(
  db: Executor,
  studentIds: number[],
  kind: string,
  from: string,
  to: string,
) {
  type Month = { perWeek: number; sessions: number; minutes: number };
  if (studentIds.length === 0) return new Map<number, Month>();
  const [plans, delivered] = await Promise.all([
    db
      .select({ studentId: plannedSessions.studentId, perWeek: plannedSessions.perWeek })
      .from(plannedSessions)
      .where(and(inArray(plannedSessions.studentId, studentIds), eq(plannedSessions.kind, kind))),
    db
      .select({
        studentId: serviceSessionStudents.studentId,
        sessions: sql<number>`count(*)::int`,
        minutes: sql<number>`coalesce(sum(${serviceSessions.minutes}), 0)::int`,
      })
      .from(serviceSessionStudents)
      .innerJoin(serviceSessions, eq(serviceSessions.id, serviceSessionStudents.sessionId))
      .where(
        and(
          inArray(serviceSessionStudents.studentId, studentIds),
          eq(serviceSessions.kind, kind),
          gte(serviceSessionStudents.date, from),
          lte(serviceSessionStudents.date, to),
        ),
      )
      .groupBy(serviceSessionStudents.studentId),
  ]);
  const perWeek = new Map(plans.map((p) => [p.studentId, p.perWeek]));
  const done = new Map(delivered.map((d) => [d.studentId, d]));
  return new Map<number, Month>(
    studentIds.map((id) => [
      id,
      {
        perWeek: perWeek.get(id) ?? 0,
        sessions: done.get(id)?.sessions ?? 0,
        minutes: done.get(id)?.minutes ?? 0,
      },
    ]),
  );
}

/** The tables a child's session data lives in, rewritten after an erasure (erasure/files.ts). */
export const SESSION_TABLES = ['service_sessions', 'service_session_students', 'caseload_students'];

/**
 * Erasure (decisions §15): the sessions stay for the figures (date, minutes, kind), but how the
 * child did and the notes of their sessions (free text that may name them) go, and so do their
 * caseload assignments.
 */
export async function eraseSessionsOf(db: Executor, studentId: number) {
  const mine = sql`(select s.session_id from service_session_students s
    where s.student_id = ${studentId} and s.institute_id = ${currentInstitute()})`;
  await db
    .update(serviceSessions)
    .set({ note: '' })
    .where(and(inArray(serviceSessions.id, mine), inInstitute(serviceSessions.instituteId)));
  await db
    .update(serviceSessionStudents)
    .set({ how: null })
    .where(
      and(
        eq(serviceSessionStudents.studentId, studentId),
        inInstitute(serviceSessionStudents.instituteId),
      ),
    );
  await db
    .delete(caseloadStudents)
    .where(
      and(eq(caseloadStudents.studentId, studentId), inInstitute(caseloadStudents.instituteId)),
    );
}
