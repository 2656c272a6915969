/**
 * Specialists (issue 31 part 2, decisions §18): accounts made through POST /admin/users with a
 * kind, caseloads kept by the admin (students one by one or classes), the specialist's own
 * caseload and a caseload student's profile. Every write and every view of a child is audited;
 * who may see whom is the access module's.
 */
import {
  type CaseloadRequest,
  type CaseloadResponse,
  instituteDate,
  isEnabledClassCode,
  monthDays,
  plannedInMonth,
  SPECIALIST_MESSAGES,
  type SpecialistListResponse,
  type SpecialistStudentResponse,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { readableStudent, seenStudents, specialistContext } from '../access/service.js';
import { readStructure } from '../programme-structure/repository.js';
import { kindMonthOf } from '../service-sessions/repository.js';
import {
  ensureKinds,
  findAssignments,
  findProfile,
  findSpecialistByLoginId,
  findStudentsByRegNo,
  insertSpecialist,
  listSpecialists,
  replaceCaseload,
} from './repository.js';

/** A new specialist's record, in the account's transaction: the kind must be the institute's. */
export async function addSpecialistRecord(tx: Executor, accountId: number, kind: string) {
  const kinds = await ensureKinds(tx);
  if (!kinds.some((k) => k.code === kind)) throw badRequest(SPECIALIST_MESSAGES.unknownKind(kind));
  await insertSpecialist(tx, accountId, kind);
}

async function specialistOf(db: Executor, userId: string) {
  const found = await findSpecialistByLoginId(db, userId);
  if (!found) throw notFound(SPECIALIST_MESSAGES.notFound);
  return found;
}

/**
 * The caseload with each student's planned vs delivered sessions of the specialist's kind in
 * this month (the institute's today).
 */
async function caseloadOf(
  db: Executor,
  found: { accountId: number; userId: string; kind: string; clinicalAccess: boolean },
): Promise<CaseloadResponse> {
  const month = instituteDate(new Date()).slice(0, 7);
  const days = monthDays(month);
  const [assigned, students] = await Promise.all([
    findAssignments(db, found.accountId),
    seenStudents(db, found.accountId),
  ]);
  const ids = students.map((s) => s.id);
  const figures = await kindMonthOf(db, ids, found.kind, days[0]!, days.at(-1)!);
  return {
    userId: found.userId,
    kind: found.kind,
    clinicalAccess: found.clinicalAccess,
    ...assigned,
    month,
    students: students.map((s) => {
      const f = figures.get(s.id) ?? { perWeek: 0, sessions: 0, minutes: 0 };
      return {
        regNo: s.regNo,
        name: s.name,
        classId: s.classId,
        plannedPerWeek: f.perWeek,
        plannedInMonth: plannedInMonth(f.perWeek, month),
        sessions: f.sessions,
        minutes: f.minutes,
      };
    }),
  };
}

/** Each listed value once (case-insensitive), else 400 naming the first repeated. */
function assertDistinct(values: string[]) {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v.toLowerCase())) throw badRequest(SPECIALIST_MESSAGES.duplicate(v));
    seen.add(v.toLowerCase());
  }
}

/** PUT /admin/specialists/:userId/caseload: replaced whole, audited with before and after. */
async function saveCaseload(db: Db, session: SessionUser, userId: string, body: CaseloadRequest) {
  assertDistinct(body.regNos);
  assertDistinct(body.classIds);
  const structure = await readStructure(db);
  for (const c of body.classIds) {
    if (!isEnabledClassCode(structure, c)) throw badRequest(SPECIALIST_MESSAGES.unknownClass(c));
  }
  return db.transaction(async (tx) => {
    const found = await specialistOf(tx, userId);
    const rows = await findStudentsByRegNo(tx, body.regNos);
    const byRegNo = new Map(rows.map((r) => [r.regNo.toLowerCase(), r]));
    const ids = body.regNos.map((r) => {
      const s = byRegNo.get(r.toLowerCase());
      if (!s) throw badRequest(SPECIALIST_MESSAGES.unknownStudent(r));
      if (s.status !== 'active') throw badRequest(SPECIALIST_MESSAGES.notActive(r));
      return s.id;
    });
    const before = await findAssignments(tx, found.accountId);
    const clinicalAccess = body.clinicalAccess ?? found.clinicalAccess;
    await replaceCaseload(tx, found.accountId, ids, body.classIds, clinicalAccess);
    const saved = await caseloadOf(tx, { ...found, clinicalAccess });
    await audit(tx, {
      actor: actorOf(session),
      action: 'caseload.update',
      target: found.userId,
      outcome: 'success',
      detail: {
        regNos: saved.regNos,
        classIds: saved.classIds,
        clinicalAccess,
        before: { ...before, clinicalAccess: found.clinicalAccess },
      },
    });
    return { ...saved, msg: SPECIALIST_MESSAGES.saved };
  });
}

export function createSpecialistService(db: Db) {
  return {
    async kinds() {
      return { kinds: await db.transaction((tx) => ensureKinds(tx)) };
    },

    async list(session: SessionUser): Promise<SpecialistListResponse> {
      void session;
      return { specialists: await listSpecialists(db) };
    },

    async caseload(session: SessionUser, userId: string): Promise<CaseloadResponse> {
      const found = await specialistOf(db, userId);
      const body = await caseloadOf(db, found);
      await auditRead(db, {
        actor: actorOf(session),
        action: 'caseload.read',
        target: found.userId,
        outcome: 'success',
        detail: { students: body.students.length },
      });
      return body;
    },

    saveCaseload: (session: SessionUser, userId: string, body: CaseloadRequest) =>
      saveCaseload(db, session, userId, body),

    /** The signed-in specialist's own caseload. */
    async own(session: SessionUser): Promise<CaseloadResponse> {
      const context = await specialistContext(db, session);
      const body = await caseloadOf(db, {
        accountId: session.id,
        userId: session.userId,
        ...context,
      });
      await auditRead(db, {
        actor: actorOf(session),
        action: 'caseload.read',
        target: session.userId,
        outcome: 'success',
        detail: { students: body.students.length },
      });
      return body;
    },

    /** A caseload student's profile (never the clinical intake: its own route asks for access). */
    async student(session: SessionUser, regNo: string): Promise<SpecialistStudentResponse> {
      const action = 'specialist.student.read';
      const context = await specialistContext(db, session);
      const head = await readableStudent(db, session, regNo, action);
      const profile = await findProfile(db, head.id);
      if (!profile) throw notFound(SPECIALIST_MESSAGES.notYourStudent);
      await auditRead(db, {
        actor: actorOf(session),
        action,
        target: head.regNo,
        outcome: 'success',
      });
      return { ...profile, clinicalAccess: context.clinicalAccess };
    },
  };
}

export type SpecialistService = ReturnType<typeof createSpecialistService>;
