/**
 * Service sessions (issue 31 part 3, decisions §18): a specialist logs sessions for the students
 * on their caseload, a teacher for the students of their classes (the access module decides); a
 * month's summary by kind with planned vs delivered, read with the history's permissions (the
 * guardian: the summary of their own child). Every write and view audited.
 */
import {
  instituteDate,
  monthDays,
  type PlannedRequest,
  plannedInMonth,
  SESSION_MESSAGES,
  type SessionHow,
  type SessionMonthResponse,
  type SessionSavedResponse,
  type SessionBody,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { readableStudent, specialistContext, studentsSeenBy } from '../access/service.js';
import { ensureKinds } from '../specialists/repository.js';
import {
  findGoalsOf,
  insertSession,
  studentPlans,
  studentSessions,
  upsertPlan,
} from './repository.js';

/** Each regNo once (case-insensitive), else 400 naming the first repeated. */
function assertDistinct(regNos: string[]) {
  const seen = new Set<string>();
  for (const r of regNos) {
    if (seen.has(r.toLowerCase())) throw badRequest(SESSION_MESSAGES.duplicate(r));
    seen.add(r.toLowerCase());
  }
}

async function knownKind(db: Db, kind: string) {
  const kinds = await db.transaction((tx) => ensureKinds(tx));
  if (!kinds.some((k) => k.code === kind)) throw badRequest(SESSION_MESSAGES.unknownKind(kind));
  return kinds;
}

/** POST /sessions */
async function logSession(
  db: Db,
  today: string,
  session: SessionUser,
  body: SessionBody,
): Promise<SessionSavedResponse> {
  assertDistinct(body.regNos);
  if (body.date > today) throw badRequest(SESSION_MESSAGES.futureDate);
  await knownKind(db, body.kind);
  const goalIds = [...new Set(body.goalIds ?? [])];
  return db.transaction(async (tx) => {
    const students = await studentsSeenBy(tx, session, body.regNos, (r) =>
      SESSION_MESSAGES.notYourStudent(r),
    );
    const ids = students.map((s) => s.id);
    const goals = new Set((await findGoalsOf(tx, goalIds, ids)).map((g) => g.id));
    const unknown = goalIds.find((g) => !goals.has(g));
    if (unknown !== undefined) throw badRequest(SESSION_MESSAGES.unknownGoal(unknown));
    const id = await insertSession(tx, {
      date: body.date,
      minutes: body.minutes,
      kind: body.kind,
      note: body.note,
      recordedBy: session.userId,
      recorderRole: session.role,
      studentIds: ids,
      goalIds,
      how: (body.how ?? null) as SessionHow | null,
    });
    const regNos = students.map((s) => s.regNo);
    // Ids, counts and codes only: the note stays out of the log (it may name the child).
    await audit(tx, {
      actor: actorOf(session),
      action: 'session.create',
      target: regNos.join(','),
      outcome: 'success',
      detail: { id, date: body.date, minutes: body.minutes, kind: body.kind, goalIds },
    });
    return { msg: SESSION_MESSAGES.saved(regNos.length), id, regNos };
  });
}

type KindRow = { code: string; nameEn: string; nameHi: string };
type SessionRow = Awaited<ReturnType<typeof studentSessions>>[number];

/** The month's sessions and plans by kind: only kinds with a session or a plan. */
function byKindOf(
  kinds: KindRow[],
  rows: SessionRow[],
  plans: { kind: string; perWeek: number }[],
  month: string,
) {
  return kinds
    .map((k) => {
      const mine = rows.filter((r) => r.kind === k.code);
      const perWeek = plans.find((p) => p.kind === k.code)?.perWeek ?? 0;
      return {
        kind: k.code,
        nameEn: k.nameEn,
        nameHi: k.nameHi,
        sessions: mine.length,
        minutes: mine.reduce((sum, r) => sum + r.minutes, 0),
        plannedPerWeek: perWeek,
        plannedInMonth: plannedInMonth(perWeek, month),
      };
    })
    .filter((k) => k.sessions > 0 || k.plannedPerWeek > 0);
}

/** GET /sessions/:regNo?month=: the month's summary; staff also read each session. */
async function sessionMonth(
  db: Db,
  session: SessionUser,
  regNo: string,
  month: string,
): Promise<SessionMonthResponse> {
  const action = 'sessions.read';
  const head = await readableStudent(db, session, regNo, action);
  const days = monthDays(month);
  const [kinds, rows, plans] = await Promise.all([
    db.transaction((tx) => ensureKinds(tx)),
    studentSessions(db, head.id, days[0]!, days.at(-1)!),
    studentPlans(db, head.id),
  ]);
  await auditRead(db, {
    actor: actorOf(session),
    action,
    target: head.regNo,
    outcome: 'success',
    detail: { month },
  });
  // The guardian reads the summary only: a note may be about a group of children.
  const list = session.role === 'student' ? [] : rows;
  return {
    regNo: head.regNo,
    month,
    sessions: rows.length,
    minutes: rows.reduce((sum, r) => sum + r.minutes, 0),
    byKind: byKindOf(kinds, rows, plans, month),
    list: list.map(({ group: _group, ...r }) => ({
      ...r,
      how: (r.how ?? null) as SessionHow | null,
    })),
  };
}

/** PUT /sessions/:regNo/planned: the admin any kind, a specialist their own kind. */
async function planSessions(db: Db, session: SessionUser, regNo: string, body: PlannedRequest) {
  const action = 'sessions.plan';
  if (session.role === 'specialist') {
    const { kind } = await specialistContext(db, session);
    if (kind !== body.kind) throw forbidden(SESSION_MESSAGES.notYourKind);
  }
  await knownKind(db, body.kind);
  const head = await readableStudent(db, session, regNo, action);
  await db.transaction(async (tx) => {
    await upsertPlan(tx, head.id, body.kind, body.perWeek, session.userId);
    await audit(tx, {
      actor: actorOf(session),
      action,
      target: head.regNo,
      outcome: 'success',
      detail: { kind: body.kind, perWeek: body.perWeek },
    });
  });
  return { msg: SESSION_MESSAGES.plannedSaved };
}

export function createServiceSessionService(db: Db, now: () => Date = () => new Date()) {
  const today = () => instituteDate(now());
  return {
    log: (session: SessionUser, body: SessionBody) => logSession(db, today(), session, body),
    month: (session: SessionUser, regNo: string, month = today().slice(0, 7)) =>
      sessionMonth(db, session, regNo, month),
    plan: (session: SessionUser, regNo: string, body: PlannedRequest) =>
      planSessions(db, session, regNo, body),
  };
}

export type ServiceSessionService = ReturnType<typeof createServiceSessionService>;
