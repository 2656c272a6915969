import { SERVER_MESSAGES } from '@pragati/domain';
import {
  duplicateRegNoMessage,
  firstEnabledGroup,
  placementProblem,
  instituteDate,
  registeredMessage,
  type RegisterStudentResponse,
  type RegNoExistsResponse,
  type Section,
  STUDENT_MESSAGES,
  STUDENT_STATUS_FILTERS,
  type StudentDetails,
  type StudentDetailsRecord,
  studentDetailsUpdateSchema,
  type StudentProfile,
  studentRegistrationSchema,
  type StudentStatusFilter,
  type UpdateStudentDetailsResponse,
  sameLoginId,
} from '@pragati/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { type BodyEncoding, createBodyCache } from '../../lib/body-cache.js';
import { type Actor, actorOf, audit } from '../../lib/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import {
  generateTemporaryPassword,
  hashPassword,
  hashTemporaryPassword,
} from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/policy.js';
import { auditRead } from '../../lib/read-audit.js';
import { isOwnRecord, ownRegNo, teachesStudent } from '../access/service.js';
import { assertAadhaarKeyInUse } from '../keys/in-use.js';
import { findLastYearReport } from '../term-records/repository.js';
import { createTermReport } from '../term-records/term-reports.js';
import { insertUser } from '../users/repository.js';
import {
  changedFields,
  composeInfo,
  detailsRecord,
  lastTransferOf,
  readOnlyMismatch,
  storedInfo,
} from './records.js';
import { readStructure } from '../programme-structure/repository.js';
import { regNoRefusal } from './reg-no-check.js';
import {
  findStudentWithDetails,
  insertStudent,
  insertStudentDetails,
  studentListSnapshot,
  studentListVersion,
  updateStudent,
  updateStudentDetails,
} from './repository.js';

/** Parses with a domain schema; a failure is a 400 with the schema's first message, as for bodies. */
function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(SERVER_MESSAGES.bodyNotObject);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw badRequest(issues[0]?.message ?? 'Invalid input', { issues });
}

/** PostgreSQL 23505 (pg, PGlite, or wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type StudentServiceOptions = {
  cipher: AadhaarCipher;
  /** The clock the date rules read (decisions §7); tests may fix it. */
  now?: () => Date;
};

