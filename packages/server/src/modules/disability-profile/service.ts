import {
  type CodeList,
  type CodeListsResponse,
  DISABILITY_MESSAGES,
  type DisabilityProfileBody,
  type DisabilityProfileResponse,
  ERASED_ID_PREFIX,
  instituteDate,
  isEmptyProfile,
  type SaveDisabilityProfileResponse,
  STUDENT_MESSAGES,
} from '@pragati/domain';
import type { Db } from '../../db/client.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { ownRegNo, readableStudent, requireClinicalAccess } from '../access/service.js';
import { findStudentByRegNo } from '../student-records/repository.js';
import {
  clearProfile,
  findCodeLists,
  findProfile,
  replaceProfile,
  seedCodeLists,
} from './repository.js';

const VIEW = 'student.disability.view';

/** The first refusal a body earns against its year's code list, or null. */
function codeListProblem(body: DisabilityProfileBody, list: CodeList | undefined): string | null {
  const year = body.codeListYear;
  if (!list) return DISABILITY_MESSAGES.unknownYear(year);
  const conditions = new Set(list.conditions.map((e) => e.code));
  const facilities = new Set(list.facilities.map((e) => e.code));
  const condition = body.conditions.find((c) => !conditions.has(c.code));
  if (condition) return DISABILITY_MESSAGES.unknownCondition(condition.code, year);
  const aid = body.aids.find((a) => a.facilityCode !== null && !facilities.has(a.facilityCode));
  if (aid?.facilityCode) return DISABILITY_MESSAGES.unknownFacility(aid.facilityCode, year);
  return null;
}

/** The clinical intake: a specialist only when the admin granted it (decisions §18), audited. */
const clinicalCheck = (db: Db, session: SessionUser, regNo: string) =>
  requireClinicalAccess(db, session, () =>
    auditRead(db, {
      actor: actorOf(session),
      action: VIEW,
      target: regNo,
      outcome: 'denied',
      detail: { reason: 'no clinical access' },
    }),
  );

/**
 * Writes the body in one transaction with its audit entry. Nothing in the body: the admin cleared
 * the profile, which leaves no row of it (the documents stay: each is deleted on its own, audited).
 */
async function writeProfile(
  db: Db,
  session: SessionUser,
  regNo: string,
  body: DisabilityProfileBody,
  clearing: boolean,
) {
  return db.transaction(async (tx) => {
    const found = await findStudentByRegNo(tx, regNo);
    // An erased record holds no health data, and gets none.
    if (!found || found.regNo.startsWith(ERASED_ID_PREFIX)) {
      throw notFound(STUDENT_MESSAGES.notFound);
    }
    if (clearing) await clearProfile(tx, found.id);
    else await replaceProfile(tx, found.id, body, session.userId);
    // Counts and kinds only: conditions, numbers and amounts are the child's health data.
    await audit(tx, {
      actor: actorOf(session),
      action: clearing ? 'student.disability.clear' : 'student.disability.update',
      target: found.regNo,
      outcome: 'success',
      detail: {
        codeListYear: body.codeListYear,
        conditions: body.conditions.length,
        certificate: body.certificate !== null,
        udid: body.udid?.kind ?? null,
        aids: body.aids.length,
      },
    });
    return found;
  });
}

/**
 * The disability profile (issue 30 parts 1-2, decisions §17): read with the details' permissions
 * through the access module, written by the admin; every read, refusal and write audited.
 */
export function createDisabilityProfileService(db: Db, now: () => Date = () => new Date()) {
  // The shipped lists are written once per process (a first run, or a new year's file).
  let seeded: Promise<void> | undefined;
  const codeLists = async () => {
    seeded ??= db
      .transaction((tx) => seedCodeLists(tx))
      .catch((error: unknown) => {
        seeded = undefined;
        throw error;
      });
    await seeded;
    return findCodeLists(db);
  };

  return {
    /** GET /disability-code-lists: the years' lists, for the forms and the plain words. */
    async codeLists(): Promise<CodeListsResponse> {
      return { lists: await codeLists() };
    },

    /** The staff's reads (admin, principal, the class teacher, a specialist) and the student's own. */
    async view(session: SessionUser, requested?: string): Promise<DisabilityProfileResponse> {
      const regNo = requested ?? ownRegNo(session);
      const head = await readableStudent(db, session, regNo, VIEW);
      await clinicalCheck(db, session, head.regNo);
      const profile = await findProfile(db, head.id);
      await auditRead(db, {
        actor: actorOf(session),
        action: VIEW,
        target: head.regNo,
        outcome: 'success',
      });
      return { regNo: head.regNo, profile };
    },

    /** PUT /admin/students/:regNo/disability-profile: the whole profile, replacing the one held. */
    async save(
      session: SessionUser,
      regNo: string,
      body: DisabilityProfileBody,
    ): Promise<SaveDisabilityProfileResponse> {
      const lists = await codeLists();
      const problem = codeListProblem(
        body,
        lists.find((l) => l.year === body.codeListYear),
      );
      if (problem) throw badRequest(problem);
      if (body.certificate && body.certificate.issuedOn > instituteDate(now())) {
        throw badRequest(DISABILITY_MESSAGES.futureIssue);
      }
      const clearing = isEmptyProfile(body);
      const student = await writeProfile(db, session, regNo, body, clearing);
      const profile = await findProfile(db, student.id);
      const msg = (clearing ? DISABILITY_MESSAGES.cleared : DISABILITY_MESSAGES.saved)(
        student.regNo,
      );
      return { msg, regNo: student.regNo, profile };
    },
  };
}
export type DisabilityProfileService = ReturnType<typeof createDisabilityProfileService>;
