import {
  GOAL_AREAS,
  type GoalArea,
  GOAL_MESSAGES,
  type GoalPlanResponse,
  HISTORY_MESSAGES,
  isGoalCandidate,
  type SaveGoalsRequest,
  type StudentGoalsResponse,
  targetsAbove,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import type { ReportItem } from '../../db/schema/index.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { readableStudent, studentFor } from '../access/service.js';
import { findStudentByRegNo, updateTermReportAt } from '../term-records/repository.js';
import { findTermReports } from '../term-records/term-reports.js';
import { goalOf, itemIn, latestCompleteTerm, probesByGoal, refOf, sameTerm } from './build.js';
import { findStudentProbes } from './probe-repository.js';
import { deleteGoal, findGoals, insertGoal, updateGoal } from './repository.js';

/**
 * The programme plan (decisions §14). Writes: the teacher of the student's current class, on the
 * latest fully evaluated term, with that term report's revision (a stale screen gets 409), in one
 * transaction with its audit entry. Reads: the history's permissions, each one audited.
 */
export function createGoalsService(db: Db) {
  /** A teacher's read: a refusal is audited before it leaves, as the other record reads. */
  async function teacherStudent(session: SessionUser, regNo: string, action: string) {
    try {
      return await studentFor(db, session, regNo);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403) {
        await auditRead(db, {
          actor: actorOf(session),
          action,
          target: regNo,
          outcome: 'denied',
          detail: { reason: error.message },
        });
      }
      throw error;
    }
  }

  return {
    async plan(session: SessionUser, regNo: string): Promise<GoalPlanResponse> {
      const student = await teacherStudent(session, regNo, 'goals.plan.read');
      const [reports, rows, probeRows] = await Promise.all([
        findTermReports(db, student.id),
        findGoals(db, student.id),
        findStudentProbes(db, student.id),
      ]);
      const probesOf = probesByGoal(probeRows);
      await auditRead(db, {
        actor: actorOf(session),
        action: 'goals.plan.read',
        target: student.regNo,
        outcome: 'success',
      });
      const latest = latestCompleteTerm(reports);
      const base = { regNo: student.regNo, name: student.name };
      if (!latest) return { ...base, plan: null };
      const at = refOf(latest);
      const open = rows.filter((r) => r.status === 'open');
      // Goals set in this term stay on its screen whatever became of them later.
      const shown = rows.filter((r) => r.status === 'open' || sameTerm(refOf(r), at));
      const areas = GOAL_AREAS.map((category) => {
        const list = (latest.items[category] ?? []) as ReportItem[];
        const items = list
          .filter((i): i is ReportItem & { itemId: number } => i.itemId !== null)
          .flatMap((i) => {
            const row = shown.find((r) => r.itemId === i.itemId && r.category === category);
            if (!row && !isGoalCandidate(category, i.answer)) return [];
            return [
              {
                itemId: i.itemId,
                question: i.question,
                answer: i.answer,
                goal: row ? goalOf(row, reports, probesOf(row.id)) : null,
              },
            ];
          });
        return { category, items };
      });
      const elsewhere = open
        .filter((r) => !itemIn(latest, r.category, r.itemId))
        .map((r) => goalOf(r, reports, probesOf(r.id)));
      return { ...base, plan: { ...at, revision: latest.revision, areas, elsewhere } };
    },

    async save(session: SessionUser, regNo: string, body: SaveGoalsRequest) {
      const student = await studentFor(db, session, regNo);
      return db.transaction(async (tx) => {
        const reports = await findTermReports(tx, student.id);
        const latest = latestCompleteTerm(reports);
        if (!latest) throw badRequest(GOAL_MESSAGES.noEvaluatedTerm);
        const at = refOf(latest);
        if (!sameTerm(at, body)) throw conflict(GOAL_MESSAGES.notLatest);
        if (latest.revision !== body.revision) throw conflict(GOAL_MESSAGES.stale);
        const open = (await findGoals(tx, student.id)).filter((r) => r.status === 'open');
        const changes = { set: [] as number[], updated: [] as number[], removed: [] as number[] };
        const dropped: number[] = [];

        for (const drop of body.drops) {
          const goal = open.find((r) => r.itemId === drop.itemId);
          if (!goal) throw badRequest(GOAL_MESSAGES.dropUnknown);
          await updateGoal(tx, goal.id, {
            status: 'dropped',
            dropReason: drop.reason,
            droppedSection: at.section,
            droppedYear: at.year,
            droppedTerm: at.term,
          });
          dropped.push(goal.id);
        }
        for (const wanted of body.goals) {
          const goal = open.find((r) => r.itemId === wanted.itemId);
          const category = goal?.category ?? areaOf(latest.items, wanted.itemId);
          const item = category ? itemIn(latest, category, wanted.itemId) : undefined;
          if (!goal && (!item || !isGoalCandidate(category as GoalArea, item.answer)))
            throw badRequest(GOAL_MESSAGES.notCandidate);
          if (item && !targetsAbove(item.answer).includes(wanted.target))
            throw badRequest(GOAL_MESSAGES.targetNotAbove);
          if (goal) {
            if (goal.target !== wanted.target || goal.notes !== wanted.notes) {
              await updateGoal(tx, goal.id, { target: wanted.target, notes: wanted.notes });
              changes.updated.push(goal.id);
            }
          } else {
            const id = await insertGoal(tx, {
              studentId: student.id,
              ...at,
              category: category!,
              itemId: wanted.itemId,
              question: item!.question,
              target: wanted.target,
              notes: wanted.notes,
              createdBy: session.userId,
            });
            changes.set.push(id);
          }
        }
        // Unticked goals chosen on this very screen go; older ones carry over until dropped.
        const keep = new Set([...body.goals, ...body.drops].map((g) => g.itemId));
        for (const goal of open) {
          if (!keep.has(goal.itemId) && sameTerm(refOf(goal), at)) {
            await deleteGoal(tx, goal.id);
            changes.removed.push(goal.id);
          }
        }
        const updated = await updateTermReportAt(tx, latest.id, latest.revision, {});
        if (!updated) throw conflict(GOAL_MESSAGES.stale);
        await audit(tx, {
          actor: actorOf(session),
          action: 'goals.save',
          target: student.regNo,
          outcome: 'success',
          detail: { ...at, ...changes, dropped },
        });
        return { msg: GOAL_MESSAGES.saved, revision: updated.revision };
      });
    },

    /** Every goal of a student with its progress: the history's permissions (decisions §8). */
    async goals(session: SessionUser, regNo: string): Promise<StudentGoalsResponse> {
      const actor = actorOf(session);
      const head = await readableStudent(db, session, regNo, 'goals.read');
      const student = await findStudentByRegNo(db, head.regNo);
      if (!student) throw notFound(HISTORY_MESSAGES.notFound);
      const [reports, rows, probeRows] = await Promise.all([
        findTermReports(db, student.id),
        findGoals(db, student.id),
        findStudentProbes(db, student.id),
        auditRead(db, { actor, action: 'goals.read', target: head.regNo, outcome: 'success' }),
      ]);
      const probesOf = probesByGoal(probeRows);
      return {
        regNo: student.regNo,
        goals: rows.map((r) => goalOf(r, reports, probesOf(r.id))),
      };
    },
  };
}
export type GoalsService = ReturnType<typeof createGoalsService>;

function areaOf(items: Record<string, ReportItem[] | undefined>, itemId: number) {
  return GOAL_AREAS.find((c) => items[c]?.some((i) => i.itemId === itemId));
}