export function createStudentService(
  db: Db,
  { cipher, now = () => new Date() }: StudentServiceOptions,
) {
  // One body per status filter asked for (our screens ask for all, the original client for none),
  // per institute (the cache keys by institute): room for the busiest few of a network.
  const list = createBodyCache<StudentStatusFilter>({
    maxEntries: STUDENT_STATUS_FILTERS.length * 32,
  });

  async function deny(user: SessionUser, action: string, target: string, reason: string) {
    await audit(db, {
      actor: actorOf(user),
      action,
      target,
      outcome: 'denied',
      detail: { reason },
    });
  }

  /**
   * The edit in the caller's transaction: an accepted correction request (modules/corrections)
   * applies its change here, so the same rules, Aadhaar encryption and audit entry apply.
   */
  async function updateDetailsIn(
    tx: Executor,
    user: SessionUser,
    regNo: string,
    body: unknown,
  ): Promise<UpdateStudentDetailsResponse> {
    const sent = parseOrThrow(studentDetailsUpdateSchema(instituteDate(now())), body);
    const details: StudentDetails = sent;
    if (!sameLoginId(details.info.regNo, regNo)) throw badRequest(STUDENT_MESSAGES.regNoFixed);
    await assertAadhaarKeyInUse(tx, cipher);
    const found = await findStudentWithDetails(tx, regNo);
    if (!found) throw notFound(STUDENT_MESSAGES.notFound);
    const { student, details: stored } = found;
    const record = detailsRecord(student, stored, found.consent);
    // Fields of the record sent back as read are fine; a changed one is refused, not ignored.
    const readOnly = readOnlyMismatch(record, sent, details.info.name);
    if (readOnly) throw badRequest(STUDENT_MESSAGES.readOnlyField(readOnly));
    const oldAadhaar = cipher.decrypt(stored.aadhaarCipher);
    const newAadhaar = details.info.aadharNo || oldAadhaar;
    const before = { ...record, info: composeInfo(student, stored, oldAadhaar) };
    const changed = changedFields(before, {
      ...details,
      info: { ...details.info, aadharNo: newAadhaar },
    });
    await updateStudent(tx, student.id, {
      name: details.info.name,
      sex: details.info.sex,
      regDate: details.info.regDate,
      dob: details.info.dob,
    });
    await updateStudentDetails(tx, student.id, {
      info: storedInfo(details.info),
      presentingComplaints: details.presentingComplaints,
      history: details.history,
      familyHistory: details.familyHistory,
      developmentHistory: details.developmentHistory,
      ...(newAadhaar !== oldAadhaar
        ? { aadhaarCipher: cipher.encrypt(newAadhaar), aadhaarLast4: newAadhaar.slice(-4) }
        : {}),
    });
    // Names of the changed fields only: never their values (health data, Aadhaar).
    await audit(tx, {
      actor: actorOf(user),
      action: 'student.details.update',
      target: student.regNo,
      outcome: 'success',
      detail: { changed },
    });
    const msg = STUDENT_MESSAGES.detailsSaved(student.regNo);
    return { msg, message: msg };
  }

  return {
    /** GET /admin/students/:regNo/exists: whether registering this number would be refused. */
    async regNoStatus(regNo: string): Promise<RegNoExistsResponse> {
      const message = await regNoRefusal(db, regNo);
      return message ? { exists: true, message } : { exists: false };
    },

    /**
     * POST /admin/registerStudent (decisions §7): student, details, login account (login id =
     * regNo), placement and the Entry term report in one transaction. `password` is for seeding
     * a known account (browser tests); the API always gives a temporary one.
     */
    async register(
      body: unknown,
      actor: Actor,
      options: {
        password?: string;
        /** More writes of the same transaction (the student import drops the row it came from). */
        alsoInTransaction?: (tx: Executor) => Promise<void>;
      } = {},
    ): Promise<RegisterStudentResponse & { temporaryPassword: string }> {
      const { formData } = parseOrThrow(studentRegistrationSchema(instituteDate(now())), body);
      const { details, stdCred } = formData;
      const { info } = details;
      const regNo = info.regNo;
      // The institute's enabled groups (issue 29): an unknown or disabled class is a 400.
      const structure = await readStructure(db);
      const section = (stdCred.section || firstEnabledGroup(structure)) as Section;
      const placement = placementProblem(structure, section, stdCred.year);
      if (placement) throw badRequest(placement);
      const password = options.password ?? generateTemporaryPassword();
      // Hashing is slow on purpose; done before the transaction so it holds no locks meanwhile.
      // A generated password takes the light cost, as every other temporary password
      // (lib/passwords.ts): a 2,000-row import would otherwise hash for minutes.
      const passwordHash = options.password
        ? await hashPassword(password)
        : await hashTemporaryPassword(password);
      const aadhaarCipher = cipher.encrypt(info.aadharNo);
      try {
        await db.transaction(async (tx) => {
          await assertAadhaarKeyInUse(tx, cipher);
          const refusal = await regNoRefusal(tx, regNo);
          if (refusal) throw conflict(refusal);
          const student = await insertStudent(tx, {
            regNo,
            name: info.name,
            sex: info.sex,
            regDate: info.regDate,
            dob: info.dob,
            currSection: section,
            currYear: stdCred.year,
            currTerm: 'Entry',
          });
          await insertStudentDetails(tx, {
            studentId: student.id,
            info: storedInfo(info),
            presentingComplaints: details.presentingComplaints,
            history: details.history,
            familyHistory: details.familyHistory,
            developmentHistory: details.developmentHistory,
            aadhaarCipher,
            aadhaarLast4: info.aadharNo.slice(-4),
          });
          await insertUser(tx, {
            userId: regNo,
            role: 'student',
            passwordHash,
            mustChangePassword: !options.password,
          });
          await createTermReport(tx, {
            studentId: student.id,
            section,
            year: stdCred.year,
            term: 'Entry',
          });
          await audit(tx, {
            actor,
            action: 'student.register',
            target: regNo,
            outcome: 'success',
            detail: { section, year: stdCred.year },
          });
          await options.alsoInTransaction?.(tx);
        });
      } catch (error) {
        // Another registration of the same regNo won the race past the checks above.
        const failure = isUniqueViolation(error) ? conflict(duplicateRegNoMessage(regNo)) : error;
        if (failure instanceof Error && 'statusCode' in failure && failure.statusCode === 409) {
          await audit(db, {
            actor,
            action: 'student.register',
            target: regNo,
            outcome: 'failure',
            detail: { reason: failure.message },
          });
        }
        throw failure;
      }
      return { msg: registeredMessage(regNo), regNo, temporaryPassword: password };
    },

    /**
     * GET /{admin,principal}/viewstudents: the JSON, compressed as the client accepts. Audited
     * (decisions §9), the entry committed before the list leaves (lib/read-audit.ts).
     */
    async list(user: SessionUser, status: StudentStatusFilter, encoding: BodyEncoding) {
      const [version] = await Promise.all([
        studentListVersion(db),
        auditRead(db, {
          actor: actorOf(user),
          action: 'students.list',
          target: status === 'all' ? 'all students' : `${status} students`,
          outcome: 'success',
        }),
      ]);
      return list.get(status, version, () => studentListSnapshot(db, status), encoding);
    },

    /**
     * GET /student/viewStudentDetails and /{role}/viewStudentDetails (decisions §8): a student
     * only their own record, a teacher only students of their current classes. Every view is
     * audited (decisions §9).
     */
    async viewDetails(
      user: SessionUser,
      requested: string | undefined,
    ): Promise<StudentDetailsRecord> {
      const action = 'student.details.view';
      const regNo = requested?.trim() || (user.role === 'student' ? user.userId : '');
      if (!regNo) throw badRequest(STUDENT_MESSAGES.regNoHeader);
      if (user.role === 'student' && !isOwnRecord(user, regNo)) {
        await deny(user, action, regNo, 'not own record');
        throw forbidden(STUDENT_MESSAGES.ownRecordOnly);
      }
      const found = await findStudentWithDetails(db, regNo);
      if (user.role === 'teacher') {
        // Unknown and not-yours answer alike, so a teacher cannot probe which regNos exist.
        if (!found || !(await teachesStudent(db, user, found.student))) {
          await deny(user, action, regNo, 'not in teacher classes');
          throw forbidden(STUDENT_MESSAGES.notYourClass);
        }
      }
      if (!found) throw notFound(STUDENT_MESSAGES.notFound);
      await audit(db, {
        actor: actorOf(user),
        action,
        target: found.student.regNo,
        outcome: 'success',
      });
      const record = detailsRecord(
        found.student,
        found.details,
        found.consent,
        user.role === 'teacher',
      );
      if (user.role !== 'admin') return record;
      // The admin's screen offers "Undo last transfer" only where there is a transfer (issue 26).
      const last = await findLastYearReport(db, found.student.id);
      return { ...record, lastTransfer: last ? lastTransferOf(last) : null };
    },

    /** GET /student/profile: the student home's fields, own record only. */
    async profile(user: SessionUser): Promise<StudentProfile> {
      const found = await findStudentWithDetails(db, ownRegNo(user));
      if (!found) throw notFound(STUDENT_MESSAGES.notFound);
      await audit(db, {
        actor: actorOf(user),
        action: 'student.profile.view',
        target: found.student.regNo,
        outcome: 'success',
      });
      const record = detailsRecord(found.student, found.details);
      const { info } = record;
      return {
        regNo: info.regNo,
        regDate: info.regDate,
        dob: info.dob,
        name: info.name,
        sex: info.sex,
        information: info.information,
        education: info.education,
        refBy: info.refBy,
        occupation: info.occupation,
        aadharNo: info.aadharNo,
        paymentType: info.paymentType,
        mobileNo: info.mobileNo,
        currSection: record.currSection,
        currYear: record.currYear,
        currTerm: record.currTerm,
        classId: record.classId,
        status: record.status,
      };
    },

    /** The full Aadhaar number: admin only, written to the audit log (decisions §7). */
    async revealAadhaar(
      user: SessionUser,
      regNo: string,
    ): Promise<{ regNo: string; aadharNo: string }> {
      const found = await findStudentWithDetails(db, regNo);
      if (!found) throw notFound(STUDENT_MESSAGES.notFound);
      const aadharNo = cipher.decrypt(found.details.aadhaarCipher);
      await audit(db, {
        actor: actorOf(user),
        action: 'student.aadhaar.reveal',
        target: found.student.regNo,
        outcome: 'success',
      });
      return { regNo: found.student.regNo, aadharNo };
    },

    /**
     * Admin correction of the details after registration (decisions §7), with the registration
     * rules. The regNo is the student's login id and stays; an empty Aadhaar keeps the number.
     */
    async updateDetails(
      user: SessionUser,
      regNo: string,
      body: unknown,
    ): Promise<UpdateStudentDetailsResponse> {
      return db.transaction((tx: Executor) => updateDetailsIn(tx, user, regNo, body));
    },

    updateDetailsIn,
  };
}

export type StudentService = ReturnType<typeof createStudentService>;
