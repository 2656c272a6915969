import {
  type GoalProbe,
  type GoalProbesResponse,
  type GoalTarget,
  instituteDate,
  PROBE_MESSAGES,
  probeDateProblem,
  probesSuggestMet,
  type SaveProbeRequest,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { readableStudent, studentInCare } from '../access/service.js';
import {
  deleteProbe,
  findGoalProbes,
  findProbe,
  findProbeGoal,
  insertProbe,
  type ProbeGoal,
  type ProbeRow,
  updateProbe,
} from './probe-repository.js';

export const probeOf = (row: ProbeRow): GoalProbe => ({
  id: row.id,
  date: row.date,
  level: row.level,
  recordedBy: row.recordedBy,
});

/** The date rule: not after today, not before the goal's term began (the day it was set). */
function checkDate(goal: ProbeGoal, date: string) {
  const problem = probeDateProblem(date, instituteDate(new Date()), instituteDate(goal.createdAt));
  if (problem) throw badRequest(problem);
}

/** The goal and, through the access module, the right to write on its student. */
async function writableGoal(db: Db, session: SessionUser, goalId: number) {
  const goal = await findProbeGoal(db, goalId);
  if (!goal) throw notFound(PROBE_MESSAGES.goalNotFound);
  await studentInCare(db, session, goal.regNo);
  return goal;
}

/** A probe of the goal that the session recorded itself. */
async function ownProbe(db: Db, session: SessionUser, goalId: number, probeId: number) {
  const goal = await writableGoal(db, session, goalId);
  const probe = await findProbe(db, goalId, probeId);
  if (!probe) throw notFound(PROBE_MESSAGES.probeNotFound);
  if (probe.recordedBy.toLowerCase() !== session.userId.toLowerCase())
    throw forbidden(PROBE_MESSAGES.notAuthor);
  return { goal, probe };
}

async function record(db: Db, session: SessionUser, goalId: number, body: SaveProbeRequest) {
  const goal = await writableGoal(db, session, goalId);
  if (goal.status !== 'open') throw conflict(PROBE_MESSAGES.goalClosed);
  checkDate(goal, body.date);
  return db.transaction(async (tx) => {
    const row = await insertProbe(tx, {
      goalId,
      studentId: goal.studentId,
      date: body.date,
      level: body.level,
      recordedBy: session.userId,
    });
    await audit(tx, {
      actor: actorOf(session),
      action: 'goals.probe.record',
      target: goal.regNo,
      outcome: 'success',
      detail: { goalId, probeId: row.id, date: body.date, level: body.level },
    });
    return { msg: PROBE_MESSAGES.saved, probe: probeOf(row) };
  });
}

async function correct(
  db: Db,
  session: SessionUser,
  ids: { goalId: number; probeId: number },
  body: SaveProbeRequest,
) {
  const { goalId, probeId } = ids;
  const { goal, probe } = await ownProbe(db, session, goalId, probeId);
  checkDate(goal, body.date);
  return db.transaction(async (tx) => {
    const row = await updateProbe(tx, probeId, body);
    await audit(tx, {
      actor: actorOf(session),
      action: 'goals.probe.correct',
      target: goal.regNo,
      outcome: 'success',
      detail: {
        goalId,
        probeId,
        from: { date: probe.date, level: probe.level },
        to: { date: row.date, level: row.level },
      },
    });
    return { msg: PROBE_MESSAGES.corrected, probe: probeOf(row) };
  });
}

async function remove(db: Db, session: SessionUser, goalId: number, probeId: number) {
  const { goal, probe } = await ownProbe(db, session, goalId, probeId);
  await db.transaction(async (tx) => {
    await deleteProbe(tx, probeId);
    await audit(tx, {
      actor: actorOf(session),
      action: 'goals.probe.delete',
      target: goal.regNo,
      outcome: 'success',
      detail: { goalId, probeId, date: probe.date, level: probe.level },
    });
  });
  return { msg: PROBE_MESSAGES.deleted };
}

/** A goal's probes: the history's permissions (decisions §8), audited. */
async function list(db: Db, session: SessionUser, goalId: number): Promise<GoalProbesResponse> {
  const goal = await findProbeGoal(db, goalId);
  if (!goal) throw notFound(PROBE_MESSAGES.goalNotFound);
  const head = await readableStudent(db, session, goal.regNo, 'goals.probes.read');
  const [rows] = await Promise.all([
    findGoalProbes(db, goalId),
    auditRead(db, {
      actor: actorOf(session),
      action: 'goals.probes.read',
      target: head.regNo,
      outcome: 'success',
      detail: { goalId },
    }),
  ]);
  const probes = rows.map(probeOf);
  return {
    goalId,
    regNo: head.regNo,
    probes,
    suggestedMet: goal.status === 'open' && probesSuggestMet(probes, goal.target as GoalTarget),
  };
}

/**
 * Goal probes (issue 31 part 4, decisions §18). Writes: the one access module's write check for
 * the goal's student (studentInCare: the teacher of the student's class or a specialist with the
 * student on the caseload), so whoever that check
 * admits may record; a correction or deletion only by the probe's author; each write audited in
 * its transaction. Reads: the history's permissions (readableStudent), each one audited.
 */
export function createProbeService(db: Db) {
  return {
    record: (session: SessionUser, goalId: number, body: SaveProbeRequest) =>
      record(db, session, goalId, body),
    correct: (session: SessionUser, goalId: number, probeId: number, body: SaveProbeRequest) =>
      correct(db, session, { goalId, probeId }, body),
    remove: (session: SessionUser, goalId: number, probeId: number) =>
      remove(db, session, goalId, probeId),
    list: (session: SessionUser, goalId: number) => list(db, session, goalId),
  };
}
export type ProbeService = ReturnType<typeof createProbeService>;
