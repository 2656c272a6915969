import {
  duplicateRegNoMessage,
  firstEnabledGroup,
  instituteDate,
  placementProblem,
  registeredMessage,
  type RegisterStudentResponse,
  type RegNoExistsResponse,
  type Section,
  type StudentRegistration,
  studentRegistrationSchema,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { type Actor, audit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import {
  generateTemporaryPassword,
  hashPassword,
  hashTemporaryPassword,
} from '../../lib/passwords.js';
import { assertAadhaarKeyInUse } from '../keys/in-use.js';
import { readStructure } from '../programme-structure/repository.js';
import { createTermReport } from '../term-records/term-reports.js';
import { insertUser } from '../users/repository.js';
import { parseOrThrow } from './parse-body.js';
import { storedInfo } from './records.js';
import { regNoRefusal } from './reg-no-check.js';
import { insertStudent, insertStudentDetails } from './repository.js';

/** PostgreSQL 23505 (pg, PGlite, or wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type NewStudent = {
  formData: StudentRegistration['formData'];
  section: Section;
  passwordHash: string;
  /** A known password (seeding) is not changed at the first sign-in; a temporary one is. */
  mustChangePassword: boolean;
  aadhaarCipher: string;
};

/** The student, the details, the login account (login id = regNo) and the Entry term report. */
async function insertRegistration(tx: Executor, student: NewStudent): Promise<void> {
  const { details, stdCred } = student.formData;
  const { info } = details;
  const { id: studentId } = await insertStudent(tx, {
    regNo: info.regNo,
    name: info.name,
    sex: info.sex,
    regDate: info.regDate,
    dob: info.dob,
    currSection: student.section,
    currYear: stdCred.year,
    currTerm: 'Entry',
  });
  await insertStudentDetails(tx, {
    studentId,
    info: storedInfo(info),
    presentingComplaints: details.presentingComplaints,
    history: details.history,
    familyHistory: details.familyHistory,
    developmentHistory: details.developmentHistory,
    aadhaarCipher: student.aadhaarCipher,
    aadhaarLast4: info.aadharNo.slice(-4),
  });
  await insertUser(tx, {
    userId: info.regNo,
    role: 'student',
    passwordHash: student.passwordHash,
    mustChangePassword: student.mustChangePassword,
  });
  await createTermReport(tx, {
    studentId,
    section: student.section,
    year: stdCred.year,
    term: 'Entry',
  });
}

/** What a failed registration throws; a refused number (409) is audited as a failure. */
async function registrationFailure(db: Db, actor: Actor, regNo: string, error: unknown) {
  // Another registration of the same regNo won the race past the checks before the insert.
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
  return failure;
}

export type RegisterOptions = {
  password?: string;
  /** More writes of the same transaction (the student import drops the row it came from). */
  alsoInTransaction?: (tx: Executor) => Promise<void>;
};

/** The registration of one student, and the wizard's early check of its number. */
export function createRegistration(
  db: Db,
  { cipher, now }: { cipher: AadhaarCipher; now: () => Date },
) {
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
      options: RegisterOptions = {},
    ): Promise<RegisterStudentResponse & { temporaryPassword: string }> {
      const { formData } = parseOrThrow(studentRegistrationSchema(instituteDate(now())), body);
      const { info } = formData.details;
      const { year } = formData.stdCred;
      const regNo = info.regNo;
      // The institute's enabled groups (issue 29): an unknown or disabled class is a 400.
      const structure = await readStructure(db);
      const section = (formData.stdCred.section || firstEnabledGroup(structure)) as Section;
      const placement = placementProblem(structure, section, year);
      if (placement) throw badRequest(placement);
      const password = options.password ?? generateTemporaryPassword();
      // Hashing is slow on purpose; done before the transaction so it holds no locks meanwhile.
      // A generated password takes the light cost, as every other temporary password
      // (lib/passwords.ts): a 2,000-row import would otherwise hash for minutes.
      const passwordHash = options.password
        ? await hashPassword(password)
        : await hashTemporaryPassword(password);
      const aadhaarCipher = cipher.encrypt(info.aadharNo);
      const mustChangePassword = !options.password;
      try {
        await db.transaction(async (tx) => {
          await assertAadhaarKeyInUse(tx, cipher);
          const refusal = await regNoRefusal(tx, regNo);
          if (refusal) throw conflict(refusal);
          await insertRegistration(tx, {
            formData,
            section,
            passwordHash,
            mustChangePassword,
            aadhaarCipher,
          });
          const detail = { section, year };
          await audit(tx, {
            actor,
            action: 'student.register',
            target: regNo,
            outcome: 'success',
            detail,
          });
          await options.alsoInTransaction?.(tx);
        });
      } catch (error) {
        throw await registrationFailure(db, actor, regNo, error);
      }
      return { msg: registeredMessage(regNo), regNo, temporaryPassword: password };
    },
  };
}
