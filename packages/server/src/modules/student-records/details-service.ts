import {
  instituteDate,
  sameLoginId,
  STUDENT_MESSAGES,
  type StudentDetails,
  studentDetailsUpdateSchema,
  type UpdateStudentDetailsResponse,
} from '@pragati/domain';
import type { Db, Executor } from '../../db/client.js';
import type { AadhaarCipher } from '../../lib/aadhaar-cipher.js';
import { actorOf, audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/policy.js';
import { assertAadhaarKeyInUse } from '../keys/in-use.js';
import { parseOrThrow } from './parse-body.js';
import {
  changedFields,
  composeInfo,
  detailsRecord,
  readOnlyMismatch,
  storedInfo,
} from './records.js';
import { findStudentWithDetails, updateStudent, updateStudentDetails } from './repository.js';

/**
 * Admin correction of the details after registration (decisions §7), with the registration
 * rules. The regNo is the student's login id and stays; an empty Aadhaar keeps the number.
 */
export function createDetailsEdit(
  db: Db,
  { cipher, now }: { cipher: AadhaarCipher; now: () => Date },
) {
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
    const { name, sex, regDate, dob } = details.info;
    await updateStudent(tx, student.id, { name, sex, regDate, dob });
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
    /** PUT of the admin's edit screen: the edit in its own transaction. */
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
